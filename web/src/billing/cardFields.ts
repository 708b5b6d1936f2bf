// The card and billing-address rules of the sandbox card form and the hospital billing card (spec
// 000 section 5, Billing; limits in section 9). With Stripe the card fields live in Stripe's own
// Payment Element and Stripe checks them; the billing service checks the address again and has
// the last word.
import { z } from 'zod/mini';
import { PO_BOX_MESSAGE, PO_BOX_PATTERN } from '../ui/address';

export const BILLING_ADDRESS_MAX = 80;

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** Luhn's check digit, the test every card number passes (Stripe's 'incorrect_number' otherwise). */
export function passesLuhn(number: string): boolean {
  const digits = digitsOf(number);
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Groups of four as the person types: '4242424242424242' → '4242 4242 4242 4242'. */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MM / YY' as the person types. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export interface Expiry {
  month: number;
  year: number;
}

/** 'MM / YY' or 'MM/YYYY' as a month and a four-digit year; null when it is not a date. */
export function parseExpiry(value: string): Expiry | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: Expiry, today = new Date()): boolean {
  return expiry.year < today.getFullYear() || (expiry.year === today.getFullYear() && expiry.month < today.getMonth() + 1);
}

export const cardSchema = z.object({
  cardNumber: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'Please enter card number', abort: true }),
    z.refine((value) => /^\d{13,19}$/.test(digitsOf(value)) && passesLuhn(value), 'Your card number is invalid.'),
  ),
  expiry: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'Please enter expiry date', abort: true }),
    z.refine((value) => parseExpiry(value) !== null, { error: "Your card's expiration date is incomplete.", abort: true }),
    z.refine((value) => {
      const expiry = parseExpiry(value);
      return !expiry || !isExpired(expiry);
    }, "Your card's expiration date is in the past."),
  ),
  cvc: z.string().check(z.trim(), z.minLength(1, { error: 'Please enter CVC', abort: true }), z.regex(/^\d{3,4}$/, "Your card's security code is incomplete.")),
});

export type CardValues = z.input<typeof cardSchema>;

export const billingAddressSchema = z.object({
  addressLine1: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'Please enter address line 1', abort: true }),
    z.maxLength(BILLING_ADDRESS_MAX, 'Address must be at most 80 characters.'),
    z.refine((value) => !PO_BOX_PATTERN.test(value), PO_BOX_MESSAGE),
  ),
  addressLine2: z.string().check(z.trim(), z.minLength(1, { error: 'Please enter address line 2', abort: true }), z.maxLength(BILLING_ADDRESS_MAX, 'Address line 2 must be at most 80 characters.')),
  city: z.string().check(z.trim(), z.minLength(1, { error: 'Please enter city', abort: true })),
  state: z.string().check(z.trim(), z.minLength(1, { error: 'Please enter state', abort: true })),
  zip: z.string().check(z.trim(), z.minLength(1, { error: 'Please enter zip', abort: true })),
});

export type BillingAddressValues = z.input<typeof billingAddressSchema>;

/** The US states and territories a billing address may name (the suggestions are US-only). */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS',
  'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'PR', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV',
  'WI', 'WY',
] as const;

/** '$1,234.50' from cents; the amounts are US dollars (spec 003 leaves the format open). */
export function formatUsd(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

/** 'visa' → 'Visa', 'amex' → 'American Express': the card brand as people name it. */
export function brandName(brand: string): string {
  const NAMES: Record<string, string> = { amex: 'American Express', mastercard: 'Mastercard', visa: 'Visa', discover: 'Discover', diners: 'Diners Club', jcb: 'JCB', unionpay: 'UnionPay' };
  return NAMES[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}
