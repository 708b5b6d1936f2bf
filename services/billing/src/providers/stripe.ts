// The Stripe adapter (PAYMENT_PROVIDER=stripe): the official `stripe` package. Subscriptions are
// created incomplete (payment_behavior default_incomplete) and the first invoice's confirmation
// secret goes to the browser, where Stripe's Payment Element confirms it; the outcome arrives as
// webhook events. Every create call carries an idempotency key, so a retried request is answered
// with the object the first one made and never charges twice.
import Stripe from 'stripe';
import { StartupError } from '@vetchart/platform/startup-errors';
import {
  ProviderError,
  WebhookSignatureError,
  cardSummary,
  verifyWebhookSignature,
  type PaymentProvider,
} from './payment-provider.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** STRIPE_API_BASE: another API server (tests' fake Stripe); Stripe's own when unset. */
  apiBase?: string;
}

export function stripeSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): StripeSettings {
  const missing = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'].filter((name) => !env[name]);
  // A StartupError: the product stops with this one line instead of a stack trace.
  if (missing.length) throw new StartupError(`PAYMENT_PROVIDER=stripe needs ${missing.join(', ')} (docs/payments.md).`);
  return {
    secretKey: env.STRIPE_SECRET_KEY!,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    apiBase: env.STRIPE_API_BASE || undefined,
  };
}

/** Stripe's errors as ours: a card or request error keeps Stripe's code and message. */
async function mapped<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new ProviderError(error.message, error.code ?? error.type, error.decline_code, error.statusCode);
    }
    throw new ProviderError('The payment provider could not be reached.', 'api_connection_error');
  }
}

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? { host: base.hostname, port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)), protocol: base.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });

  const planProduct = async (planCode: string) => {
    // One product per plan, under an id of ours, so a second checkout finds it again.
    const productId = `vetchart_plan_${planCode.replace(/[^A-Za-z0-9_]/g, '_')}`;
    try {
      await stripe.products.create({ id: productId, name: `VetChart ${planCode}` }, { idempotencyKey: `product:${productId}` });
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError && error.code === 'resource_already_exists')) throw error;
    }
    return productId;
  };

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,

    createCustomer: (input) =>
      mapped(async () => {
        const customer = await stripe.customers.create(
          { name: input.name, email: input.email, metadata: { organization_id: input.organizationId } },
          { idempotencyKey: input.idempotencyKey },
        );
        return { customerId: customer.id };
      }),

    createSubscription: (input) =>
      mapped(async () => {
        const product = await planProduct(input.planCode);
        const subscription = await stripe.subscriptions.create(
          {
            customer: input.customerId,
            items: [{ price_data: { currency: 'usd', product, unit_amount: input.amountCents, recurring: { interval: input.interval } } }],
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            metadata: { plan_code: input.planCode },
            expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payment_intent'],
          },
          { idempotencyKey: input.idempotencyKey },
        );
        const invoice = subscription.latest_invoice as (Stripe.Invoice & { payment_intent?: Stripe.PaymentIntent | string | null }) | null;
        // API versions from 2025-03-31 give the invoice's confirmation_secret; older ones its payment_intent.
        const legacyIntent = invoice && typeof invoice.payment_intent === 'object' ? invoice.payment_intent : null;
        const clientSecret = invoice?.confirmation_secret?.client_secret ?? legacyIntent?.client_secret ?? null;
        if (!clientSecret) throw new ProviderError('Stripe returned no payment to confirm for the subscription.', 'missing_client_secret');
        return { subscriptionId: subscription.id, clientSecret, status: subscription.status };
      }),

    createSetupIntent: (input) =>
      mapped(async () => {
        const intent = await stripe.setupIntents.create(
          { customer: input.customerId, payment_method_types: ['card'], usage: 'off_session' },
          { idempotencyKey: input.idempotencyKey },
        );
        return { clientSecret: intent.client_secret! };
      }),

    setDefaultPaymentMethod: (input) =>
      mapped(async () => {
        const intentId = input.setupIntentClientSecret.split('_secret_')[0]!;
        const intent = await stripe.setupIntents.retrieve(intentId, { expand: ['payment_method'] });
        if (intent.client_secret !== input.setupIntentClientSecret || intent.customer !== input.customerId) {
          throw new ProviderError('No such setup intent.', 'resource_missing', undefined, 404);
        }
        const paymentMethod = intent.payment_method as Stripe.PaymentMethod | string | null;
        const card = cardSummary(typeof paymentMethod === 'object' ? (paymentMethod as any) : null);
        if (intent.status !== 'succeeded' || !paymentMethod || !card) {
          throw new ProviderError('The card has not been confirmed yet.', 'setup_intent_unexpected_state', undefined, 400);
        }
        const methodId = typeof paymentMethod === 'string' ? paymentMethod : paymentMethod.id;
        await stripe.customers.update(
          input.customerId,
          { invoice_settings: { default_payment_method: methodId } },
          { idempotencyKey: `${input.idempotencyKey}:customer` },
        );
        if (input.subscriptionId) {
          await stripe.subscriptions.update(input.subscriptionId, { default_payment_method: methodId }, { idempotencyKey: `${input.idempotencyKey}:subscription` });
        }
        return card;
      }),

    paymentMethodCard: (paymentMethodId) =>
      mapped(async () => {
        try {
          return cardSummary((await stripe.paymentMethods.retrieve(paymentMethodId)) as any);
        } catch (error) {
          // Detached and deleted since (or never a card of this account): the payment has no card to record.
          if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return null;
          throw error;
        }
      }),

    cancelAtPeriodEnd: (subscriptionId, idempotencyKey) =>
      mapped(async () => {
        const subscription = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }, { idempotencyKey });
        const end = (subscription as any).current_period_end ?? subscription.items?.data?.[0]?.current_period_end ?? null;
        return { cancelAtPeriodEnd: subscription.cancel_at_period_end, currentPeriodEnd: end };
      }),

    verifyWebhook(rawBody, header) {
      // The same scheme as stripe.webhooks.constructEvent, with the same 300 s tolerance.
      try {
        return verifyWebhookSignature(settings.webhookSecret, rawBody, header);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw error;
        throw new WebhookSignatureError('The webhook could not be verified.');
      }
    },
  };
}
