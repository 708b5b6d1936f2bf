import { describe, expect, it } from 'vitest';
import {
  addressSuggestionAnswer,
  integrationConnectWire,
  labStatusAnswer,
  practiceAppointmentAnswer,
  practiceDoctorAnswer,
  syncResultAnswer,
  thirdPartyAppAnswer,
} from './thirdparty.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('the connect body (spec 000 section 3)', () => {
  it('reads it into camelCase: text trimmed, blank none, the password as typed', () => {
    expect(integrationConnectWire.parse({ integration: 'antech', clinic_code: 'C1', clinic_id: ' L1 ', account_id: '', username: ' vet ', password: ' pass ' })).toEqual({
      integration: 'antech',
      clinicCode: 'C1',
      clinicId: 'L1',
      accountId: null,
      username: 'vet',
      password: ' pass ',
    });
  });

  it("refuses it with the spec's messages on the JSON paths", () => {
    expect(issues(integrationConnectWire.safeParse({ integration: '', clinic_code: 'C1', clinic_id: ' ', username: 7 }))).toEqual([
      { path: 'integration', message: 'Please select an integration' },
      { path: 'clinic_id', message: 'Please input Clinic ID' },
      { path: 'username', message: 'Username must be text' },
    ]);
  });
});

describe("thirdparty answers (the service's snake_case, each field named once)", () => {
  it("reads an integration: loose text as text ('' or null when left out), only true as true, the connection under its spec names", () => {
    expect(thirdPartyAppAnswer.parse({ id: 1, kind: 'lab', name: 'Antech', requires_login: 'yes', status: 'paused' })).toEqual({
      id: '1',
      appletCode: '',
      name: 'Antech',
      appName: '',
      slug: '',
      description: '',
      logo: '',
      kind: 'lab',
      requiresLogin: false,
      status: 'inactive',
      connection: null,
    });
    const app = thirdPartyAppAnswer.parse({
      id: '2',
      kind: 'pims',
      requires_login: true,
      status: 'active',
      connection: { id: 9, clinic_id: 4, account_id: 77, connected_by: 'Ann', connected_by_id: 3, connected_at: 't' },
    });
    expect(app).toMatchObject({ requiresLogin: true, status: 'active' });
    expect(app.connection).toEqual({ id: '9', clinicId: '4', accountId: '77', username: null, accountName: null, connectedByName: 'Ann', connectedById: '3', connectedAt: 't', lastVerifiedAt: null });
  });

  it('reads a sync, the practice system, the lab and an address', () => {
    expect(syncResultAnswer.parse({ message: 'ok', providers: [{ provider: 'vetspire', account_name: 'A' }] })).toEqual({ message: 'ok', providers: [{ provider: 'vetspire', name: '', accountName: 'A', verifiedAt: '' }] });
    expect(practiceAppointmentAnswer.parse({ appointment_id: 12, pet_name: 'Rex', time_zone: 'UTC' })).toMatchObject({ appointmentId: '12', petName: 'Rex', doctorId: null, timeZone: 'UTC', sourceUpdatedAt: '' });
    expect(practiceDoctorAnswer.parse({ id: 3 })).toEqual({ id: '3', name: '' });
    expect(labStatusAnswer.parse({ connected: true, provider_name: 'Antech', place_order: 1 })).toEqual({ connected: true, provider: null, providerName: 'Antech', placeOrder: false, allowAdditionalOrder: false });
    expect(addressSuggestionAnswer.parse({ address1: '1 Main St', zip: 78701, source: 'smarty' })).toEqual({ address1: '1 Main St', address2: '', city: '', state: '', zip: '78701', source: 'smarty' });
  });
});
