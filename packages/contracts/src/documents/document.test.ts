import { describe, expect, it } from 'vitest';
import { documentDataAnswer, documentLinkIssueWire, issuedDocumentLinkAnswer, signedEstimateAnswer } from './document.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

const item = {
  kind: 'SERVICE',
  code: null,
  name: 'Exam',
  category: null,
  selected_dosage: { dosage: 5, unit: 'mg' },
  dose_instructions: '',
  directions: 'Twice a day',
  quantity: '1',
  unit_price_cents: 5000,
  subtotal_cents: 5000,
  tax_cents: 0,
  total_cents: 5000,
  removed: false,
  approved: true,
};
const totals = { subtotal_cents: 5000, tax_cents: 0, total_cents: 5000, tax_rate: '0' };

describe("documents (main's snake_case, each field named once)", () => {
  it('reads an issued link', () => {
    expect(issuedDocumentLinkAnswer.parse({ token: 't', kind: 'take_home', visit_id: 3, expires_at: 'e' })).toEqual({ token: 't', kind: 'take_home', visitId: '3', expiresAt: 'e' });
  });

  it("reads a link's data: a missing header part as empty (UTC when no zone), no notes as null", () => {
    const parsed = documentDataAnswer.parse({
      kind: 'soap_note',
      visit_id: 3,
      expires_at: 'e',
      header: { clinic: null, party: { pet_name: 'Rex', parent_name: null } },
      visit: { id: 3, name: null, status: 'Check In', created_at: 'c', updated_at: 'u' },
    });
    expect(parsed).toEqual({
      kind: 'soap_note',
      visitId: '3',
      expiresAt: 'e',
      header: {
        clinic: { name: '', logoUrl: null, addressLine1: null, city: null, state: null, zip: null, phone: null, email: null, timeZone: 'UTC' },
        party: { petName: 'Rex', species: null, breed: null, parentName: '', addressLine1: null, city: null, state: null, zip: null, phone: null, email: null },
      },
      visit: { id: '3', name: '', status: 'Check In', createdAt: 'c', updatedAt: 'u', lockedAt: null, lockedByName: null },
      subjective: null,
      vitals: null,
      objective: null,
      plan: null,
      aiDrafts: [],
      consents: [],
    });
  });

  it("reads the signed estimate: the snapshot under signed, '' instructions as none, the channel by name; null until signed", () => {
    const signed = signedEstimateAnswer.parse({
      signed: {
        plan_version: '2',
        signer_name: 'Ann',
        signed_at: 's',
        channel: 'link',
        signature_url: 'u',
        clinic: { name: 'Vet', time_zone: 'America/Chicago' },
        party: null,
        items: [item],
        totals,
        approved_total_cents: '5000',
        snapshot_sha256: 'h',
      },
    });
    expect(signed).toMatchObject({ planVersion: 2, channel: 'LINK', declineReason: null, description: '', clinic: { name: 'Vet', timeZone: 'America/Chicago' }, party: { petName: '' }, approvedTotalCents: 5000 });
    expect(signed?.items[0]).toMatchObject({ code: '', selectedDosage: { dosage: '5', unit: 'mg' }, doseInstructions: null, directions: 'Twice a day', sideEffects: null, quantity: 1, approvedAt: null });
    expect(signedEstimateAnswer.parse({ signed: null })).toBeNull();
  });
});

describe('the document link body (POST /visits/{id}/document-links)', () => {
  it('wants one of the four summaries, and keeps the header in its snake_case keys as sent', () => {
    const link = documentLinkIssueWire.parse({ kind: 'take_home', header: { clinic: { name: 'Oak', time_zone: 'UTC' }, party: { pet_name: 'Rex' } } });
    expect(link.kind).toBe('take_home');
    expect(link.header.clinic).toMatchObject({ name: 'Oak', time_zone: 'UTC' });
    expect(link.header.party).toMatchObject({ pet_name: 'Rex' });
    expect(issues(documentLinkIssueWire.safeParse({ kind: 'invoice', header: { clinic: {}, party: {} } })).filter((issue) => issue.path === 'kind')).toEqual([
      { path: 'kind', message: 'Choose soap_note, treatment_plan, take_home or final_summary.' },
    ]);
  });
});
