import { describe, expect, it } from 'vitest';
import { visibleSettingsCards, type CardViewer } from './settingsCards';

const ALL_PERMISSIONS = ['Invite User', 'Disable User', 'Edit User Details', 'Modify Knowledge Base', 'Add new Pet', 'Add Visit'];
const titles = (viewer: CardViewer) => visibleSettingsCards(viewer).map((card) => card.title);

describe('settings cards (spec section 6)', () => {
  it.each<[string, CardViewer, string[]]>([
    [
      'super admin',
      { isSuperAdmin: true, isClientAdmin: false, permissions: ALL_PERMISSIONS },
      [
        'Hospital Settings',
        'Setup Permissions',
        'Manage Roles',
        'Manage Users',
        'Audit Log',
        'Consent Forms',
        'Export records (FHIR)',
        'Manage Knowledge Base',
        'Manage Subscriptions',
        'AI Knowledge Base',
        'AI Assistant',
        'Notification Settings',
        'Estimate Reminders', 'Import records (FHIR)',
        'Sync Data Now',
      ],
    ],
    [
      'client admin holding every permission',
      { isSuperAdmin: false, isClientAdmin: true, permissions: ALL_PERMISSIONS },
      ['Hospital Settings', 'Manage Roles', 'Manage Users', 'Audit Log', 'Consent Forms', 'Export records (FHIR)', 'Manage Subscriptions', 'AI Assistant', 'Notification Settings', 'Estimate Reminders', 'Import records (FHIR)', 'Sync Data Now'],
    ],
    ['client admin without user permissions', { isSuperAdmin: false, isClientAdmin: true, permissions: [] }, ['Hospital Settings', 'Manage Roles', 'Audit Log', 'Consent Forms', 'Export records (FHIR)', 'Manage Subscriptions', 'AI Assistant', 'Notification Settings', 'Estimate Reminders', 'Import records (FHIR)', 'Sync Data Now']],
    ['veterinarian', { isSuperAdmin: false, isClientAdmin: false, permissions: ['Add new Pet', 'Add Visit'] }, ['AI Assistant', 'Notification Settings', 'Sync Data Now']],
    ['veterinarian who locks visits', { isSuperAdmin: false, isClientAdmin: false, permissions: ['Add Visit', 'Lock Visit Note'] }, ['AI Assistant', 'Notification Settings', 'Veterinary PIN', 'Sync Data Now']],
    ['someone who may only disable users', { isSuperAdmin: false, isClientAdmin: false, permissions: ['Disable User'] }, ['Manage Users', 'AI Assistant', 'Notification Settings', 'Sync Data Now']],
    ['someone with "Invite user" in lower case', { isSuperAdmin: false, isClientAdmin: false, permissions: ['Invite user'] }, ['Manage Users', 'AI Assistant', 'Notification Settings', 'Sync Data Now']],
    ['someone who may only edit user details', { isSuperAdmin: false, isClientAdmin: false, permissions: ['edit user details'] }, ['Manage Users', 'AI Assistant', 'Notification Settings', 'Sync Data Now']],
    ['Modify Knowledge Base without super admin', { isSuperAdmin: false, isClientAdmin: true, permissions: ['Modify Knowledge Base'] }, ['Hospital Settings', 'Manage Roles', 'Audit Log', 'Consent Forms', 'Export records (FHIR)', 'Manage Subscriptions', 'AI Assistant', 'Notification Settings', 'Estimate Reminders', 'Import records (FHIR)', 'Sync Data Now']],
    [
      'super admin whose role lacks Modify Knowledge Base',
      { isSuperAdmin: true, isClientAdmin: false, permissions: [] },
      ['Hospital Settings', 'Setup Permissions', 'Manage Roles', 'Audit Log', 'Consent Forms', 'Export records (FHIR)', 'Manage Subscriptions', 'AI Knowledge Base', 'AI Assistant', 'Notification Settings', 'Estimate Reminders', 'Import records (FHIR)', 'Sync Data Now'],
    ],
  ])('%s', (_who, viewer, expected) => {
    expect(titles(viewer)).toEqual(expected);
  });

  it('leads each card to its page', () => {
    const superAdmin = visibleSettingsCards({ isSuperAdmin: true, isClientAdmin: true, permissions: ALL_PERMISSIONS });
    expect(Object.fromEntries(superAdmin.map((card) => [card.id, card.to ?? null]))).toEqual({
      'hospital-settings': '/d/hospital-setting',
      'setup-permissions': '/d/permissions',
      'manage-roles': '/d/roles',
      'manage-users': '/d/users',
      'audit-log': '/d/audit-log',
      'consent-forms': '/d/consent-forms',
      'fhir-export': '/d/settings/fhir-export',
      'manage-knowledge-base': '/d/knowledge-base',
      'manage-subscriptions': '/d/payments',
      'ai-knowledge-base': '/d/embedding',
      'ai-assistant': null,
      'notification-settings': null,
      'estimate-reminders': null,
      'fhir-import': null,
      'sync-data-now': null,
    });
  });
});
