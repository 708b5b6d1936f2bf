// Hospital Settings' billing details card (spec 000 section 4, Hospital Settings; rules in section
// 5, Billing): the card (number, expiry, CVC through the provider's form) and the billing address.
// The form is shown only when a payment client secret exists: the subscription's own, or one
// asked for with 'Add billing card' (startBillingCardSetup). The card is confirmed with the
// provider first, then the address and that card are saved as the subscription's payment method.
// Line 1 suggests US addresses as it is typed (AddressLine1Combobox); a typed ZIP fills an empty
// city and state.
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { z } from 'zod/mini';
import type { BillingDetailsCard_subscription$key } from '../__generated__/BillingDetailsCard_subscription.graphql';
import { applyServerFieldErrors } from '../ui/applyServerFieldErrors';
import { Button } from '../ui/Button';
import { SelectField, TextField } from '../ui/FormField';
import { InlineNotice } from '../ui/InlineNotice';
import { notify } from '../ui/notifications/notificationStore';
import { AddressLine1Combobox } from './AddressLine1Combobox';
import { fieldsFromSuggestion, type AddressOption } from './addressAutocomplete';
import { AuthenticationStep } from './AuthenticationStep';
import { CardFields } from './CardFields';
import { billingAddressSchema, brandName, cardSchema, parseExpiry, US_STATES, type BillingAddressValues } from './cardFields';
import { useSaveBillingDetails } from './mutations/useSaveBillingDetails';
import { useStartBillingCardSetup } from './mutations/useStartBillingCardSetup';
import { useZipCodeFill } from './useZipCodeFill';
import { describeProviderError } from './sandboxPayments';
import type { StripeConfirmer } from './StripePaymentElement';
import { useSandboxCardConfirmation } from './useSandboxCardConfirmation';

const StripePaymentElement = lazy(() => import('./StripePaymentElement'));

const subscriptionFragment = graphql`
  fragment BillingDetailsCard_subscription on Subscription {
    id
    provider
    publishableKey
    billingClientSecret
    paymentMethod {
      brand
      last4
      expMonth
      expYear
    }
  }
`;

const ADDRESS_PATHS = ['addressLine1', 'addressLine2', 'city', 'state', 'zip'];

const sandboxSchema = z.object({ ...cardSchema.shape, ...billingAddressSchema.shape });
type SandboxValues = z.input<typeof sandboxSchema>;

interface BillingFormProps {
  clientSecret: string;
  provider: string;
  publishableKey: string | null | undefined;
  onSaved: () => void;
}

function BillingForm({ clientSecret, provider, publishableKey, onSaved }: BillingFormProps) {
  const sandbox = provider !== 'STRIPE';
  const [save] = useSaveBillingDetails();
  const { confirm, authenticate, authenticating, answering, cardError, setCardError } = useSandboxCardConfirmation(clientSecret);
  const [stripeConfirmer, setStripeConfirmer] = useState<StripeConfirmer | null>(null);
  const onConfirmer = useCallback((next: StripeConfirmer | null) => setStripeConfirmer(() => next), []);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SandboxValues>({
    // With Stripe the card is in Stripe's frame: only the address is this form's to check.
    resolver: zodResolver(sandbox ? sandboxSchema : (billingAddressSchema as unknown as typeof sandboxSchema)),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', addressLine1: '', addressLine2: '', city: '', state: '', zip: '' },
  });
  const [zip, city, state] = watch(['zip', 'city', 'state']);
  useZipCodeFill(
    { zip, city, state },
    () => ({ zip: getValues('zip'), city: getValues('city'), state: getValues('state') }),
    (fields) => {
      for (const [name, value] of Object.entries(fields) as ['city' | 'state', string][]) setValue(name, value, { shouldValidate: true });
    },
  );
  const pickSuggestion = (option: AddressOption) => {
    // Picking fills in what the suggestion knows; the rest stays as typed.
    for (const [name, value] of Object.entries(fieldsFromSuggestion(option)) as [keyof BillingAddressValues, string][]) {
      setValue(name, value, { shouldValidate: true, shouldDirty: true });
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setCardError(null);
    try {
      let cardAccepted: boolean;
      if (sandbox) {
        const expiry = parseExpiry(values.expiry)!;
        cardAccepted = await confirm({ cardNumber: values.cardNumber, expMonth: expiry.month, expYear: expiry.year, cvc: values.cvc, postalCode: values.zip.trim() });
      } else {
        if (!stripeConfirmer) return;
        const result = await stripeConfirmer();
        cardAccepted = result.succeeded;
        if (!result.succeeded) setCardError(describeProviderError(result.error));
      }
      if (!cardAccepted) return;
      const address: BillingAddressValues = billingAddressSchema.parse(values);
      const { saveBillingDetails: result } = await save({ input: { setupClientSecret: clientSecret, ...address } });
      if (result?.__typename === 'SaveBillingDetailsSuccess') {
        notify('success', 'Billing details saved', 'The card is now your subscription’s payment method.');
        onSaved();
        return;
      }
      if (result?.__typename === 'InputValidationError') applyServerFieldErrors(setError, result.fieldErrors ?? [], ADDRESS_PATHS);
      throw new Error(result && 'message' in result ? result.message : 'An Error Occurred');
    } catch (error) {
      notify('error', `Subscription Error - ${error instanceof Error ? error.message : 'An Error Occurred'}`);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-5" aria-label="Billing details">
      {sandbox ? (
        <CardFields register={register} errors={errors} />
      ) : (
        <Suspense fallback={<p role="status">Loading the card form…</p>}>
          <StripePaymentElement publishableKey={publishableKey ?? ''} clientSecret={clientSecret} mode="setup" onConfirmer={onConfirmer} />
        </Suspense>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <AddressLine1Combobox field={register('addressLine1')} error={errors.addressLine1?.message} onPick={pickSuggestion} />
        <TextField label="Address Line 2" autoComplete="billing address-line2" hint="Max 80 characters" error={errors.addressLine2?.message} {...register('addressLine2')} />
        <TextField label="City" autoComplete="billing address-level2" error={errors.city?.message} {...register('city')} />
        <div className="grid grid-cols-2 gap-5">
          <SelectField label="State" placeholder="Select state" options={US_STATES} autoComplete="billing address-level1" error={errors.state?.message} {...register('state')} />
          <TextField label="Zip" autoComplete="billing postal-code" inputMode="numeric" error={errors.zip?.message} {...register('zip')} />
        </div>
      </div>
      {cardError && <InlineNotice tone="error">{cardError}</InlineNotice>}
      {authenticating && <AuthenticationStep busy={answering} onAnswer={(approve) => void authenticate(approve)} />}
      <div className="flex justify-end">
        <Button type="submit" busy={isSubmitting} disabled={authenticating || (!sandbox && !stripeConfirmer)}>
          Save Billing Details
        </Button>
      </div>
    </form>
  );
}

export function BillingDetailsCard({ subscription: subscriptionKey }: { subscription: BillingDetailsCard_subscription$key }) {
  const subscription = useFragment(subscriptionFragment, subscriptionKey);
  const [startSetup, starting] = useStartBillingCardSetup();
  const [setupSecret, setSetupSecret] = useState<string | null>(null);
  const clientSecret = setupSecret ?? subscription.billingClientSecret;
  const card = subscription.paymentMethod;

  const onStart = async () => {
    try {
      const { startBillingCardSetup: result } = await startSetup({ input: {} });
      if (result?.__typename === 'StartBillingCardSetupSuccess' && result.clientSecret) setSetupSecret(result.clientSecret);
      else throw new Error(result && 'message' in result ? result.message : 'An Error Occurred');
    } catch (error) {
      notify('error', `Subscription Error - ${error instanceof Error ? error.message : 'An Error Occurred'}`);
    }
  };

  return (
    <section aria-labelledby="billing-details-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="billing-details-heading" className="text-base font-semibold text-slate-900">
            Billing details
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {card
              ? `Card on file: ${brandName(card.brand)} •••• ${card.last4}, expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}.`
              : 'No card on file yet. The card you save pays for your clinic’s subscription.'}
          </p>
        </div>
        {!clientSecret && (
          <Button variant="secondary" busy={starting} onClick={() => void onStart()}>
            {card ? 'Update Billing Card' : 'Add Billing Card'}
          </Button>
        )}
      </div>
      {clientSecret && (
        <BillingForm
          key={clientSecret}
          clientSecret={clientSecret}
          provider={subscription.provider}
          publishableKey={subscription.publishableKey}
          onSaved={() => setSetupSecret(null)}
        />
      )}
    </section>
  );
}
