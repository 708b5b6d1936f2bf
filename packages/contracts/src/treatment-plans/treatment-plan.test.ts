import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { estimateChoicesWire, planHeaderWire, treatmentPlanEstimateAnswer, treatmentPlanSaveWire, treatmentPlanSendWire } from './treatment-plan.ts';

const totals = { subtotal_cents: '1000', tax_cents: 83, total_cents: 1083, tax_rate: '8.25' };

describe("treatment plan answers (main's snake_case, each field named once)", () => {
  it('reads an estimate: rows, totals, a signed plan, and a missing clinic or party as empty', () => {
    const sent = {
      clinic: null,
      party: { pet_name: 'Rex', address_line1: '1 Main St' },
      plan_version: '2',
      items: [{ id: 1, kind: 'SERVICE', catalogue_id: 9, quantity: '2', unit_price_cents: 500, subtotal_cents: 1000, tax_cents: 83, total_cents: 1083, taxable: true, selected_dosage: { dosage: 5, unit: 'mg' } }],
      totals,
      approved_totals: totals,
      expires_at: 'e',
      signed: {
        id: 's',
        visit_id: 'v',
        plan_version: 2,
        signer_name: 'Ann',
        signed_at: 't',
        channel: 'link',
        signature_url: '/files/x.png',
        clinic: { name: 'Clinic', logo_url: null },
        totals,
        approved_totals: totals,
        approved_total_cents: '1083',
        snapshot_sha256: 'abc',
      },
    };
    const estimate = treatmentPlanEstimateAnswer.parse(sent);
    expect(estimate.clinic).toEqual({ name: '', logoUrl: null, city: null, state: null, zip: null, phone: null, email: null });
    expect(estimate.party).toMatchObject({ petName: 'Rex', parentName: '', addressLine1: '1 Main St', species: null });
    expect(estimate).toMatchObject({ planVersion: 2, description: '', totals: { subtotalCents: 1000, taxRate: 8.25 }, approvedTotals: { totalCents: 1083 } });
    expect(estimate.items[0]).toMatchObject({ id: '1', catalogueId: '9', quantity: 2, code: '', category: null, dosageOptions: [], selectedDosage: { dosage: '5', unit: 'mg' }, taxable: true, removed: false, inHouse: false, labCode: null });
    expect(estimate.signed).toMatchObject({ visitId: 'v', channel: 'LINK', items: [], declineReason: null, party: { petName: '' }, approvedTotalCents: 1083, snapshotSha256: 'abc' });
    expect(treatmentPlanEstimateAnswer.parse({ ...sent, signed: undefined }).signed).toBeNull();
  });
});

describe('the bodies the gateway sends', () => {
  const issues = (schema: z.ZodMiniType, body: unknown) => z.safeParse(schema, body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('reads a plan save camelCase, with the defaults of a row and of the plan', () => {
    expect(z.parse(treatmentPlanSaveWire, { items: [{ kind: 'SERVICE', catalogue_id: ' c1 ', quantity: 2, selected_dosage: null, ai: true, ai_reason: ' why ' }] })).toEqual({
      isClientAtClinic: true,
      items: [{ kind: 'SERVICE', catalogueId: 'c1', quantity: 2, selectedDosage: null, removed: false, approved: true, ai: true, aiReason: 'why' }],
    });
  });

  it("refuses with the spec's messages on the REST paths", () => {
    expect(issues(treatmentPlanSaveWire, { items: [{ kind: 'TOY', quantity: 0 }] })).toEqual([
      ['items.0.kind', 'Choose Diagnostic, Service, Medication or Inventory.'],
      ['items.0.catalogue_id', 'This item is no longer in the clinic catalogue.'],
      ['items.0.quantity', 'Quantity must be a whole number of at least 1.'],
    ]);
    expect(issues(treatmentPlanSaveWire, {})).toEqual([['items', 'Items must be a list.']]);
    expect(issues(estimateChoicesWire, { token: '', plan_version: 'x', decisions: [{ approved: true }] })).toEqual([
      ['token', 'This link is not valid.'],
      ['plan_version', 'The treatment plan changed since it was shown. Review it and sign again.'],
      ['decisions.0.item_id', 'Name the row each decision is for.'],
    ]);
    expect(issues(treatmentPlanSendWire, { email: '', header: { clinic: {}, party: {} } })).toEqual([
      ['email', 'Please enter email address'],
      ['email', 'Please input correct Email!'],
    ]);
  });

  it('keeps a header in its REST keys, as the service stores and hashes it', () => {
    expect(z.parse(planHeaderWire, { clinic: { name: ' Oak ', logo_url: '', time_zone: 'America/Chicago', extra: 1 }, party: { pet_name: 'Rex', address_line1: ' 1 Main St ' } })).toEqual({
      clinic: { name: 'Oak', logo_url: null, address_line1: null, city: null, state: null, zip: null, phone: null, email: null, time_zone: 'America/Chicago' },
      party: { pet_name: 'Rex', species: null, breed: null, parent_name: '', address_line1: '1 Main St', city: null, state: null, zip: null, phone: null, email: null },
    });
  });
});
