// Stripe's own Payment Element (provider STRIPE): card number, expiry and CVC are typed into
// Stripe's frame, so they never reach our servers. @stripe/stripe-js is imported only by this
// module, which is loaded lazily (PaymentCardInput), so only these screens download it, and
// it fetches https://js.stripe.com itself. The parent form calls the confirmer it is given.
import { loadStripe, type Stripe, type StripeElements } from '@stripe/stripe-js';
import { useEffect, useId, useRef, useState } from 'react';
import { InlineNotice } from '../ui/InlineNotice';
import type { ProviderError } from './sandboxPayments';

export type StripeConfirmer = () => Promise<{ succeeded: true } | { succeeded: false; error: ProviderError }>;

interface StripePaymentElementProps {
  publishableKey: string;
  clientSecret: string;
  mode: 'payment' | 'setup';
  onConfirmer: (confirm: StripeConfirmer | null) => void;
}

const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!stripes.has(key)) stripes.set(key, loadStripe(key));
  return stripes.get(key)!;
};

export default function StripePaymentElement({ publishableKey, clientSecret, mode, onConfirmer }: StripePaymentElementProps) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const labelId = useId();

  useEffect(() => {
    let elements: StripeElements | null = null;
    let cancelled = false;
    stripeFor(publishableKey)
      .then((stripe) => {
        if (cancelled) return;
        if (!stripe || !container.current) throw new Error('Stripe could not be loaded.');
        elements = stripe.elements({ clientSecret });
        elements.create('payment').mount(container.current);
        onConfirmer(async () => {
          const { error } = await elements!.submit();
          const result =
            error ??
            (mode === 'payment'
              ? (await stripe.confirmPayment({ elements: elements!, redirect: 'if_required', confirmParams: { return_url: `${window.location.origin}/billing/success` } })).error
              : (await stripe.confirmSetup({ elements: elements!, redirect: 'if_required', confirmParams: { return_url: window.location.href } })).error);
          if (!result) return { succeeded: true };
          return { succeeded: false, error: { code: result.code ?? result.type, decline_code: result.decline_code, message: result.message ?? 'Your card could not be used.' } };
        });
      })
      .catch((error: unknown) => {
        if (!cancelled) setFailed(error instanceof Error ? error.message : 'Stripe could not be loaded.');
      });
    return () => {
      cancelled = true;
      onConfirmer(null);
      elements?.getElement('payment')?.destroy();
    };
  }, [publishableKey, clientSecret, mode, onConfirmer]);

  return (
    <div role="group" aria-labelledby={labelId}>
      <span id={labelId} className="sr-only">
        Card details
      </span>
      {failed ? <InlineNotice tone="error">{failed}</InlineNotice> : <div ref={container} className="min-h-40" />}
    </div>
  );
}
