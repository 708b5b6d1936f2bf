import { describe, expect, it } from 'vitest';
import { billingDetailsWire, checkoutAnswer, checkoutRequestWire, paymentAnswer, planAnswer, subscriptionAnswer } from './subscription.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe("billing answers (the billing service's snake_case, each field named once)", () => {
  it('reads a plan: its prices flat, a price or discount left out as 0', () => {
    expect(planAnswer.parse({ id: 1, name: 'Pro', code: 'pro', price: { monthly: '49', annually: null } })).toEqual({
      id: '1',
      name: 'Pro',
      code: 'pro',
      feature: null,
      monthlyPrice: 49,
      annualPrice: 0,
      discount: 0,
    });
    expect(planAnswer.parse({ id: '2', name: 'Free', code: 'free', feature: 'x', price: null, discount: '10' })).toMatchObject({ monthlyPrice: 0, annualPrice: 0, discount: 10 });
  });

  it('reads a subscription: defaults for what an inactive one leaves out, the period end as ISO, the card', () => {
    expect(subscriptionAnswer.parse({ id: 3, status: 'inactive', provider: 'sandbox', cancel_at_period_end: 'yes' })).toEqual({
      id: '3',
      status: 'inactive',
      planCode: '',
      planName: null,
      amountCents: 0,
      interval: 'month',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      provider: 'sandbox',
      publishableKey: null,
      paymentMethod: null,
      billingClientSecret: null,
    });
    expect(
      subscriptionAnswer.parse({
        id: '3',
        status: 'active',
        provider: 'stripe',
        plan_code: 'pro',
        amount_cents: '4900',
        interval: 'year',
        current_period_end: 0,
        cancel_at_period_end: true,
        payment_method: { brand: 'visa', last4: 4242, exp_month: '12', exp_year: 2030 },
      }),
    ).toMatchObject({ planCode: 'pro', amountCents: 4900, interval: 'year', currentPeriodEnd: '1970-01-01T00:00:00.000Z', cancelAtPeriodEnd: true, paymentMethod: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 } });
  });

  it('reads a payment and a checkout; field errors keep the snake_case path', () => {
    expect(paymentAnswer.parse({ id: 4, name: 7, state: 'failed', failure_code: 'card_declined' })).toEqual({
      id: '4',
      name: '7',
      email: '',
      startedAt: '',
      amountCents: 0,
      currency: 'usd',
      state: 'failed',
      failureCode: 'card_declined',
      failureMessage: null,
    });
    expect(paymentAnswer.parse({ id: 4, state: 'paid', started_at: '2026-01-02T03:04:05Z' }).startedAt).toBe('2026-01-02T03:04:05.000Z');
    expect(checkoutAnswer.parse({ client_secret: 's', provider: 'stripe', amount_cents: '100' })).toEqual({ clientSecret: 's', provider: 'stripe', publishableKey: null, amountCents: 100 });
    expect(checkoutAnswer.safeParse({ provider: 'stripe', amount_cents: 1 }).error?.issues[0]?.path).toEqual(['client_secret']);
  });
});

describe('the billing bodies the gateway sends', () => {
  it('reads a checkout, its interval month, year or left out', () => {
    expect(checkoutRequestWire.parse({})).toEqual({ interval: undefined });
    expect(checkoutRequestWire.parse({ interval: 'year' })).toEqual({ interval: 'year' });
    expect(issues(checkoutRequestWire.safeParse({ interval: 'week' }))).toEqual([{ path: 'interval', message: "interval must be 'month' or 'year'" }]);
  });

  it('reads the billing details into camelCase, trimmed; the messages are on the JSON paths, a PO Box refused', () => {
    const details = { setup_intent_client_secret: 'seti_1_secret_2', address_line1: ' 1 Main St ', address_line2: 'Suite 2', city: 'Austin', state: 'TX', zip: '78701' };
    expect(billingDetailsWire.parse(details)).toEqual({ setupIntentClientSecret: 'seti_1_secret_2', addressLine1: '1 Main St', addressLine2: 'Suite 2', city: 'Austin', state: 'TX', zip: '78701' });
    expect(issues(billingDetailsWire.safeParse({ address_line1: 'P.O. Box 12', address_line2: ' ', city: '', state: 'x'.repeat(51), zip: '1' }))).toEqual([
      { path: 'setup_intent_client_secret', message: 'Please enter your card details' },
      { path: 'address_line1', message: 'PO Box is not allowed!' },
      { path: 'address_line2', message: 'Please enter address line 2' },
      { path: 'city', message: 'Please enter city' },
      { path: 'state', message: 'State must be at most 50 characters.' },
    ]);
  });
});
