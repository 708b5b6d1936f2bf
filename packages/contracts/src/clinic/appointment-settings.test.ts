import { describe, expect, it } from 'vitest';
import { appointmentSettingsAnswer } from './appointment-settings.ts';
import { organizationAnswer } from './organization.ts';

describe('clinic answers (snake_case, each field named once)', () => {
  it("reads an organization and a clinic's appointment settings, never saved settings' time as null", () => {
    expect(organizationAnswer.parse({ id: 7, organization_code: 'ORG1', name: 'Paws' })).toEqual({ id: '7', organizationCode: 'ORG1', name: 'Paws' });
    expect(appointmentSettingsAnswer.parse({ clinic_code: 'C1', days_before: '2', daily_reminder: true })).toEqual({ clinicCode: 'C1', daysBefore: 2, dailyReminder: true, updatedAt: null });
    expect(appointmentSettingsAnswer.parse({ clinic_code: 'C1', days_before: 1, daily_reminder: false, updated_at: 'u' }).updatedAt).toBe('u');
    expect(appointmentSettingsAnswer.safeParse({ clinic_code: 'C1', days_before: 1 }).error?.issues[0]?.path).toEqual(['daily_reminder']);
  });
});
