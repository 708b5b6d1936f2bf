// Signing the plan (spec 002 sections 2.6, 4 'Approval and signature', 5; spec 003 section 2.7):
// the full name, the day, the signature pad, and Approve, Decline and Re-Sign. Decline (in
// person only) is enabled once something is drawn and a full name is entered; the step then asks
// for the reason ('Decline Rason'). Re-Sign clears the pad. On the public page Approve stays
// disabled until a signature is drawn. No form library here: the public page carries this.
import { Suspense, useId, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/FormField';
import { LazySignaturePad, type SignaturePadHandle } from '../../ui/signature/LazySignaturePad';
import { Skeleton } from '../../ui/Skeleton';
import { formatPlanDate } from './planDocument';
import { signatureProblems } from './signatureRules';

export interface SignatureInput {
  signerName: string;
  signaturePng: string;
}

interface PlanSignatureFormProps {
  /** In person the signer's full name is required; by link it is optional. */
  requireName: boolean;
  /** The public page's rule: Approve is disabled until something is drawn. */
  approveNeedsDrawing: boolean;
  defaultName?: string;
  disabled?: boolean;
  /** Resolves when the signed plan is saved (or refused, with the reason shown by the caller). */
  onApprove: (signature: SignatureInput) => Promise<void>;
  /** In person: the client declines; the step asks for the reason with this signature. */
  onDecline?: (signature: SignatureInput) => void;
  /** What the buttons wait for besides the pad (unsaved changes being saved). */
  busy?: boolean;
  /** Told whether something is drawn, so the step can warn before a drawing is left behind. */
  onDrawnChange?: (drawn: boolean) => void;
}

export function PlanSignatureForm({ requireName, approveNeedsDrawing, defaultName = '', disabled = false, onApprove, onDecline, busy = false, onDrawnChange }: PlanSignatureFormProps) {
  const padRef = useRef<SignaturePadHandle>(null);
  const [drawn, setDrawnState] = useState(false);
  const setDrawn = (value: boolean) => {
    setDrawnState(value);
    onDrawnChange?.(value);
  };
  const [signerName, setSignerName] = useState(defaultName);
  const [tried, setTried] = useState(false);
  const [approving, setApproving] = useState(false);
  const signatureErrorId = useId();
  const approveHintId = useId();
  const problems = signatureProblems({ signed: drawn, signerName, nameRequired: requireName });
  const shown = tried ? problems : {};

  const signature = (): SignatureInput | null => {
    const png = padRef.current?.toPng();
    return png ? { signerName: signerName.trim(), signaturePng: png } : null;
  };

  const approve = async () => {
    setTried(true);
    if (problems.signature || problems.signerName) return;
    const signed = signature();
    if (!signed) return;
    setApproving(true);
    try {
      await onApprove(signed);
    } finally {
      setApproving(false);
    }
  };

  const decline = () => {
    const signed = signature();
    if (signed) onDecline?.(signed);
  };

  const working = busy || approving;
  return (
    // On a phone the form drops its own box, so the pad gets the screen's width.
    <section aria-label="Signature" className="space-y-4 border-t border-slate-200 pt-4 sm:rounded-xl sm:border sm:p-5">
      <div className="flex flex-wrap items-end gap-4">
        <TextField
          label="Full Name"
          autoComplete="name"
          value={signerName}
          maxLength={200}
          disabled={disabled}
          onChange={(event) => setSignerName(event.target.value)}
          error={shown.signerName}
          containerClassName="w-full max-w-sm"
          hint={requireName ? undefined : 'Optional'}
        />
        <p className="pb-2.5 text-sm text-slate-700">Date: {formatPlanDate(new Date().toISOString())}</p>
      </div>
      <Suspense fallback={<Skeleton className="h-48 w-full max-w-[800px] sm:aspect-[4/1] sm:h-auto" />}>
        <LazySignaturePad ref={padRef} label="Signature" roomy disabled={disabled || working} onChange={setDrawn} />
      </Suspense>
      {approveNeedsDrawing && !drawn && !disabled && (
        <p id={approveHintId} className="text-sm text-slate-600">
          Approve is available once you have signed.
        </p>
      )}
      {shown.signature && (
        <p id={signatureErrorId} role="alert" className="text-sm text-rose-600">
          {shown.signature}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          onClick={() => void approve()}
          busy={working}
          disabled={disabled || (approveNeedsDrawing && !drawn)}
          aria-describedby={approveNeedsDrawing && !drawn ? approveHintId : undefined}
        >
          Approve
        </Button>
        {onDecline && (
          <Button variant="secondary" onClick={decline} disabled={disabled || working || !drawn || !signerName.trim()}>
            Decline
          </Button>
        )}
        <Button variant="secondary" onClick={() => padRef.current?.clear()} disabled={disabled || working}>
          Re-Sign
        </Button>
      </div>
    </section>
  );
}
