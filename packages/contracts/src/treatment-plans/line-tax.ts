// A treatment plan line's tax, held once for the main service (it prices plans) and the gateway's
// document tests (they check a printed plan's amounts against it).
/**
 * A line's tax: subtotal × rate / 100 rounded half up to a whole cent, per line (the plan's tax
 * is the sum of its lines'). The rate has at most three decimals (auth's clinic rules), so it is
 * taken as thousandths and the sum is done in integers: 1,999 cents at 8.25 % is
 * 1999 × 8250 / 100000 = 164.9175 → 165 cents.
 */
export function lineTax(subtotalCents: number, taxRate: number, taxable: boolean): number {
  if (!taxable || subtotalCents <= 0 || taxRate <= 0) return 0;
  const rateThousandths = BigInt(Math.round(taxRate * 1000));
  return Number((BigInt(subtotalCents) * rateThousandths + 50_000n) / 100_000n);
}
