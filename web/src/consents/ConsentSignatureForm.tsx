// Signing a consent form (docs/consents.md), in person in the Plan step or on the public link
// page: the form's text as it is signed, the signer's full name, the signature pad, and Sign,
// Decline (with an optional reason; a decline is signed too) and Re-Sign. No form library here:
// the public page carries this.
import { Suspense, useId, useRef, useState } from 'react';
import { Button } from '../ui/Button';
import { TextAreaField, TextField } from '../ui/FormField';
import { LazySignaturePad, type SignaturePadHandle } from '../ui/signature/LazySignaturePad';
import { Skeleton } from '../ui/Skeleton';
import { signatureProblems } from '../visit-charting/plan/signatureRules';

export interface ConsentSignatureInput {
  signerName: string;
  signaturePng: string;
  declined: boolean;
  declineReason: string | null;
}

interface ConsentSignatureFormProps {
  title: string;
  body: string;
  version: number;
  defaultName?: string;
  disabled?: boolean;
  /** Resolves once the server answered (a refusal is shown by the caller). */
  onSign: (signature: ConsentSignatureInput) => Promise<void>;
}

/** The form text as it is shown and signed: paragraphs split by blank lines. */
export function ConsentText({ title, body, version }: { title: string; body: string; version: number }) {
  return (
    <article aria-label={title} className="max-h-80 space-y-3 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed text-slate-800">
      {body.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
      <p className="text-xs text-slate-500">Version {version}</p>
    </article>
  );
}

export function ConsentSignatureForm({ title, body, version, defaultName = '', disabled = false, onSign }: ConsentSignatureFormProps) {
  const padRef = useRef<SignaturePadHandle>(null);
  const [drawn, setDrawn] = useState(false);
  const [signerName, setSignerName] = useState(defaultName);
  const [declineReason, setDeclineReason] = useState('');
  const [tried, setTried] = useState(false);
  const [working, setWorking] = useState(false);
  const errorId = useId();
  const problems = signatureProblems({ signed: drawn, signerName, nameRequired: true });
  const shown = tried ? problems : {};

  const submit = async (declined: boolean) => {
    setTried(true);
    if (problems.signature || problems.signerName) return;
    const png = padRef.current?.toPng();
    if (!png) return;
    setWorking(true);
    try {
      await onSign({ signerName: signerName.trim(), signaturePng: png, declined, declineReason: declined ? declineReason.trim() || null : null });
    } finally {
      setWorking(false);
    }
  };

  return (
    <div className="space-y-4">
      <ConsentText title={title} body={body} version={version} />
      <TextField
        label="Full Name"
        autoComplete="name"
        value={signerName}
        maxLength={200}
        disabled={disabled}
        onChange={(event) => setSignerName(event.target.value)}
        error={shown.signerName}
        containerClassName="w-full max-w-sm"
      />
      <Suspense fallback={<Skeleton className="h-48 w-full max-w-[800px] sm:aspect-[4/1] sm:h-auto" />}>
        <LazySignaturePad ref={padRef} label="Signature" roomy disabled={disabled || working} onChange={setDrawn} />
      </Suspense>
      {shown.signature && (
        <p id={errorId} role="alert" className="text-sm text-rose-600">
          {shown.signature}
        </p>
      )}
      <TextAreaField
        label="Reason for declining"
        hint="Only when declining"
        rows={2}
        maxLength={2000}
        value={declineReason}
        disabled={disabled}
        onChange={(event) => setDeclineReason(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void submit(false)} busy={working} disabled={disabled}>
          Sign
        </Button>
        <Button variant="secondary" onClick={() => void submit(true)} disabled={disabled || working}>
          Decline
        </Button>
        <Button variant="secondary" onClick={() => padRef.current?.clear()} disabled={disabled || working}>
          Re-Sign
        </Button>
      </div>
    </div>
  );
}
