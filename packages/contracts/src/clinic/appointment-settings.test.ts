import { describe, expect, it } from 'vitest';
import { appointmentSettingsAnswer, appointmentSettingsWire } from './appointment-settings.ts';
import { organizationAnswer } from './organization.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('clinic answers (snake_case, each field named once)', () => {
  it("reads an organization and a clinic's appointment settings, never saved settings' time as null", () => {
    expect(organizationAnswer.parse({ id: 7, organization_code: 'ORG1', name: 'Paws' })).toEqual({ id: '7', organizationCode: 'ORG1', name: 'Paws' });
    expect(appointmentSettingsAnswer.parse({ clinic_code: 'C1', days_before: '2', daily_reminder: true })).toEqual({ clinicCode: 'C1', daysBefore: 2, dailyReminder: true, updatedAt: null });
    expect(appointmentSettingsAnswer.parse({ clinic_code: 'C1', days_before: 1, daily_reminder: false, updated_at: 'u' }).updatedAt).toBe('u');
    expect(appointmentSettingsAnswer.safeParse({ clinic_code: 'C1', days_before: 1 }).error?.issues[0]?.path).toEqual(['daily_reminder']);
  });
});

describe('the appointment settings body (POST /appointment-settings)', () => {
  it('reads the settings into camelCase; only 0, 1, 3 or 7 days before', () => {
    expect(appointmentSettingsWire.parse({ clinic_code: ' C1 ', days_before: 3, daily_reminder: true })).toEqual({ clinicCode: 'C1', daysBefore: 3, dailyReminder: true });
    expect(issues(appointmentSettingsWire.safeParse({ clinic_code: '', days_before: 2 }))).toEqual([
      { path: 'clinic_code', message: 'Please select a clinic.' },
      { path: 'days_before', message: 'Please choose when the eCheckin form is sent: 0, 1, 3 or 7 days before.' },
      { path: 'daily_reminder', message: 'Please say whether to send the daily reminder.' },
    ]);
  });
});
