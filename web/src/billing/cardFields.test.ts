import { describe, expect, it } from 'vitest';
import { billingAddressSchema, cardSchema, formatCardNumber, formatExpiry, formatUsd, isExpired, parseExpiry, passesLuhn } from './cardFields';
import { describeProviderError } from './sandboxPayments';

const messages = (result: { success: boolean; error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } }) =>
  Object.fromEntries([...(result.error?.issues ?? [])].reverse().map((issue) => [issue.path.join('.'), issue.message]));

const address = { addressLine1: '2150 South Lamar Blvd', addressLine2: 'Suite 110', city: 'Austin', state: 'TX', zip: '78704' };

describe('billing address rules (spec 000 section 5, Billing)', () => {
  it('accepts a complete US address', () => {
    expect(billingAddressSchema.safeParse(address).success).toBe(true);
  });

  it('requires line 1, line 2, city, state and zip', () => {
    expect(messages(billingAddressSchema.safeParse({ addressLine1: ' ', addressLine2: '', city: '', state: '', zip: '' }))).toEqual({
      addressLine1: 'Please enter address line 1',
      addressLine2: 'Please enter address line 2',
      city: 'Please enter city',
      state: 'Please enter state',
      zip: 'Please enter zip',
    });
  });

  it('keeps both lines to 80 characters', () => {
    expect(billingAddressSchema.safeParse({ ...address, addressLine1: 'a'.repeat(80), addressLine2: 'b'.repeat(80) }).success).toBe(true);
    expect(messages(billingAddressSchema.safeParse({ ...address, addressLine1: 'a'.repeat(81), addressLine2: 'b'.repeat(81) }))).toEqual({
      addressLine1: 'Address must be at most 80 characters.',
      addressLine2: 'Address line 2 must be at most 80 characters.',
    });
  });

  it.each(['PO Box 12', 'P.O. Box 7', 'post office box 3', 'POB 9'])('refuses a PO box in line 1: %s', (line1) => {
    expect(messages(billingAddressSchema.safeParse({ ...address, addressLine1: line1 }))).toEqual({ addressLine1: 'PO Box is not allowed!' });
  });
});

describe('card fields', () => {
  const future = `12 / ${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

  it('accepts the test cards', () => {
    for (const cardNumber of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0025 0000 3155', '4000 0000 0000 9995']) {
      expect(cardSchema.safeParse({ cardNumber, expiry: future, cvc: '123' }).success, cardNumber).toBe(true);
    }
  });

  it('requires number, expiry and CVC', () => {
    expect(messages(cardSchema.safeParse({ cardNumber: '', expiry: '', cvc: '' }))).toEqual({
      cardNumber: 'Please enter card number',
      expiry: 'Please enter expiry date',
      cvc: 'Please enter CVC',
    });
  });

  it('refuses a number failing the Luhn check, a past or impossible expiry and a short CVC', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(messages(cardSchema.safeParse({ cardNumber: '4242 4242 4242 4241', expiry: '01 / 20', cvc: '12' }))).toEqual({
      cardNumber: 'Your card number is invalid.',
      expiry: "Your card's expiration date is in the past.",
      cvc: "Your card's security code is incomplete.",
    });
    expect(messages(cardSchema.safeParse({ cardNumber: '4242424242424242', expiry: '13 / 30', cvc: '123' }))).toEqual({ expiry: "Your card's expiration date is incomplete." });
  });

  it('reads and formats what is typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(parseExpiry('12 / 30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('7/2031')).toEqual({ month: 7, year: 2031 });
    expect(isExpired({ month: 11, year: 2026 }, new Date(2026, 10, 30))).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, new Date(2026, 10, 1))).toBe(true);
  });
});

describe('what people are shown', () => {
  it("names the provider's message and code", () => {
    expect(describeProviderError({ code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' })).toBe(
      'Your card was declined. (card_declined: generic_decline)',
    );
    expect(describeProviderError({ code: 'expired_card', message: 'Your card has expired.' })).toBe('Your card has expired. (expired_card)');
  });

  it('shows amounts in US dollars', () => {
    expect(formatUsd(4900)).toBe('$49.00');
    expect(formatUsd(123456)).toBe('$1,234.56');
  });
});
