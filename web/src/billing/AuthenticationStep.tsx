// The card issuer's extra check (3-D Secure) as the sandbox plays it: the person approves or
// rejects the payment. With Stripe, stripe.js shows the bank's own page instead.
import { Button } from '../ui/Button';

export function AuthenticationStep({ busy, onAnswer }: { busy: boolean; onAnswer: (approve: boolean) => void }) {
  return (
    <section aria-labelledby="card-authentication-heading" className="rounded-xl border border-amber-200 bg-amber-50 p-5">
      <h3 id="card-authentication-heading" className="text-base font-semibold text-slate-900">
        Authenticate this payment
      </h3>
      <p className="mt-1 text-sm text-slate-700">Your card issuer asks you to confirm this payment before it is made (test mode: choose the answer your bank would give).</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button busy={busy} onClick={() => onAnswer(true)}>
          Approve payment
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => onAnswer(false)}>
          Reject payment
        </Button>
      </div>
    </section>
  );
}
