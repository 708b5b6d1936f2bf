// The pricing arithmetic and the description's HTML, written down in docs/rest-main-treatment-plans.md.
import { describe, expect, it } from 'vitest';
import { canonicalJson, lineAmounts, lineTax, planTotals, sanitizeDescription, toCents, unitPriceCents, type CatalogueEntry, type PlanItem } from './plan-rules.ts';

describe('money', () => {
  it('reads catalogue dollars as exact cents', () => {
    expect(toCents('65.00')).toBe(6500);
    expect(toCents('42.5')).toBe(4250);
    expect(toCents('0.1')).toBe(10);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents('12')).toBe(1200);
    expect(toCents('1.005')).toBe(101);
    expect(toCents('1.004')).toBe(100);
    expect(toCents('')).toBe(0);
    expect(toCents('-3')).toBe(0);
    expect(toCents('abc')).toBe(0);
  });

  it('taxes each line, rounding half up to a cent', () => {
    expect(lineTax(1999, 8.25, true)).toBe(165); // 164.9175
    expect(lineTax(10, 5, true)).toBe(1); // 0.5 exactly: up
    expect(lineTax(30, 8.25, true)).toBe(2); // 2.475
    expect(lineTax(200, 2.5, true)).toBe(5);
    expect(lineTax(18500, 7.125, true)).toBe(1318); // 1318.125
    expect(lineTax(1999, 8.25, false)).toBe(0);
    expect(lineTax(1999, 0, true)).toBe(0);
  });

  it('sums the lines that count: the estimate leaves removed rows out, the approved total declined ones too', () => {
    const row = (over: Partial<PlanItem>): PlanItem => ({
      id: 'x', kind: 'SERVICE', catalogue_id: 'c', code: '', name: 'n', category: null, description: '', dosage_options: [], selected_dosage: null,
      dose_instructions: '', directions: '', side_effects: '', comment: '', quantity: 1, unit_price_cents: 1000, taxable: true, removed: false,
      approved: true, approved_at: '', ai: false, ai_reason: null, ...over,
    });
    const items = [row({ unit_price_cents: 1999, quantity: 3 }), row({ taxable: false, unit_price_cents: 500 }), row({ removed: true }), row({ approved: false, unit_price_cents: 30 })];
    expect(lineAmounts(items[0]!, 8.25)).toEqual({ subtotal_cents: 5997, tax_cents: 495, total_cents: 6492 }); // 494.75 → 495
    expect(planTotals(items, 8.25)).toEqual({ subtotal_cents: 6527, tax_cents: 497, total_cents: 7024, tax_rate: 8.25 });
    expect(planTotals(items, 8.25, { approvedOnly: true }).total_cents).toBe(6992);
  });

  it('prices a medication by its selected dosage, else its first price, else nothing', () => {
    const entry: CatalogueEntry = {
      kind: 'MEDICATION', catalogue_id: 'm', code: '', name: '', category: null, description: '', dose_instructions: '', directions: '', side_effects: '', taxable: true,
      dosage_options: [{ dosage: '25', unit: 'mg tablet' }, { dosage: '75', unit: 'mg tablet' }], cost_cents: null,
      price_details: [{ dosage: '25', unit: 'mg tablet', price_cents: 120 }, { dosage: '75', unit: 'mg tablet', price_cents: 310 }],
    };
    expect(unitPriceCents(entry, { dosage: '75', unit: 'mg tablet' })).toBe(310);
    expect(unitPriceCents(entry, { dosage: '100', unit: 'mg tablet' })).toBe(120);
    expect(unitPriceCents({ ...entry, price_details: [] }, null)).toBe(0);
    expect(unitPriceCents({ ...entry, cost_cents: 6500 }, null)).toBe(6500);
  });
});

describe('the description', () => {
  it('keeps the tags of a rich-text paragraph without attributes and escapes everything else', () => {
    expect(sanitizeDescription('<p class="ql-align-center">Hello <strong>there</strong><br/>&amp; bye</p>')).toBe('<p>Hello <strong>there</strong><br>&amp; bye</p>');
    expect(sanitizeDescription('<p onclick="x()">a</p><script>alert(1)</script><img src=x onerror=alert(1)>b')).toBe('<p>a</p>b');
    expect(sanitizeDescription('<a href="javascript:alert(1)">link</a> 1 < 2 & "q"')).toBe('link 1 &lt; 2 &amp; &quot;q&quot;');
    expect(sanitizeDescription('<STYLE>p{}</STYLE><ul><li>one</li></ul><!-- note -->')).toBe('<ul><li>one</li></ul>');
  });
});

it('writes the same value as the same JSON text whatever the key order', () => {
  expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"y":2,"z":1}]},"b":1}');
});
