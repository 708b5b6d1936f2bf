// The embedded card checkout a client admin gets while the organization's subscription is not
// active (SubscriptionGate). It asks the server for a payment at once (startSubscriptionCheckout),
// then takes the card: the sandbox provider's own form, or Stripe's Payment Element when Stripe is
// the provider. A paid subscription leads to /billing/success. A failed request shows
// 'Subscription Error - {message}'; a refused card shows the provider's message and code.
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod/mini';
import type { PaymentProviderName } from '../__generated__/useStartSubscriptionCheckoutMutation.graphql';
import { Button } from '../ui/Button';
import { TextField } from '../ui/FormField';
import { InlineNotice } from '../ui/InlineNotice';
import { notify } from '../ui/notifications/notificationStore';
import { Spinner } from '../ui/Spinner';
import { AuthenticationStep } from './AuthenticationStep';
import { CardFields } from './CardFields';
import { cardSchema, formatUsd, parseExpiry } from './cardFields';
import { useStartSubscriptionCheckout } from './mutations/useStartSubscriptionCheckout';
import { describeProviderError } from './sandboxPayments';
import type { StripeConfirmer } from './StripePaymentElement';
import { useSandboxCardConfirmation } from './useSandboxCardConfirmation';
import { waitForActivation } from './waitForActivation';

const StripePaymentElement = lazy(() => import('./StripePaymentElement'));

interface Checkout {
  clientSecret: string;
  provider: PaymentProviderName;
  publishableKey: string | null | undefined;
  amountCents: number;
}

interface SubscriptionCheckoutProps {
  subscriptionId: string;
  status: string;
  planName: string;
  amountCents: number;
  interval: string;
  organizationName: string;
}

const checkoutFormSchema = z.object({ ...cardSchema.shape, postalCode: z.string().check(z.trim(), z.minLength(1, 'Please enter zip')) });
type CheckoutFormValues = z.input<typeof checkoutFormSchema>;

const STATUS_NOTE: Record<string, string> = {
  INACTIVE: 'Your clinic’s subscription is not active yet. Pay for it to open the dashboard for your whole clinic.',
  INCOMPLETE: 'Your clinic’s first payment has not gone through yet. Pay for the subscription to open the dashboard.',
  PAST_DUE: 'Your clinic’s last payment did not go through. Pay for the subscription to keep using VetChart.',
  CANCELED: 'Your clinic’s subscription has ended. Subscribe again to open the dashboard.',
};

function SandboxCheckoutForm({ checkout, onPaid }: { checkout: Checkout; onPaid: () => Promise<void> }) {
  const { confirm, authenticate, authenticating, answering, cardError } = useSandboxCardConfirmation(checkout.clientSecret);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutFormValues>({ resolver: zodResolver(checkoutFormSchema), defaultValues: { cardNumber: '', expiry: '', cvc: '', postalCode: '' } });

  const onSubmit = handleSubmit(async (values) => {
    const expiry = parseExpiry(values.expiry)!;
    try {
      const succeeded = await confirm({ cardNumber: values.cardNumber, expMonth: expiry.month, expYear: expiry.year, cvc: values.cvc, postalCode: values.postalCode.trim() });
      if (succeeded) await onPaid();
    } catch (error) {
      notify('error', `Subscription Error - ${error instanceof Error ? error.message : 'An Error Occurred'}`);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Card payment">
      <CardFields register={register} errors={errors} />
      <TextField label="ZIP code" autoComplete="postal-code" inputMode="numeric" error={errors.postalCode?.message} {...register('postalCode')} />
      {cardError && <InlineNotice tone="error">{cardError}</InlineNotice>}
      {authenticating && <AuthenticationStep busy={answering} onAnswer={(approve) => void authenticate(approve)} />}
      <Button type="submit" className="w-full" busy={isSubmitting} disabled={authenticating}>
        Pay {formatUsd(checkout.amountCents)}
      </Button>
      <p className="text-center text-xs text-slate-500">Test mode: no real card is charged.</p>
    </form>
  );
}

function StripeCheckoutForm({ checkout, onPaid }: { checkout: Checkout; onPaid: () => Promise<void> }) {
  const [confirmer, setConfirmer] = useState<StripeConfirmer | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const onConfirmer = useCallback((next: StripeConfirmer | null) => setConfirmer(() => next), []);

  const pay = async () => {
    if (!confirmer) return;
    setPaying(true);
    setCardError(null);
    try {
      const result = await confirmer();
      if (result.succeeded) await onPaid();
      else setCardError(describeProviderError(result.error));
    } catch (error) {
      notify('error', `Subscription Error - ${error instanceof Error ? error.message : 'An Error Occurred'}`);
    } finally {
      setPaying(false);
    }
  };

  return (
    <div className="space-y-4">
      <Suspense fallback={<p role="status">Loading the card form…</p>}>
        <StripePaymentElement publishableKey={checkout.publishableKey ?? ''} clientSecret={checkout.clientSecret} mode="payment" onConfirmer={onConfirmer} />
      </Suspense>
      {cardError && <InlineNotice tone="error">{cardError}</InlineNotice>}
      <Button className="w-full" busy={paying} disabled={!confirmer} onClick={() => void pay()}>
        Pay {formatUsd(checkout.amountCents)}
      </Button>
    </div>
  );
}

export function SubscriptionCheckout({ status, planName, amountCents, interval, organizationName }: SubscriptionCheckoutProps) {
  const [startCheckout] = useStartSubscriptionCheckout();
  const navigate = useNavigate();
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);
  const [activating, setActivating] = useState(false);
  const started = useRef(false);

  const start = useCallback(async () => {
    setRequestError(null);
    try {
      const { startSubscriptionCheckout: result } = await startCheckout({ input: {} });
      if (result?.__typename === 'StartSubscriptionCheckoutSuccess' && result.clientSecret && result.provider && result.amountCents != null) {
        setCheckout({ clientSecret: result.clientSecret, provider: result.provider, publishableKey: result.publishableKey, amountCents: result.amountCents });
        return;
      }
      // Already active (someone else just paid): the status check below opens the dashboard.
      if (result?.__typename === 'ConflictError' && (await waitForActivation(1))) return;
      throw new Error(result && 'message' in result ? result.message : 'An Error Occurred');
    } catch (error) {
      const message = error instanceof Error ? error.message : 'An Error Occurred';
      setRequestError(message);
      notify('error', `Subscription Error - ${message}`);
    }
  }, [startCheckout]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);

  const onPaid = useCallback(async () => {
    setActivating(true);
    const active = await waitForActivation();
    setActivating(false);
    if (active) await navigate('/billing/success');
    else notify('warning', 'Payment received', 'Your subscription will be activated in a moment. Please reload the page shortly.');
  }, [navigate]);

  return (
    <section aria-labelledby="checkout-heading" className="mx-auto grid max-w-4xl gap-6 lg:grid-cols-5">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:col-span-2">
        <h2 id="checkout-heading" className="text-xl font-semibold text-slate-900">
          Activate your subscription
        </h2>
        <p className="mt-2 text-sm text-slate-600">{STATUS_NOTE[status] ?? STATUS_NOTE.INACTIVE}</p>
        <dl className="mt-6 space-y-3 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Clinic</dt>
            <dd className="text-right font-medium text-slate-900">{organizationName}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Plan</dt>
            <dd className="text-right font-medium text-slate-900">{planName}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-slate-100 pt-3">
            <dt className="text-slate-600">Billed {interval === 'year' ? 'annually' : 'monthly'}</dt>
            <dd className="text-right text-lg font-semibold text-slate-900">
              {formatUsd(checkout?.amountCents ?? amountCents)}
              <span className="text-sm font-normal text-slate-600"> / {interval === 'year' ? 'year' : 'month'}</span>
            </dd>
          </div>
        </dl>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:col-span-3">
        <h3 className="mb-4 text-base font-semibold text-slate-900">Card details</h3>
        {activating ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
            <Spinner /> Payment accepted. Activating your subscription…
          </p>
        ) : requestError ? (
          <div className="space-y-4">
            <InlineNotice tone="error">Subscription Error - {requestError}</InlineNotice>
            <Button variant="secondary" onClick={() => void start()}>
              Try again
            </Button>
          </div>
        ) : !checkout ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
            <Spinner /> Preparing your checkout…
          </p>
        ) : checkout.provider === 'STRIPE' ? (
          <StripeCheckoutForm checkout={checkout} onPaid={onPaid} />
        ) : (
          <SandboxCheckoutForm checkout={checkout} onPaid={onPaid} />
        )}
      </div>
    </section>
  );
}
