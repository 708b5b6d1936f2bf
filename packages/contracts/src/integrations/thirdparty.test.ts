import { describe, expect, it } from 'vitest';
import { addressSuggestionAnswer, labStatusAnswer, practiceAppointmentAnswer, practiceDoctorAnswer, syncResultAnswer, thirdPartyAppAnswer } from './thirdparty.ts';

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
