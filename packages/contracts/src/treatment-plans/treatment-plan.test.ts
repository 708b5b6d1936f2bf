import { describe, expect, it } from 'vitest';
import { treatmentPlanEstimateAnswer } from './treatment-plan.ts';

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
