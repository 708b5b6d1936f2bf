// Which cards the settings hub shows to whom (spec section 6, "Settings cards"), as one pure
// table so the rules can be read and tested in one place. The gateway and the services refuse
// what a card would lead to anyway; this only decides what is offered.

export interface CardViewer {
  isSuperAdmin: boolean;
  isClientAdmin: boolean;
  /** Names of the permissions the viewer's role holds. */
  permissions: ReadonlyArray<string>;
}

export type SettingsCardId =
  | 'hospital-settings'
  | 'setup-permissions'
  | 'manage-roles'
  | 'manage-users'
  | 'audit-log'
  | 'consent-forms'
  | 'fhir-export'
  | 'manage-knowledge-base'
  | 'manage-subscriptions'
  | 'ai-knowledge-base'
  | 'ai-assistant'
  | 'notification-settings'
  | 'estimate-reminders'
  | 'fhir-import'
  | 'veterinary-pin'
  | 'sync-data-now';

export interface SettingsCardDefinition {
  id: SettingsCardId;
  title: string;
  description: string;
  /** Where the card leads; cards without one open something on the hub itself. */
  to?: string;
  visible: (viewer: CardViewer) => boolean;
}

// The spec writes permission names in two cases ('Invite User', 'Invite user'), so names are
// compared case-insensitively. This checks the role's own permissions: the spec's Manage
// Knowledge Base rule asks for the permission *and* super admin, not one standing in for the other.
const holds = (viewer: CardViewer, name: string) => viewer.permissions.some((held) => held.toLowerCase() === name.toLowerCase());
const isAdmin = (viewer: CardViewer) => viewer.isSuperAdmin || viewer.isClientAdmin;

export const SETTINGS_CARDS: ReadonlyArray<SettingsCardDefinition> = [
  {
    id: 'hospital-settings',
    title: 'Hospital Settings',
    description: 'Contact details, address, units and logo of your hospital.',
    to: '/d/hospital-setting',
    visible: isAdmin,
  },
  {
    id: 'setup-permissions',
    title: 'Setup Permissions',
    description: 'The permissions roles can be given, by module.',
    to: '/d/permissions',
    visible: (viewer) => viewer.isSuperAdmin,
  },
  {
    id: 'manage-roles',
    title: 'Manage Roles',
    description: 'Create roles and choose what each one may do.',
    to: '/d/roles',
    visible: isAdmin,
  },
  {
    id: 'manage-users',
    title: 'Manage Users',
    description: 'Invite people, edit their details and manage their access.',
    to: '/d/users',
    visible: (viewer) => ['Invite User', 'Disable User', 'Edit User Details'].some((name) => holds(viewer, name)),
  },
  {
    // Who did what to which record when; for whoever answers for the clinic's records.
    id: 'audit-log',
    title: 'Audit Log',
    description: 'Who changed which record and when, by patient, visit and person; export as CSV.',
    to: '/d/audit-log',
    visible: isAdmin,
  },
  {
    // The forms pet parents sign before treatment (docs/consents.md).
    id: 'consent-forms',
    title: 'Consent Forms',
    description: 'The consent forms pet parents sign: estimate, anaesthesia or procedure, AI recording.',
    to: '/d/consent-forms',
    visible: isAdmin,
  },
  {
    // The clinic's whole record as FHIR R4 files, built in the background (docs/fhir.md).
    id: 'fhir-export',
    title: 'Export records (FHIR)',
    description: "The clinic's records as FHIR R4 files with a checksum manifest, to download as one zip.",
    to: '/d/settings/fhir-export',
    visible: isAdmin,
  },
  {
    id: 'manage-knowledge-base',
    title: 'Manage Knowledge Base',
    description: 'Vaccines, species, breeds and the other clinical lists.',
    to: '/d/knowledge-base',
    visible: (viewer) => viewer.isSuperAdmin && holds(viewer, 'Modify Knowledge Base'),
  },
  {
    id: 'manage-subscriptions',
    title: 'Manage Subscriptions',
    description: 'Your plan, payments and billing history.',
    to: '/d/payments',
    visible: isAdmin,
  },
  {
    id: 'ai-knowledge-base',
    title: 'AI Knowledge Base',
    description: 'The documents the AI assistant draws on.',
    to: '/d/embedding',
    visible: (viewer) => viewer.isSuperAdmin,
  },
  {
    // Everyone charts with the assistant, so everyone may see which engine answers and whether
    // dictation can be used; the provider is chosen by the server's environment, not here.
    id: 'ai-assistant',
    title: 'AI Assistant',
    description: 'Which AI provider answers, and whether dictation is available.',
    visible: () => true,
  },
  {
    id: 'notification-settings',
    title: 'Notification Settings',
    description: 'When the eCheckin form is e-mailed before appointments.',
    visible: () => true,
  },
  {
    // The reminders about unsigned e-mailed treatment plans (docs/follow-ups.md).
    id: 'estimate-reminders',
    title: 'Estimate Reminders',
    description: 'Reminder e-mails about treatment plans and consent forms a pet parent has not signed yet.',
    visible: isAdmin,
  },
  {
    // Another system's (or our) FHIR R4 export read into the clinic (docs/fhir-import.md).
    id: 'fhir-import',
    title: 'Import records (FHIR)',
    description: 'Bring in pets, parents and visits from a FHIR R4 export: a dry run shows what would be created first.',
    visible: isAdmin,
  },
  {
    id: 'veterinary-pin',
    title: 'Veterinary PIN',
    description: 'The PIN you lock SOAP visits with: set it once, change it with your password.',
    visible: (viewer) => holds(viewer, 'Lock Visit Note'),
  },
  {
    id: 'sync-data-now',
    title: 'Sync Data Now',
    description: 'Fetch the latest data from your practice-management system.',
    visible: () => true,
  },
];

export function visibleSettingsCards(viewer: CardViewer): SettingsCardDefinition[] {
  return SETTINGS_CARDS.filter((card) => card.visible(viewer));
}
