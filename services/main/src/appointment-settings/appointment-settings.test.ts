import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMainHarness, type MainHarness } from '../testing.ts';

let harness: MainHarness;
beforeAll(async () => {
  harness = await startMainHarness();
});
afterAll(async () => harness?.close());

const clinicA = { clinicId: randomUUID(), clinicCode: 'CLN-A', organizationId: randomUUID() };
const clinicB = { clinicId: randomUUID(), clinicCode: 'CLN-B', organizationId: randomUUID() };

describe('appointment settings', () => {
  it('answers the default (1 day before, no reminder) until someone saves', async () => {
    const token = await harness.tokenFor({ ...clinicA, isClientAdmin: false, roleName: 'veterinarian' });
    const read = await harness.call('GET', '/appointment-settings', { token });
    expect(read).toEqual({ status: 200, body: { clinic_code: 'CLN-A', days_before: 1, daily_reminder: false, updated_at: null } });
  });

  it('saves for the caller\'s clinic (any member may) and reads it back', async () => {
    const token = await harness.tokenFor({ ...clinicA, isClientAdmin: false, roleName: 'veterinarian-assistant' });
    const saved = await harness.call('POST', '/appointment-settings', { token, body: { clinic_code: 'CLN-A', days_before: 3, daily_reminder: true } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ clinic_code: 'CLN-A', days_before: 3, daily_reminder: true });
    expect(saved.body.updated_at).toEqual(expect.any(String));
    const again = await harness.call('POST', '/appointment-settings', { token, body: { clinic_code: 'CLN-A', days_before: 0, daily_reminder: false } });
    expect(again.body).toMatchObject({ days_before: 0, daily_reminder: false });
    const read = await harness.call('GET', '/appointment-settings', { token });
    expect(read.body).toMatchObject({ clinic_code: 'CLN-A', days_before: 0, daily_reminder: false });
  });

  it('accepts only 0, 1, 3 or 7 days and a boolean reminder', async () => {
    const token = await harness.tokenFor(clinicA);
    for (const days_before of [2, 5, -1, 1.5, '1', null]) {
      const result = await harness.call('POST', '/appointment-settings', { token, body: { clinic_code: 'CLN-A', days_before, daily_reminder: false } });
      expect(result.status, String(days_before)).toBe(400);
      expect(result.body.errors).toEqual([{ path: 'days_before', message: 'Please choose when the eCheckin form is sent: 0, 1, 3 or 7 days before.' }]);
    }
    const noReminder = await harness.call('POST', '/appointment-settings', { token, body: { clinic_code: 'CLN-A', days_before: 7, daily_reminder: 'yes' } });
    expect(noReminder.body.errors).toEqual([{ path: 'daily_reminder', message: 'Please say whether to send the daily reminder.' }]);
    const read = await harness.call('GET', '/appointment-settings', { token });
    expect(read.body.days_before).toBe(0);
  });

  it('never reads or writes another clinic\'s settings, whatever code is sent', async () => {
    const other = await harness.tokenFor(clinicB);
    const attempt = await harness.call('POST', '/appointment-settings', { token: other, body: { clinic_code: 'CLN-A', days_before: 7, daily_reminder: true } });
    expect(attempt).toEqual({ status: 404, body: { message: 'Not found.', errors: [] } });
    const own = await harness.call('GET', '/appointment-settings', { token: other });
    expect(own.body).toMatchObject({ clinic_code: 'CLN-B', days_before: 1, updated_at: null });
    const a = await harness.call('GET', '/appointment-settings', { token: await harness.tokenFor(clinicA) });
    expect(a.body).toMatchObject({ days_before: 0, daily_reminder: false });
  });

  it('needs a valid token', async () => {
    expect((await harness.call('GET', '/appointment-settings')).status).toBe(401);
    expect((await harness.call('POST', '/appointment-settings', { token: 'forged', body: {} })).status).toBe(401);
  });
});
