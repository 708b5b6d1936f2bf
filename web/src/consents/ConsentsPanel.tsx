// The Plan step's consents panel (docs/consents.md): each consent form the visit needs, why, and
// where it stands — required, signed (by whom, when, how, with the SHA-256 of the text signed and
// whether it still verifies), withdrawn (by whom, when, why) or declined. Staff sign a consent in
// person, e-mail it to the pet parent, withdraw a signed one, or add another clinic form by hand.
// The server refuses Done and Finalize until every one is signed; the dialogs load when opened.
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ConsentsPanel_visit$data, ConsentsPanel_visit$key } from '../__generated__/ConsentsPanel_visit.graphql';
import { Button } from '../ui/Button';
import { formatVisitTime } from '../pet-profile/petProfileLinks';
import { reasonText, signatureLine, STATE_LABELS, STATE_TONES } from './consentLabels';

const ConsentSignDialog = lazy(async () => ({ default: (await import('./ConsentSignDialog')).ConsentSignDialog }));
const WithdrawConsentDialog = lazy(async () => ({ default: (await import('./WithdrawConsentDialog')).WithdrawConsentDialog }));
const SendConsentDialog = lazy(async () => ({ default: (await import('./SendConsentDialog')).SendConsentDialog }));
// A sent consent's reminders line reads its own query; loaded when a consent was sent.
const ConsentReminders = lazy(async () => ({ default: (await import('./ConsentReminders')).ConsentReminders }));
const AddConsentDialog = lazy(async () => ({ default: (await import('./AddConsentDialog')).AddConsentDialog }));

const fragment = graphql`
  fragment ConsentsPanel_visit on Visit {
    id
    isLocked
    pet {
      parent {
        fullName
        email
      }
    }
    consents {
      state
      reasons
      sentTo
      sentAt
      form {
        id
        title
        body
        version
      }
      signature {
        id
        signerName
        signedAt
        channel
        signedByName
        formVersion
        textSha256
        hashVerified
        declined
        declineReason
        withdrawnAt
        withdrawnByName
        withdrawReason
      }
    }
  }
`;

type Consent = ConsentsPanel_visit$data['consents'][number];

type Open = { kind: 'sign' | 'send'; consent: Consent } | { kind: 'withdraw'; consent: Consent } | { kind: 'add' } | null;

export function ConsentsPanel({ visit: visitKey, editable }: { visit: ConsentsPanel_visit$key; editable: boolean }) {
  const visit = useFragment(fragment, visitKey);
  const [open, setOpen] = useState<Open>(null);
  const consents = visit.consents;
  const close = () => setOpen(null);
  return (
    <section aria-labelledby="consents-title" className="space-y-3 rounded-xl border border-slate-200 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="consents-title" className="text-base font-semibold text-slate-900">
          Consents
        </h2>
        <Button variant="secondary" className="px-3 py-1.5" onClick={() => setOpen({ kind: 'add' })} disabled={!editable || visit.isLocked}>
          Add consent form
        </Button>
      </div>
      {consents.length === 0 ? (
        <p className="text-sm text-slate-600">No consent is required for this visit.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {consents.map((consent) => (
            <li key={consent.form.id} aria-label={consent.form.title} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0 space-y-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                  {consent.form.title}
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATE_TONES[consent.state as keyof typeof STATE_TONES] ?? STATE_TONES.REQUIRED}`}>
                    {STATE_LABELS[consent.state as keyof typeof STATE_LABELS] ?? consent.state}
                  </span>
                </p>
                <p className="text-xs text-slate-600">{reasonText(consent.reasons)}</p>
                {consent.signature && <SignatureDetails signature={consent.signature} />}
                {consent.sentTo && consent.sentAt && (
                  <Suspense
                    fallback={
                      consent.state !== 'SIGNED' && (
                        <p className="text-xs text-slate-600">
                          Sent to {consent.sentTo} on {formatVisitTime(consent.sentAt)}.
                        </p>
                      )
                    }
                  >
                    <ConsentReminders visitId={visit.id} formId={consent.form.id} canStop={editable && !visit.isLocked} />
                  </Suspense>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                {consent.state === 'SIGNED' ? (
                  <Button variant="secondary" className="px-3 py-1.5" onClick={() => setOpen({ kind: 'withdraw', consent })} disabled={!editable}>
                    Withdraw
                  </Button>
                ) : (
                  <>
                    <Button className="px-3 py-1.5" onClick={() => setOpen({ kind: 'sign', consent })} disabled={!editable || visit.isLocked}>
                      Sign in person
                    </Button>
                    <Button variant="secondary" className="px-3 py-1.5" onClick={() => setOpen({ kind: 'send', consent })} disabled={!editable || visit.isLocked}>
                      Send by email
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        {open?.kind === 'sign' && (
          <ConsentSignDialog visitId={visit.id} form={open.consent.form} defaultName={visit.pet.parent.fullName} onClose={close} />
        )}
        {open?.kind === 'send' && <SendConsentDialog visitId={visit.id} formId={open.consent.form.id} title={open.consent.form.title} defaultEmail={visit.pet.parent.email} onClose={close} />}
        {open?.kind === 'withdraw' && open.consent.signature && (
          <WithdrawConsentDialog signatureId={open.consent.signature.id} title={open.consent.form.title} onClose={close} />
        )}
        {open?.kind === 'add' && <AddConsentDialog visitId={visit.id} listed={consents.map((consent) => consent.form.id)} onClose={close} />}
      </Suspense>
    </section>
  );
}

function SignatureDetails({ signature }: { signature: NonNullable<Consent['signature']> }) {
  return (
    <div className="space-y-0.5 text-xs text-slate-600">
      <p>
        {signatureLine(signature)} Version {signature.formVersion}.
      </p>
      {signature.declineReason && <p>Reason given for declining: {signature.declineReason}</p>}
      <p className="break-all">
        SHA-256 {signature.textSha256} {signature.hashVerified ? '(verified)' : '(does not match the stored text)'}
      </p>
      {signature.withdrawnAt && (
        <p>
          Withdrawn by {signature.withdrawnByName} on {formatVisitTime(signature.withdrawnAt)}. Reason: {signature.withdrawReason}
        </p>
      )}
    </div>
  );
}
