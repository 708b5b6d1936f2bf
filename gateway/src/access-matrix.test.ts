// The role × action matrix of spec 000 section 6 (and the administration screens built on it):
// for every demo role, every administrative action is either allowed or refused, by the gateway
// (scope-auth) AND by the REST service on its own when called directly with the same token.
//
// Allowed actions are sent with invalid input, so an allowed call answers a validation or
// conflict error and nothing changes; a refused call answers ForbiddenError / "Not authorized"
// on the gateway and HTTP 403 from the service.
//
// "Who may give what" adds a custom role holding only 'Invite User' (the
// probe's inviter) to the demo roles: nobody gives a permission they do not hold (by invite, role
// change or a new role), Admin and Super Admin come only from a client admin or a super admin, and
// nobody changes their own role.
//
// The template builder's upload is a REST route of the gateway, not a GraphQL field: it
// has its own block, the same two checks (the gateway's route and the service's) for each role.
import { listOutbox } from '@vetchart/platform/mailer';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeUpstreams, connectUpstreams, type Upstreams, type UpstreamUrls } from './context.ts';
import { mountTemplateBuilder, TEMPLATE_CONVERT_PATH } from './soap-templates/template-builder-route.ts';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';

type Role = 'superadmin' | 'admin' | 'vet' | 'tech' | 'assistant';
const ROLES: Role[] = ['superadmin', 'admin', 'vet', 'tech', 'assistant'];
const EVERYONE = ROLES;
const ADMINS: Role[] = ['superadmin', 'admin'];

interface Ids {
  organizationId: string;
  organizationCode: string;
  clinicCode: string;
  clinicGlobalId: string;
  vetId: string;
  vetGlobalId: string;
  vetRoleGlobalId: string;
}

interface Action {
  name: string;
  allowed: Role[];
  graphql: (ids: Ids) => { field: string; query: string; variables?: Record<string, unknown> };
  rest: (ids: Ids) => { service: keyof UpstreamUrls; method: string; path: string; body?: unknown };
}

/** A pet and a parent that do not exist: an allowed delete answers "not found" and changes nothing. */
const MISSING_UUID = '0f0f0f0f-0000-4000-8000-000000000000';
const MISSING_PET = Buffer.from(`Pet:${MISSING_UUID}`).toString('base64');
const MISSING_PARENT = Buffer.from(`PetParent:${MISSING_UUID}`).toString('base64');

const mutation = (field: string, inputType: string, selection = '__typename') =>
  `mutation ($input: ${inputType}!) { ${field}(input: $input) { ${selection} } }`;

const ACTIONS: Action[] = [
  {
    name: 'see the users list (Invite User / Disable User / Edit User Details)',
    allowed: ADMINS,
    graphql: () => ({ field: 'users', query: 'query { users(first: 1) { totalCount } }' }),
    rest: (ids) => ({ service: 'auth', method: 'GET', path: `/users-organizations/users/${ids.organizationId}` }),
  },
  {
    name: 'invite a user (Invite User)',
    allowed: ADMINS,
    graphql: (ids) => ({
      field: 'inviteUsers',
      query: mutation('inviteUsers', 'InviteUsersInput'),
      variables: { input: { users: [{ clinicId: ids.clinicGlobalId, email: '', firstName: '', lastName: '', phone: '', roleId: ids.vetRoleGlobalId }] } },
    }),
    rest: (ids) => ({ service: 'auth', method: 'POST', path: `/user/invite/${ids.organizationCode}`, body: { users: [{}] } }),
  },
  {
    name: "edit a user's details (client admin)",
    allowed: ADMINS,
    graphql: (ids) => ({
      field: 'updateUser',
      query: mutation('updateUser', 'UpdateUserInput'),
      variables: { input: { id: ids.vetGlobalId, firstName: '', lastName: '', phone: '', roleId: ids.vetRoleGlobalId, clinicId: ids.clinicGlobalId } },
    }),
    rest: (ids) => ({ service: 'auth', method: 'PUT', path: '/user', body: { id: ids.vetId, first_name: '' } }),
  },
  {
    name: 'force-activate an account (super admin or client admin)',
    allowed: ADMINS,
    graphql: (ids) => ({ field: 'activateUser', query: mutation('activateUser', 'ActivateUserInput'), variables: { input: { id: ids.vetGlobalId } } }),
    rest: (ids) => ({ service: 'auth', method: 'PUT', path: `/user/${ids.vetId}/force-activate-account`, body: {} }),
  },
  {
    name: 'see the roles (Manage Roles)',
    allowed: ADMINS,
    graphql: () => ({ field: 'roles', query: 'query { roles(first: 1) { totalCount } }' }),
    rest: () => ({ service: 'auth', method: 'GET', path: '/roles' }),
  },
  {
    name: "read the clinic's audit log (issue 28: client admin or super admin)",
    allowed: ADMINS,
    graphql: () => ({ field: 'auditLog', query: 'query { auditLog(first: 1) { totalCount } }' }),
    rest: () => ({ service: 'main', method: 'GET', path: '/audit-log?limit=1' }),
  },
  {
    name: "export the clinic's audit log as CSV (issue 28: client admin or super admin)",
    allowed: ADMINS,
    graphql: () => ({ field: 'auditLogFile', query: `query { auditLogFile(visitId: "${Buffer.from(`Visit:${MISSING_UUID}`).toString('base64')}") { rowCount } }` }),
    rest: () => ({ service: 'main', method: 'GET', path: `/audit-log?visit_id=${MISSING_UUID}&limit=1000` }),
  },
  {
    name: 'dry-run a FHIR import (issue 32: client admin or super admin)',
    allowed: ADMINS,
    graphql: () => ({ field: 'planFhirImport', query: mutation('planFhirImport', 'FhirImportInput'), variables: { input: { files: [] } } }),
    rest: () => ({ service: 'main', method: 'POST', path: '/fhir-import/plan', body: { files: [] } }),
  },
  {
    name: 'apply a FHIR import (issue 32: client admin or super admin)',
    allowed: ADMINS,
    graphql: () => ({ field: 'applyFhirImport', query: mutation('applyFhirImport', 'FhirImportInput'), variables: { input: { files: [] } } }),
    rest: () => ({ service: 'main', method: 'POST', path: '/fhir-import/apply', body: { files: [] } }),
  },
  {
    name: 'create a role',
    allowed: ADMINS,
    graphql: () => ({ field: 'createRole', query: mutation('createRole', 'CreateRoleInput'), variables: { input: { name: '', permissionIds: [] } } }),
    rest: (ids) => ({ service: 'auth', method: 'POST', path: '/roles', body: { roleName: '', actions: [], orgId: ids.organizationId } }),
  },
  {
    name: 'create a permission (Setup Permissions: super admin only)',
    allowed: ['superadmin'],
    graphql: () => ({ field: 'createPermission', query: mutation('createPermission', 'CreatePermissionInput'), variables: { input: { module: '', name: '' } } }),
    rest: () => ({ service: 'auth', method: 'POST', path: '/permissions', body: { module: '', name: '' } }),
  },
  {
    name: 'change the hospital settings',
    allowed: ADMINS,
    graphql: (ids) => ({
      field: 'updateClinic',
      query: mutation('updateClinic', 'UpdateClinicInput'),
      variables: {
        input: {
          clinicCode: ids.clinicCode, name: '', email: 'not-an-email', phone: '', contactName: '', city: '', state: '', zip: '',
          timezone: 'UTC', weightUnit: 'pound', temperatureUnit: 'fahrenheit',
        },
      },
    }),
    rest: (ids) => ({ service: 'auth', method: 'PUT', path: '/clinic', body: { clinic_code: ids.clinicCode, email: 'not-an-email' } }),
  },
  {
    name: 'upload a hospital logo',
    allowed: ADMINS,
    graphql: () => ({
      field: 'uploadClinicLogo',
      query: mutation('uploadClinicLogo', 'UploadClinicLogoInput'),
      variables: { input: { name: 'logo.png', type: 'image/png', dataUri: 'data:image/png;base64,bm90IGFuIGltYWdl' } },
    }),
    rest: () => ({ service: 'main', method: 'POST', path: '/platform/upload', body: { name: 'logo.png', type: 'image/png', data_uri: 'data:image/png;base64,bm90IGFuIGltYWdl' } }),
  },
  {
    name: 'see the integrations (Super Admin or Admin)',
    allowed: ADMINS,
    graphql: () => ({ field: 'integrations', query: 'query { integrations(first: 1) { totalCount } }' }),
    rest: () => ({ service: 'thirdparty', method: 'GET', path: '/applet' }),
  },
  {
    name: 'connect an integration',
    allowed: ADMINS,
    graphql: () => ({
      field: 'connectIntegration',
      query: mutation('connectIntegration', 'ConnectIntegrationInput'),
      variables: { input: { integration: 'antech', clinicId: '' } },
    }),
    rest: (ids) => ({ service: 'thirdparty', method: 'POST', path: '/applet/connect', body: { integration: 'antech', clinic_id: '', clinic_code: ids.clinicCode } }),
  },
  {
    name: 'change a lookup list (Modify Knowledge Base)',
    allowed: ADMINS,
    graphql: () => ({ field: 'addSpecies', query: mutation('addSpecies', 'AddSpeciesInput'), variables: { input: { name: '' } } }),
    rest: () => ({ service: 'inventory', method: 'POST', path: '/specie', body: { name: '' } }),
  },
  {
    name: 'add to a catalogue: a medication (Modify Knowledge Base)',
    allowed: ADMINS,
    graphql: () => ({ field: 'addMedication', query: mutation('addMedication', 'AddMedicationInput'), variables: { input: { productName: '' } } }),
    rest: () => ({ service: 'inventory', method: 'POST', path: '/medications', body: { product_name: '' } }),
  },
  {
    name: 'add to a catalogue: a diagnostic (Modify Knowledge Base)',
    allowed: ADMINS,
    graphql: () => ({ field: 'addDiagnostic', query: mutation('addDiagnostic', 'AddDiagnosticInput'), variables: { input: { name: '' } } }),
    rest: () => ({ service: 'inventory', method: 'POST', path: '/treatments', body: { name: '' } }),
  },
  {
    name: 'add to a catalogue: a service (Modify Knowledge Base)',
    allowed: ADMINS,
    graphql: () => ({ field: 'addService', query: mutation('addService', 'AddServiceInput'), variables: { input: { name: '' } } }),
    rest: () => ({ service: 'inventory', method: 'POST', path: '/services', body: { name: '' } }),
  },
  {
    name: 'read the catalogues',
    allowed: EVERYONE,
    graphql: () => ({ field: 'medications', query: 'query { medications(first: 1) { totalCount } }' }),
    rest: () => ({ service: 'inventory', method: 'GET', path: '/medications' }),
  },
  {
    name: 'read the lookup lists',
    allowed: EVERYONE,
    graphql: () => ({ field: 'species', query: 'query { species(first: 1) { totalCount } }' }),
    rest: () => ({ service: 'inventory', method: 'GET', path: '/specie' }),
  },
  {
    name: 'save the notification settings (everyone)',
    allowed: EVERYONE,
    graphql: (ids) => ({
      field: 'saveAppointmentSettings',
      query: mutation('saveAppointmentSettings', 'SaveAppointmentSettingsInput'),
      variables: { input: { clinicCode: ids.clinicCode, daysBefore: 2, dailyReminder: false } },
    }),
    rest: (ids) => ({ service: 'main', method: 'POST', path: '/appointment-settings', body: { clinic_code: ids.clinicCode, days_before: 2, daily_reminder: false } }),
  },
  {
    name: 'US address suggestions for the billing address (everyone signed in)',
    allowed: EVERYONE,
    graphql: () => ({ field: 'addressSuggestions', query: 'query { addressSuggestions(search: "2150 South") { addressLine1 source } }' }),
    rest: () => ({ service: 'thirdparty', method: 'GET', path: '/address/suggestions?q=2150%20South' }),
  },
  {
    name: 'a US ZIP code\'s city and state (everyone signed in)',
    allowed: EVERYONE,
    graphql: () => ({ field: 'usZipCode', query: 'query { usZipCode(zip: "78704") { city state } }' }),
    rest: () => ({ service: 'thirdparty', method: 'GET', path: '/address/zip/78704' }),
  },
  {
    name: 'Sync Data Now (everyone)',
    allowed: EVERYONE,
    graphql: () => ({ field: 'syncClinicData', query: mutation('syncClinicData', 'SyncClinicDataInput'), variables: { input: {} } }),
    rest: (ids) => ({ service: 'thirdparty', method: 'POST', path: `/clinic-resource/sync?clinic_code=${ids.clinicCode}`, body: {} }),
  },
  {
    name: "see the practice system's schedules, doctors and patients (everyone; the demo clinic has none connected)",
    allowed: EVERYONE,
    graphql: () => ({
      field: 'practiceSchedules',
      query: 'query { practiceSchedules(startDate: "2026-01-01", endDate: "2026-01-02") { __typename } }',
    }),
    rest: () => ({ service: 'thirdparty', method: 'GET', path: '/practice/schedules?start_date=2026-01-01&end_date=2026-01-02' }),
  },
  {
    name: "see which practice systems the clinic has connected (everyone)",
    allowed: EVERYONE,
    graphql: () => ({ field: 'practiceSystems', query: 'query { practiceSystems { source } }' }),
    rest: () => ({ service: 'thirdparty', method: 'GET', path: '/practice/systems' }),
  },
  {
    name: "see the practice system's doctors (everyone)",
    allowed: EVERYONE,
    graphql: () => ({ field: 'practiceDoctors', query: 'query { practiceDoctors { __typename } }' }),
    rest: () => ({ service: 'thirdparty', method: 'GET', path: '/practice/doctors' }),
  },
  {
    name: "search the practice system's patients (everyone)",
    allowed: EVERYONE,
    graphql: () => ({ field: 'practicePatients', query: 'query { practicePatients(search: "a") { __typename } }' }),
    rest: () => ({ service: 'thirdparty', method: 'GET', path: '/practice/patients?search=a' }),
  },
  {
    name: 'sync a pet from the practice system (Add new Pet: every built-in role)',
    allowed: EVERYONE,
    graphql: () => ({ field: 'syncPet', query: mutation('syncPet', 'SyncPetInput'), variables: { input: { sourceId: '' } } }),
    rest: () => ({ service: 'main', method: 'POST', path: '/pets/sync', body: { source_id: '' } }),
  },
  {
    name: "add pets (Add new Pet: every built-in role)",
    allowed: EVERYONE,
    graphql: () => ({ field: 'addPets', query: mutation('addPets', 'AddPetsInput'), variables: { input: { parentId: '', pets: [] } } }),
    rest: () => ({ service: 'main', method: 'POST', path: '/pets/bulk', body: { parent_id: '', pets: [] } }),
  },
  {
    name: 'add a pet parent (Add new Pet)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'addPetParent',
      query: mutation('addPetParent', 'AddPetParentInput'),
      variables: { input: { firstName: '', lastName: '', phoneNumber: '', email: '', address: { addressLine1: '', city: '', state: '', zip: '' } } },
    }),
    rest: () => ({ service: 'main', method: 'POST', path: '/pet-parents', body: {} }),
  },
  {
    name: "edit a pet (Edit Pet Details: not the veterinarian-assistant)",
    allowed: ['superadmin', 'admin', 'vet', 'tech'],
    graphql: () => ({
      field: 'updatePet',
      query: mutation('updatePet', 'UpdatePetInput'),
      variables: { input: { id: MISSING_PET, parentId: '', name: '', breedId: '', specieId: '', genderId: '', color: '', dateOfBirth: '' } },
    }),
    rest: () => ({ service: 'main', method: 'PATCH', path: `/pets/${MISSING_UUID}`, body: { name: '' } }),
  },
  {
    name: "delete a pet (Delete Pet: not the technician or the assistant)",
    allowed: ['superadmin', 'admin', 'vet'],
    graphql: () => ({ field: 'deletePet', query: mutation('deletePet', 'DeletePetInput'), variables: { input: { id: MISSING_PET } } }),
    rest: () => ({ service: 'main', method: 'DELETE', path: `/pets/${MISSING_UUID}` }),
  },
  {
    name: "delete a pet parent (Delete Pet)",
    allowed: ['superadmin', 'admin', 'vet'],
    graphql: () => ({ field: 'deletePetParent', query: mutation('deletePetParent', 'DeletePetParentInput'), variables: { input: { id: MISSING_PARENT } } }),
    rest: () => ({ service: 'main', method: 'DELETE', path: `/pet-parents/${MISSING_UUID}` }),
  },
  {
    name: 'create a visit (Add Visit: every demo role holds it)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'createVisit',
      query: mutation('createVisit', 'CreateVisitInput'),
      variables: { input: { petId: encodeGlobalID('Pet', '00000000-0000-4000-8000-000000000000') } },
    }),
    rest: () => ({ service: 'main', method: 'POST', path: '/visits', body: {} }),
  },
  {
    name: 'rename a visit (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'renameVisit',
      query: mutation('renameVisit', 'RenameVisitInput'),
      variables: { input: { id: encodeGlobalID('Visit', '00000000-0000-4000-8000-000000000000'), name: '' } },
    }),
    rest: () => ({ service: 'main', method: 'PATCH', path: '/visits/00000000-0000-4000-8000-000000000000/name', body: { name: '' } }),
  },
  {
    name: 'save an objective note (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'saveObjectiveNote',
      query: mutation('saveObjectiveNote', 'SaveObjectiveNoteInput'),
      variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID), painScore: 2 } },
    }),
    rest: () => ({ service: 'main', method: 'POST', path: `/visits/${MISSING_UUID}/objective-note`, body: { pain_score: 2 } }),
  },
  {
    name: 'update an objective note (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'saveObjectiveNote',
      query: mutation('saveObjectiveNote', 'SaveObjectiveNoteInput'),
      variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID), painScore: 2, basedOnVersion: 1 } },
    }),
    rest: () => ({ service: 'main', method: 'PUT', path: `/visits/${MISSING_UUID}/objective-note`, body: { pain_score: 2, based_on_version: 1 } }),
  },
  {
    name: 'enter the physical exam (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({ field: 'startPhysicalExam', query: mutation('startPhysicalExam', 'StartPhysicalExamInput'), variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID) } } }),
    rest: () => ({ service: 'main', method: 'POST', path: `/visits/${MISSING_UUID}/start-exam`, body: {} }),
  },
  {
    name: 'save a treatment plan (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'saveTreatmentPlan',
      query: mutation('saveTreatmentPlan', 'SaveTreatmentPlanInput'),
      variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID), isClientAtClinic: true, items: [] } },
    }),
    rest: () => ({ service: 'main', method: 'POST', path: `/visits/${MISSING_UUID}/treatment-plan`, body: { is_client_at_clinic: true, items: [] } }),
  },
  {
    name: 'update a treatment plan (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'saveTreatmentPlan',
      query: mutation('saveTreatmentPlan', 'SaveTreatmentPlanInput'),
      variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID), basedOnVersion: 1, isClientAtClinic: true, items: [] } },
    }),
    rest: () => ({ service: 'main', method: 'PUT', path: `/visits/${MISSING_UUID}/treatment-plan`, body: { based_on_version: 1, is_client_at_clinic: true, items: [] } }),
  },
  {
    name: 'enter the plan step (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({ field: 'startPlanApproval', query: mutation('startPlanApproval', 'StartPlanApprovalInput'), variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID) } } }),
    rest: () => ({ service: 'main', method: 'POST', path: `/visits/${MISSING_UUID}/start-plan-approval`, body: {} }),
  },
  {
    name: 'sign a treatment plan in person (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'signTreatmentPlan',
      query: mutation('signTreatmentPlan', 'SignTreatmentPlanInput'),
      variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID), planVersion: 1, signerName: 'Probe', signaturePng: 'data:image/png;base64,', decisions: [] } },
    }),
    rest: () => ({ service: 'main', method: 'POST', path: `/visits/${MISSING_UUID}/treatment-plan/sign`, body: {} }),
  },
  {
    name: 'e-mail a treatment plan estimate (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'sendTreatmentPlanEstimate',
      query: mutation('sendTreatmentPlanEstimate', 'SendTreatmentPlanEstimateInput'),
      variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID), email: 'not-an-email' } },
    }),
    rest: () => ({ service: 'main', method: 'POST', path: `/visits/${MISSING_UUID}/treatment-plan/send`, body: { email: 'not-an-email' } }),
  },
  {
    name: 'give the reason for a flagged dose (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'giveDoseReason',
      query: mutation('giveDoseReason', 'GiveDoseReasonInput'),
      variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID), rowId: MISSING_UUID, planVersion: 1, reason: 'Probe' } },
    }),
    rest: () => ({ service: 'main', method: 'POST', path: `/visits/${MISSING_UUID}/treatment-plan/dose-reasons`, body: {} }),
  },
  {
    name: 'define a consent form (client admin)',
    allowed: ADMINS,
    graphql: () => ({ field: 'createConsentForm', query: mutation('createConsentForm', 'CreateConsentFormInput'), variables: { input: { kind: 'AI_RECORDING', title: '', body: '' } } }),
    rest: () => ({ service: 'main', method: 'POST', path: '/consent-forms', body: {} }),
  },
  {
    name: 'edit a consent form (client admin)',
    allowed: ADMINS,
    graphql: () => ({
      field: 'updateConsentForm',
      query: mutation('updateConsentForm', 'UpdateConsentFormInput'),
      variables: { input: { id: encodeGlobalID('ConsentForm', MISSING_UUID), basedOnVersion: 1, title: '', body: '', requirement: 'BY_HAND' } },
    }),
    rest: () => ({ service: 'main', method: 'PUT', path: `/consent-forms/${MISSING_UUID}`, body: {} }),
  },
  {
    name: 'add a consent form to a visit (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'addVisitConsent',
      query: mutation('addVisitConsent', 'AddVisitConsentInput'),
      variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID), formId: encodeGlobalID('ConsentForm', MISSING_UUID) } },
    }),
    rest: () => ({ service: 'main', method: 'POST', path: `/visits/${MISSING_UUID}/consents`, body: {} }),
  },
  {
    name: 'sign a consent in person (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'signVisitConsent',
      query: mutation('signVisitConsent', 'SignVisitConsentInput'),
      variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID), formId: encodeGlobalID('ConsentForm', MISSING_UUID), formVersion: 1, signerName: 'Probe', signaturePng: 'data:image/png;base64,' } },
    }),
    rest: () => ({ service: 'main', method: 'POST', path: `/visits/${MISSING_UUID}/consents/${MISSING_UUID}/sign`, body: {} }),
  },
  {
    name: 'withdraw a signed consent (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'withdrawConsent',
      query: mutation('withdrawConsent', 'WithdrawConsentInput'),
      variables: { input: { signatureId: encodeGlobalID('ConsentSignature', MISSING_UUID), reason: 'Probe' } },
    }),
    rest: () => ({ service: 'main', method: 'POST', path: `/consent-signatures/${MISSING_UUID}/withdraw`, body: {} }),
  },
  {
    name: 'e-mail a consent link (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'sendConsentLink',
      query: mutation('sendConsentLink', 'SendConsentLinkInput'),
      variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID), formId: encodeGlobalID('ConsentForm', MISSING_UUID), email: 'not-an-email' } },
    }),
    rest: () => ({ service: 'main', method: 'POST', path: `/visits/${MISSING_UUID}/consents/${MISSING_UUID}/send`, body: { email: 'not-an-email' } }),
  },
  {
    name: 'finish a visit (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({ field: 'finishVisit', query: mutation('finishVisit', 'FinishVisitInput'), variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID) } } }),
    rest: () => ({ service: 'main', method: 'POST', path: `/visits/${MISSING_UUID}/finish`, body: {} }),
  },
  {
    name: "read a visit's results step and the clinic's lab (every clinic member)",
    allowed: EVERYONE,
    graphql: () => ({
      field: 'node',
      query: `query ($id: ID!) { node(id: $id) { ... on Visit { labOrdering { connected } results { labOrders { id } unprocessedLabOrders { id } labResults { id }
        inHouseResults { id } comments { id } treatmentResult { id } } } } }`,
      variables: { id: encodeGlobalID('Visit', charting.visitId) },
    }),
    rest: () => ({ service: 'main', method: 'GET', path: `/visit-results?visit_ids=${charting.visitId}` }),
  },
  {
    name: "read the clinic's lab status (every clinic member)",
    allowed: EVERYONE,
    graphql: () => ({ field: 'node', query: 'query ($id: ID!) { node(id: $id) { ... on Visit { labOrdering { connected placeOrder } } } }', variables: { id: encodeGlobalID('Visit', charting.visitId) } }),
    rest: () => ({ service: 'thirdparty', method: 'GET', path: '/lab/status' }),
  },
  {
    name: "preview a treatment result from a template (every clinic member)",
    allowed: EVERYONE,
    graphql: () => ({
      field: 'node',
      query: 'query ($id: ID!, $template: ID!) { node(id: $id) { ... on Visit { treatmentResultPreview(templateId: $template) { section } } } }',
      variables: { id: encodeGlobalID('Visit', charting.visitId), template: encodeGlobalID('SoapTemplate', resultsProbe.templateId) },
    }),
    rest: () => ({ service: 'main', method: 'POST', path: `/visits/${charting.visitId}/treatment-result/preview`, body: { template_id: resultsProbe.templateId } }),
  },
  // A pet's medical records and the file an imported document kept (docs/fhir-import.md): whoever reads the pet.
  {
    name: "open an imported medical record's file (every clinic member)",
    allowed: EVERYONE,
    graphql: () => ({
      field: 'node',
      query: 'query ($id: ID!) { node(id: $id) { ... on Pet { medicalRecords { attachment { name sha256 downloadUrl } } } } }',
      variables: { id: encodeGlobalID('Pet', charting.petId) },
    }),
    rest: () => ({ service: 'main', method: 'GET', path: `/pets/${charting.petId}/medical-records/${MISSING_UUID}/file` }),
  },
  {
    name: "read a pet's results history (every clinic member)",
    allowed: EVERYONE,
    graphql: () => ({
      field: 'node',
      query: 'query ($id: ID!) { node(id: $id) { ... on Pet { resultsHistory(first: 5) { totalCount } } } }',
      variables: { id: encodeGlobalID('Pet', charting.petId) },
    }),
    rest: () => ({ service: 'main', method: 'GET', path: `/pets/${charting.petId}/results-history` }),
  },
  {
    name: 'read the orphaned lab results (every clinic member)',
    allowed: EVERYONE,
    graphql: () => ({ field: 'orphanedLabResults', query: 'query { orphanedLabResults(startDate: "2026-01-01", endDate: "2026-01-31", first: 5) { totalCount } }' }),
    rest: () => ({ service: 'main', method: 'GET', path: '/orphaned-results?start_date=2026-01-01&end_date=2026-01-31' }),
  },
  {
    name: 'read the SOAP templates (every clinic member)',
    allowed: EVERYONE,
    graphql: () => ({ field: 'soapTemplates', query: 'query { soapTemplates(status: ACTIVE) { id } }' }),
    rest: () => ({ service: 'main', method: 'GET', path: '/soap-templates?status=active' }),
  },
  // The SOAP templates (any clinic member), the canvas ('Add Visit'; finalize: a role
  // whose name contains 'vet' — the demo's Veterinarian, Veterinarian Technician and Veterinarian
  // Assistant, not Admin or Super Admin).
  {
    name: "read a visit's SOAP canvas (every clinic member)",
    allowed: EVERYONE,
    graphql: () => ({ field: 'node', query: 'query ($id: ID!) { node(id: $id) { ... on Visit { soapCanvas { id version } } } }', variables: { id: encodeGlobalID('Visit', charting.visitId) } }),
    rest: () => ({ service: 'main', method: 'GET', path: `/soap-canvases?visit_ids=${charting.visitId}` }),
  },
  {
    name: 'create a SOAP template (every clinic member)',
    allowed: EVERYONE,
    graphql: () => ({ field: 'createSoapTemplate', query: mutation('createSoapTemplate', 'CreateSoapTemplateInput'), variables: { input: { name: '', description: '', content: [] } } }),
    rest: () => ({ service: 'main', method: 'POST', path: '/soap-templates', body: { name: '' } }),
  },
  {
    name: 'update a SOAP template (every clinic member)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'updateSoapTemplate',
      query: mutation('updateSoapTemplate', 'UpdateSoapTemplateInput'),
      variables: { input: { code: 'TPL-MISSING0', name: 'x', description: 'x', content: [{ section: 'S', value: '' }], basedOnVersion: 1 } },
    }),
    rest: () => ({ service: 'main', method: 'PUT', path: '/soap-templates/TPL-MISSING0', body: { name: 'x', description: 'x', content: [{ section: 'S', value: '' }], based_on_version: 1 } }),
  },
  {
    name: "set a SOAP template's status (every clinic member)",
    allowed: EVERYONE,
    graphql: () => ({ field: 'setSoapTemplateStatus', query: mutation('setSoapTemplateStatus', 'SetSoapTemplateStatusInput'), variables: { input: { code: 'TPL-MISSING0', status: 'INACTIVE' } } }),
    rest: () => ({ service: 'main', method: 'PUT', path: '/soap-templates/TPL-MISSING0/status', body: { status: 'inactive' } }),
  },
  {
    name: 'delete a SOAP template (every clinic member)',
    allowed: EVERYONE,
    graphql: () => ({ field: 'deleteSoapTemplate', query: mutation('deleteSoapTemplate', 'DeleteSoapTemplateInput'), variables: { input: { code: 'TPL-MISSING0' } } }),
    rest: () => ({ service: 'main', method: 'DELETE', path: '/soap-templates/TPL-MISSING0' }),
  },
  {
    name: 'save a SOAP canvas note (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'saveSoapCanvas',
      query: mutation('saveSoapCanvas', 'SaveSoapCanvasInput'),
      variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID), templateCode: 'TPL-MISSING0', finalSoap: '', prompt: '' } },
    }),
    rest: () => ({ service: 'main', method: 'POST', path: `/visits/${MISSING_UUID}/soap-canvas`, body: { template_code: 'TPL-MISSING0' } }),
  },
  {
    name: 'update a SOAP canvas note (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'saveSoapCanvas',
      query: mutation('saveSoapCanvas', 'SaveSoapCanvasInput'),
      variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID), templateCode: 'TPL-MISSING0', finalSoap: '', prompt: '', basedOnVersion: 1 } },
    }),
    rest: () => ({ service: 'main', method: 'PUT', path: `/visits/${MISSING_UUID}/soap-canvas`, body: { template_code: 'TPL-MISSING0', based_on_version: 1 } }),
  },
  {
    name: 'generate a SOAP note (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'generateSoapNote',
      query: mutation('generateSoapNote', 'GenerateSoapNoteInput'),
      variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID), templateCode: 'TPL-MISSING0', triageText: 'too short' } },
    }),
    rest: () => ({ service: 'inventory', method: 'POST', path: '/ai/soap-note', body: {} }),
  },
  {
    name: "send a message in a SOAP canvas's chat (Add Visit)",
    allowed: EVERYONE,
    graphql: () => ({
      field: 'sendSoapCanvasChatMessage',
      query: mutation('sendSoapCanvasChatMessage', 'SendSoapCanvasChatMessageInput'),
      variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID), message: 'hello', basedOnVersion: 1 } },
    }),
    rest: () => ({ service: 'main', method: 'PUT', path: `/visits/${MISSING_UUID}/soap-canvas/chat`, body: { messages: [{ role: 'user', content: 'hello' }], based_on_version: 1 } }),
  },
  {
    name: "the canvas chat's AI answer (every clinic member)",
    allowed: EVERYONE,
    graphql: () => ({
      field: 'sendSoapCanvasChatMessage',
      query: mutation('sendSoapCanvasChatMessage', 'SendSoapCanvasChatMessageInput'),
      variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID), message: '', basedOnVersion: 1 } },
    }),
    rest: () => ({ service: 'inventory', method: 'POST', path: '/ai/canvas-chat', body: {} }),
  },
  {
    name: "finalize a SOAP canvas note (a role whose name contains 'vet')",
    allowed: ['vet', 'tech', 'assistant'],
    graphql: () => ({
      field: 'finalizeSoapCanvas',
      query: mutation('finalizeSoapCanvas', 'FinalizeSoapCanvasInput'),
      variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID), basedOnVersion: 1 } },
    }),
    rest: () => ({ service: 'main', method: 'POST', path: `/visits/${MISSING_UUID}/soap-canvas/finalize`, body: { based_on_version: 1 } }),
  },
  // Write-backs to the practice system (docs/write-back.md): read by every clinic member; retried with 'Add Visit'.
  {
    name: "read the clinic's write-backs (every clinic member)",
    allowed: EVERYONE,
    graphql: () => ({ field: 'practiceExports', query: 'query { practiceExports(first: 5) { totalCount edges { node { id state } } } }' }),
    rest: () => ({ service: 'main', method: 'GET', path: '/practice-exports' }),
  },
  {
    name: 'retry a failed write-back (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'retryPracticeExport',
      query: mutation('retryPracticeExport', 'RetryPracticeExportInput'),
      variables: { input: { practiceExportId: encodeGlobalID('PracticeExport', MISSING_UUID) } },
    }),
    rest: () => ({ service: 'main', method: 'POST', path: `/practice-exports/${MISSING_UUID}/retry`, body: {} }),
  },
  // FHIR exports from Settings (docs/fhir.md 'Exporting from Settings'): client admins and super admins only.
  {
    name: "list the clinic's FHIR exports (client admin or super admin)",
    allowed: ADMINS,
    graphql: () => ({ field: 'fhirExports', query: 'query { fhirExports { id state } }' }),
    rest: () => ({ service: 'main', method: 'GET', path: '/fhir-exports' }),
  },
  {
    name: 'start a FHIR export (client admin or super admin)',
    allowed: ADMINS,
    graphql: () => ({ field: 'startFhirExport', query: mutation('startFhirExport', 'StartFhirExportInput'), variables: { input: { petId: MISSING_PET } } }),
    rest: () => ({ service: 'main', method: 'POST', path: '/fhir-exports', body: { pet_id: MISSING_UUID } }),
  },
  {
    name: 'download a FHIR export (client admin or super admin)',
    allowed: ADMINS,
    graphql: () => ({ field: 'fhirExports', query: 'query { fhirExports { id downloadUrl } }' }),
    rest: () => ({ service: 'main', method: 'GET', path: `/fhir-exports/${MISSING_UUID}/file` }),
  },
  {
    name: 'verify a FHIR export against its manifest (client admin or super admin)',
    allowed: ADMINS,
    graphql: () => ({
      field: 'verifyFhirExport',
      query: mutation('verifyFhirExport', 'VerifyFhirExportInput'),
      variables: { input: { fhirExportId: encodeGlobalID('FhirExport', MISSING_UUID) } },
    }),
    rest: () => ({ service: 'main', method: 'POST', path: `/fhir-exports/${MISSING_UUID}/verify`, body: {} }),
  },
  // Follow-ups (docs/follow-ups.md): read by every clinic member; stopped with 'Add Visit'; the setting changed by admins.
  {
    name: "read a visit's estimate reminders (every clinic member)",
    allowed: EVERYONE,
    graphql: () => ({
      field: 'node',
      query: 'query ($id: ID!) { node(id: $id) { ... on Visit { estimateFollowUp { id remindersSent } } } }',
      variables: { id: encodeGlobalID('Visit', charting.visitId) },
    }),
    rest: () => ({ service: 'main', method: 'GET', path: `/follow-ups?visit_ids=${charting.visitId}` }),
  },
  {
    name: "stop an estimate's reminders (Add Visit)",
    allowed: EVERYONE,
    graphql: () => ({ field: 'stopFollowUp', query: mutation('stopFollowUp', 'StopFollowUpInput'), variables: { input: { followUpId: encodeGlobalID('FollowUp', MISSING_UUID) } } }),
    rest: () => ({ service: 'main', method: 'POST', path: `/follow-ups/${MISSING_UUID}/stop`, body: {} }),
  },
  {
    name: "read the clinic's reminder setting (every clinic member)",
    allowed: EVERYONE,
    graphql: (ids) => ({ field: 'node', query: 'query ($id: ID!) { node(id: $id) { ... on Clinic { followUpSettings { enabled intervalDays } } } }', variables: { id: ids.clinicGlobalId } }),
    rest: () => ({ service: 'main', method: 'GET', path: '/follow-up-settings' }),
  },
  {
    name: "change the clinic's reminder setting (client admin)",
    allowed: ADMINS,
    graphql: () => ({ field: 'saveFollowUpSettings', query: mutation('saveFollowUpSettings', 'SaveFollowUpSettingsInput'), variables: { input: { enabled: true, intervalDays: 0 } } }),
    rest: () => ({ service: 'main', method: 'POST', path: '/follow-up-settings', body: { enabled: true, interval_days: 0 } }),
  },
  // AI drafts: read with the visit; accepted with 'Add Visit', like every charting write.
  {
    name: "read a visit's AI drafts (every clinic member)",
    allowed: EVERYONE,
    graphql: () => ({ field: 'node', query: 'query ($id: ID!) { node(id: $id) { ... on Visit { aiDrafts { id status } } } }', variables: { id: encodeGlobalID('Visit', charting.visitId) } }),
    rest: () => ({ service: 'main', method: 'GET', path: `/ai-drafts?visit_ids=${charting.visitId}` }),
  },
  {
    name: 'accept an AI draft (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({ field: 'acceptAiDraft', query: mutation('acceptAiDraft', 'AcceptAiDraftInput'), variables: { input: { aiDraftId: encodeGlobalID('AiDraft', MISSING_UUID) } } }),
    rest: () => ({ service: 'main', method: 'POST', path: `/ai-drafts/${MISSING_UUID}/accept`, body: {} }),
  },
  {
    name: 'place a lab order (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({ field: 'placeLabOrder', query: mutation('placeLabOrder', 'PlaceLabOrderInput'), variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID), kind: 'ORDER' } } }),
    rest: () => ({ service: 'main', method: 'POST', path: `/visits/${MISSING_UUID}/lab-orders`, body: { kind: 'order' } }),
  },
  {
    name: "sync a visit's lab results (Add Visit)",
    allowed: EVERYONE,
    graphql: () => ({ field: 'syncLabResults', query: mutation('syncLabResults', 'SyncLabResultsInput'), variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID) } } }),
    rest: () => ({ service: 'main', method: 'POST', path: `/visits/${MISSING_UUID}/lab-results/sync`, body: {} }),
  },
  {
    name: "open a lab result's report (every clinic member)",
    allowed: EVERYONE,
    graphql: () => ({
      field: 'requestLabResultReport',
      query: mutation('requestLabResultReport', 'RequestLabResultReportInput'),
      variables: { input: { labResultId: encodeGlobalID('LabResult', MISSING_UUID) } },
    }),
    rest: () => ({ service: 'main', method: 'GET', path: `/lab-results/${MISSING_UUID}/report` }),
  },
  {
    name: 'assign an orphaned lab result to a visit (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'assignLabResult',
      query: mutation('assignLabResult', 'AssignLabResultInput'),
      variables: { input: { labResultId: encodeGlobalID('LabResult', MISSING_UUID), petId: MISSING_PET, visitId: encodeGlobalID('Visit', MISSING_UUID) } },
    }),
    rest: () => ({ service: 'main', method: 'POST', path: `/lab-results/${MISSING_UUID}/assign`, body: { visit_id: MISSING_UUID, pet_id: MISSING_UUID } }),
  },
  {
    name: 'unassign a lab result (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({ field: 'unassignLabResult', query: mutation('unassignLabResult', 'UnassignLabResultInput'), variables: { input: { labResultId: encodeGlobalID('LabResult', MISSING_UUID) } } }),
    rest: () => ({ service: 'main', method: 'POST', path: `/lab-results/${MISSING_UUID}/unassign`, body: {} }),
  },
  {
    name: 'enter an in-house test result (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'saveInHouseTestResult',
      query: mutation('saveInHouseTestResult', 'SaveInHouseTestResultInput'),
      variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID), planItemId: MISSING_UUID, testDate: '2026-01-01', resultDate: '2026-01-01', result: '', comment: '' } },
    }),
    rest: () => ({ service: 'main', method: 'POST', path: `/visits/${MISSING_UUID}/inhouse-results`, body: { plan_item_id: MISSING_UUID, result: '', comment: '' } }),
  },
  {
    name: 'update an in-house test result (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'saveInHouseTestResult',
      query: mutation('saveInHouseTestResult', 'SaveInHouseTestResultInput'),
      variables: {
        input: {
          visitId: encodeGlobalID('Visit', MISSING_UUID),
          id: encodeGlobalID('InHouseTestResult', `${MISSING_UUID}:${MISSING_UUID}`),
          basedOnVersion: 1,
          planItemId: MISSING_UUID,
          testDate: '2026-01-01',
          resultDate: '2026-01-01',
          result: '',
          comment: '',
        },
      },
    }),
    rest: () => ({ service: 'main', method: 'PUT', path: `/inhouse-results/${MISSING_UUID}`, body: { plan_item_id: MISSING_UUID, result: '', comment: '', based_on_version: 1 } }),
  },
  {
    name: 'comment on a diagnostic or a service of the results step (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'saveResultComment',
      query: mutation('saveResultComment', 'SaveResultCommentInput'),
      variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID), kind: 'SERVICE', itemCode: '', comments: '' } },
    }),
    rest: () => ({ service: 'main', method: 'PUT', path: `/visits/${MISSING_UUID}/result-comments`, body: { kind: 'service', item_code: '' } }),
  },
  {
    name: 'save a treatment result (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'saveTreatmentResult',
      query: mutation('saveTreatmentResult', 'SaveTreatmentResultInput'),
      variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID), result: {} } },
    }),
    rest: () => ({ service: 'main', method: 'POST', path: `/visits/${MISSING_UUID}/treatment-result`, body: { result: {} } }),
  },
  {
    name: 'update a treatment result (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'saveTreatmentResult',
      query: mutation('saveTreatmentResult', 'SaveTreatmentResultInput'),
      variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID), basedOnVersion: 1, result: {} } },
    }),
    rest: () => ({ service: 'main', method: 'PUT', path: `/visits/${MISSING_UUID}/treatment-result`, body: { result: {}, based_on_version: 1 } }),
  },
  {
    name: 'write a treatment result back to the practice system (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'writeBackTreatmentResult',
      query: mutation('writeBackTreatmentResult', 'WriteBackTreatmentResultInput'),
      variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID), templateCode: '' } },
    }),
    rest: () => ({ service: 'main', method: 'POST', path: `/visits/${MISSING_UUID}/treatment-result/write-back`, body: { template_code: '' } }),
  },
  {
    name: 'read treatment plans and signed plans (every clinic member)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'node',
      query: 'query ($id: ID!) { node(id: $id) { ... on Visit { treatmentPlan { id } signedTreatmentPlan { id } summariesAvailable } } }',
      variables: { id: encodeGlobalID('Visit', charting.visitId) },
    }),
    rest: () => ({ service: 'main', method: 'GET', path: `/signed-treatment-plans?visit_ids=${charting.visitId}` }),
  },
  {
    name: 'open an estimate link and approve through it (the token is the credential: anyone)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'approveTreatmentPlanEstimate',
      query: mutation('approveTreatmentPlanEstimate', 'ApproveTreatmentPlanEstimateInput'),
      variables: { input: { token: 'no-such-token', planVersion: 1, signaturePng: 'data:image/png;base64,', decisions: [] } },
    }),
    rest: () => ({ service: 'main', method: 'GET', path: '/treatment-plan-estimate?token=no-such-token' }),
  },
  {
    name: "keep the pet parent's per-row choices on an estimate link (issue 27; the token is the credential: anyone)",
    allowed: EVERYONE,
    graphql: () => ({
      field: 'saveTreatmentPlanEstimateChoices',
      query: mutation('saveTreatmentPlanEstimateChoices', 'SaveTreatmentPlanEstimateChoicesInput'),
      variables: { input: { token: 'no-such-token', planVersion: 1, decisions: [] } },
    }),
    rest: () => ({ service: 'main', method: 'POST', path: '/treatment-plan-estimate/choices', body: { token: 'no-such-token', plan_version: 1, decisions: [] } }),
  },
  {
    name: "read the clinic's consent forms and a visit's consents (every clinic member)",
    allowed: EVERYONE,
    graphql: () => ({
      field: 'node',
      query: 'query ($id: ID!) { node(id: $id) { ... on Visit { consents { state } } } }',
      variables: { id: encodeGlobalID('Visit', charting.visitId) },
    }),
    rest: () => ({ service: 'main', method: 'GET', path: `/visit-consents?visit_ids=${charting.visitId}` }),
  },
  {
    name: "list the clinic's consent forms (every clinic member)",
    allowed: EVERYONE,
    graphql: () => ({ field: 'consentForms', query: 'query { consentForms { totalCount } }' }),
    rest: () => ({ service: 'main', method: 'GET', path: '/consent-forms' }),
  },
  {
    name: 'open a consent link (the token is the credential: anyone)',
    allowed: EVERYONE,
    graphql: () => ({ field: 'consentLink', query: 'query { consentLink(token: "no-such-token") { __typename ... on Error { message } } }' }),
    rest: () => ({ service: 'main', method: 'GET', path: '/consent-link?token=no-such-token' }),
  },
  {
    name: 'sign a consent through its link (the token is the credential: anyone)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'signConsentLink',
      query: mutation('signConsentLink', 'SignConsentLinkInput'),
      variables: { input: { token: 'no-such-token', formVersion: 1, signerName: 'Probe', signaturePng: 'data:image/png;base64,' } },
    }),
    rest: () => ({ service: 'main', method: 'POST', path: '/consent-link/sign', body: { token: 'no-such-token' } }),
  },
  {
    name: 'open a subjective form link (the token is the credential: anyone)',
    allowed: EVERYONE,
    graphql: () => ({ field: 'subjectiveForm', query: 'query { subjectiveForm(token: "no-such-token") { __typename ... on Error { message } } }' }),
    rest: () => ({ service: 'main', method: 'GET', path: '/subjective-form?token=no-such-token' }),
  },
  {
    name: 'submit a subjective form through its link (the token is the credential: anyone)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'submitSubjectiveForm',
      query: mutation('submitSubjectiveForm', 'SubmitSubjectiveFormInput'),
      variables: { input: { token: 'no-such-token', signaturePng: 'data:image/png;base64,', chiefComplaint: {}, reasonForConsultation: {} } },
    }),
    rest: () => ({ service: 'main', method: 'POST', path: '/subjective-form/submit', body: { token: 'no-such-token' } }),
  },
  {
    name: 'read the exam, status logs and modification reasons, and whether a PIN is set (every clinic member)',
    allowed: EVERYONE,
    graphql: () => ({ field: 'veterinaryPin', query: 'query { veterinaryPin { isSet } }' }),
    rest: () => ({ service: 'main', method: 'GET', path: `/objective-notes?visit_ids=${MISSING_UUID}` }),
  },
  {
    name: "set a Veterinary PIN (Lock Visit Note: veterinarians and admins)",
    allowed: ['superadmin', 'admin', 'vet'],
    graphql: () => ({ field: 'setVeterinaryPin', query: mutation('setVeterinaryPin', 'SetVeterinaryPinInput'), variables: { input: { pin: '' } } }),
    rest: () => ({ service: 'auth', method: 'PUT', path: '/me/veterinary-pin', body: { pin: '' } }),
  },
  {
    name: 'lock a visit: the PIN check (Lock Visit Note)',
    allowed: ['superadmin', 'admin', 'vet'],
    graphql: () => ({ field: 'lockVisit', query: mutation('lockVisit', 'LockVisitInput'), variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID), pin: '1234' } } }),
    rest: () => ({ service: 'auth', method: 'POST', path: '/me/veterinary-pin/lock-proof', body: {} }),
  },
  {
    name: 'lock a visit: the lock (Lock Visit Note)',
    allowed: ['superadmin', 'admin', 'vet'],
    graphql: () => ({ field: 'lockVisit', query: mutation('lockVisit', 'LockVisitInput'), variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID), pin: '1234' } } }),
    rest: () => ({ service: 'main', method: 'POST', path: `/visits/${MISSING_UUID}/lock`, body: {} }),
  },
  {
    name: "read a pet's vaccination and other reminders (a clinic member)",
    allowed: EVERYONE,
    graphql: () => ({
      field: 'node',
      query: `query ($id: ID!) { node(id: $id) { ... on Pet { vaccinationReminders { totalCount } otherReminders { totalCount } } } }`,
      variables: { id: encodeGlobalID('Pet', reminderProbe.petId) },
    }),
    rest: () => ({ service: 'main', method: 'GET', path: `/vaccination-reminders?pet_ids=${reminderProbe.petId}` }),
  },
  ...(
    [
      ['VaccinationReminder', 'vaccination-reminders', 'a vaccination', { categoryId: '', vaccineTypeId: '', vaccineId: '', manufacturerId: '', lotNumber: '', givenDate: '', expirationDate: '', reminderDate: '' }],
      ['OtherReminder', 'other-reminders', 'an other', { reminder: '', date: '', lastGivenDate: '' }],
    ] as const
  ).flatMap(([type, path, label, emptyFields]): Action[] => {
    const visitId = encodeGlobalID('Visit', MISSING_UUID);
    return [
      {
        name: `add ${label} reminder (Add Visit)`,
        allowed: EVERYONE,
        graphql: () => ({ field: `add${type}`, query: mutation(`add${type}`, `Add${type}Input`), variables: { input: { petId: MISSING_PET, visitId, ...emptyFields } } }),
        rest: () => ({ service: 'main', method: 'POST', path: `/${path}`, body: {} }),
      },
      {
        name: `edit ${label} reminder (Add Visit)`,
        allowed: EVERYONE,
        graphql: () => ({
          field: `update${type}`,
          query: mutation(`update${type}`, `Update${type}Input`),
          variables: { input: { id: encodeGlobalID(type, MISSING_UUID), basedOnVersion: 1, visitId, ...emptyFields } },
        }),
        rest: () => ({ service: 'main', method: 'PATCH', path: `/${path}/${MISSING_UUID}`, body: {} }),
      },
      {
        name: `delete ${label} reminder (Add Visit)`,
        allowed: EVERYONE,
        graphql: () => ({ field: `delete${type}`, query: mutation(`delete${type}`, `Delete${type}Input`), variables: { input: { id: encodeGlobalID(type, MISSING_UUID), visitId } } }),
        rest: () => ({ service: 'main', method: 'DELETE', path: `/${path}/${MISSING_UUID}?visit_id=${MISSING_UUID}` }),
      },
    ];
  }),
  {
    name: 'read the SOAP cases (every signed-in member)',
    allowed: EVERYONE,
    graphql: () => ({ field: 'soapCases', query: 'query { soapCases { caseId } }' }),
    rest: () => ({ service: 'main', method: 'GET', path: '/soap-cases' }),
  },
  {
    name: "read a visit's subjective note and vitals (every signed-in member)",
    allowed: EVERYONE,
    graphql: () => ({
      field: 'node',
      query: 'query ($id: ID!) { node(id: $id) { ... on Visit { subjectiveNote { id version } vitals { id version } } } }',
      variables: { id: encodeGlobalID('Visit', charting.visitId) },
    }),
    rest: () => ({ service: 'main', method: 'GET', path: `/visits/${charting.visitId}/subjective` }),
  },
  {
    name: "read a pet's vitals trend (every signed-in member)",
    allowed: EVERYONE,
    graphql: () => ({
      field: 'node',
      query: 'query ($id: ID!) { node(id: $id) { ... on Pet { vitalsHistory(first: 5) { totalCount } } } }',
      variables: { id: encodeGlobalID('Pet', charting.petId) },
    }),
    rest: () => ({ service: 'main', method: 'GET', path: `/vitals?pet_id=${charting.petId}` }),
  },
  {
    name: 'save a subjective note (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'saveSubjectiveNote',
      query: mutation('saveSubjectiveNote', 'SaveSubjectiveNoteInput'),
      variables: { input: { visitId: encodeGlobalID('Visit', charting.visitId), basedOnVersion: 1, chiefComplaint: {}, reasonForConsultation: {} } },
    }),
    rest: () => ({ service: 'main', method: 'PUT', path: `/subjective/${charting.visitId}`, body: { subjective_note: {} } }),
  },
  {
    name: 'save vitals (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({
      field: 'saveVitals',
      query: mutation('saveVitals', 'SaveVitalsInput'),
      variables: { input: { visitId: encodeGlobalID('Visit', charting.visitId), weight: { value: -1, unit: 'lbs' } } },
    }),
    rest: () => ({ service: 'main', method: 'PUT', path: `/visits/${charting.visitId}/vitals`, body: {} }),
  },
  {
    // Reading: refused as 'Summary not available for this visit' (the visit is in progress), nothing issued.
    name: "download a visit's document (every signed-in member)",
    allowed: EVERYONE,
    graphql: () => ({
      field: 'createVisitDocumentLink',
      query: mutation('createVisitDocumentLink', 'CreateVisitDocumentLinkInput'),
      variables: { input: { visitId: encodeGlobalID('Visit', charting.visitId), kind: 'SOAP_NOTE' } },
    }),
    rest: () => ({ service: 'main', method: 'POST', path: `/visits/${charting.visitId}/document-links`, body: {} }),
  },
];

/**
 * The AI engine, for the demo roles and 'inviter' (a clinic member whose role holds
 * only 'Invite User', so not 'Add Visit'). Allowed calls are sent blank or for a missing row, so
 * they answer a validation or not-found error and nothing changes; the Smart Recommendations
 * toggle is sent 'on', which it is already (the default).
 */
const AI_ACTIONS: { name: string; allowed: Giver[]; graphql: Action['graphql']; rest: Action['rest']; answers?: number[] }[] = [
  {
    name: 'read the AI status (every signed-in member)',
    allowed: [...EVERYONE, 'inviter'],
    graphql: () => ({ field: 'aiStatus', query: 'query { aiStatus { provider dictationAvailable } }' }),
    rest: () => ({ service: 'inventory', method: 'GET', path: '/ai/status' }),
  },
  {
    name: 'read the AI settings (every signed-in member)',
    allowed: [...EVERYONE, 'inviter'],
    graphql: () => ({ field: 'aiSettings', query: 'query { aiSettings { smartRecommendations } }' }),
    rest: () => ({ service: 'inventory', method: 'GET', path: '/ai/settings' }),
  },
  {
    name: 'turn Smart Recommendations on or off (Add Visit)',
    allowed: EVERYONE,
    graphql: () => ({ field: 'setSmartRecommendations', query: mutation('setSmartRecommendations', 'SetSmartRecommendationsInput'), variables: { input: { enabled: true } } }),
    rest: () => ({ service: 'inventory', method: 'PUT', path: '/ai/settings', body: { smart_recommendations: 'sometimes' } }),
  },
  {
    name: 'clean up a text with the AI (every signed-in member)',
    allowed: [...EVERYONE, 'inviter'],
    graphql: () => ({ field: 'cleanUpText', query: mutation('cleanUpText', 'CleanUpTextInput'), variables: { input: { text: ' ' } } }),
    rest: () => ({ service: 'inventory', method: 'POST', path: '/ai/clean-up', body: { text: ' ' } }),
  },
  {
    name: 're-write texts with the AI (every signed-in member)',
    allowed: [...EVERYONE, 'inviter'],
    graphql: () => ({ field: 'rewriteTexts', query: mutation('rewriteTexts', 'RewriteTextsInput'), variables: { input: { texts: [] } } }),
    rest: () => ({ service: 'inventory', method: 'POST', path: '/ai/rewrite', body: { texts: [] } }),
  },
  {
    name: 'read triage notes with the AI (every signed-in member)',
    allowed: [...EVERYONE, 'inviter'],
    graphql: () => ({ field: 'analyzeTriageNotes', query: mutation('analyzeTriageNotes', 'AnalyzeTriageNotesInput'), variables: { input: { text: '' } } }),
    rest: () => ({ service: 'inventory', method: 'POST', path: '/ai/triage', body: { query: '' } }),
  },
  {
    name: 'dictate (every signed-in member)',
    allowed: [...EVERYONE, 'inviter'],
    graphql: () => ({ field: 'transcribeAudio', query: mutation('transcribeAudio', 'TranscribeAudioInput'), variables: { input: { dataUri: 'data:text/plain;base64,AA==' } } }),
    rest: () => ({ service: 'inventory', method: 'POST', path: '/ai/transcribe', body: { data_uri: 'data:text/plain;base64,AA==' } }),
    // The test product runs the rules engine without a speech model: a member is told so (503).
    answers: [503],
  },
  {
    name: 'read the physical exam from observations (every signed-in member)',
    allowed: [...EVERYONE, 'inviter'],
    graphql: () => ({
      field: 'physicalExamFromObservations',
      query: mutation('physicalExamFromObservations', 'PhysicalExamFromObservationsInput'),
      variables: { input: { visitId: encodeGlobalID('Visit', MISSING_UUID), observations: 'Heart normal.' } },
    }),
    rest: () => ({ service: 'inventory', method: 'POST', path: '/ai/physical-exam', body: { observations: '' } }),
  },
  {
    name: "read a visit's AI recommendations (every signed-in member)",
    allowed: [...EVERYONE, 'inviter'],
    graphql: () => ({
      field: 'node',
      query: 'query ($id: ID!) { node(id: $id) { ... on Visit { aiRecommendations { enabled } } } }',
      variables: { id: encodeGlobalID('Visit', charting.visitId) },
    }),
    rest: () => ({ service: 'inventory', method: 'POST', path: '/ai/recommendations', body: { main_cases: 'x' } }),
  },
  {
    name: "read a pet's medical history summary (every signed-in member)",
    allowed: [...EVERYONE, 'inviter'],
    graphql: () => ({
      field: 'node',
      query: 'query ($id: ID!) { node(id: $id) { ... on Pet { medicalHistorySummary { isEmpty } } } }',
      variables: { id: encodeGlobalID('Pet', charting.petId) },
    }),
    rest: () => ({ service: 'main', method: 'GET', path: `/pets/${charting.petId}/medical-history-summary` }),
  },
  {
    name: 'list the AI Knowledge Base (super admin)',
    allowed: ['superadmin'],
    graphql: () => ({ field: 'aiKnowledgeBaseEntries', query: 'query { aiKnowledgeBaseEntries(first: 1) { totalCount } }' }),
    rest: () => ({ service: 'inventory', method: 'GET', path: '/ai/embed' }),
  },
  {
    name: 'add an AI Knowledge Base entry (super admin)',
    allowed: ['superadmin'],
    graphql: () => ({ field: 'createAiKnowledgeBaseEntry', query: mutation('createAiKnowledgeBaseEntry', 'CreateAiKnowledgeBaseEntryInput'), variables: { input: { content: '', text: '' } } }),
    rest: () => ({ service: 'inventory', method: 'POST', path: '/ai/embed', body: { content: '', text: '' } }),
  },
  {
    name: 'edit an AI Knowledge Base entry (super admin)',
    allowed: ['superadmin'],
    graphql: () => ({
      field: 'updateAiKnowledgeBaseEntry',
      query: mutation('updateAiKnowledgeBaseEntry', 'UpdateAiKnowledgeBaseEntryInput'),
      variables: { input: { id: encodeGlobalID('AiKnowledgeBaseEntry', MISSING_UUID), content: 'Itching', text: 'Consider a flea comb.' } },
    }),
    rest: () => ({ service: 'inventory', method: 'PATCH', path: `/ai/embed/${MISSING_UUID}`, body: { content: 'Itching', text: 'Consider a flea comb.' } }),
  },
  {
    name: 'delete an AI Knowledge Base entry (super admin)',
    allowed: ['superadmin'],
    graphql: () => ({
      field: 'deleteAiKnowledgeBaseEntry',
      query: mutation('deleteAiKnowledgeBaseEntry', 'DeleteAiKnowledgeBaseEntryInput'),
      variables: { input: { id: encodeGlobalID('AiKnowledgeBaseEntry', MISSING_UUID) } },
    }),
    rest: () => ({ service: 'inventory', method: 'DELETE', path: `/ai/embed/${MISSING_UUID}` }),
  },
];

/**
 * Subscriptions and payments (spec 000 section 6 'Manage Subscriptions: super admin or
 * client admin'): every member reads the subscription (the web decides from it whether to show the
 * checkout or the notice); client admins and super admins pay, set the billing card, cancel and see
 * the payments. Demo Animal Hospital's subscription is active and already set to cancel at period
 * end (setUpBilling), so an allowed checkout (sent with an unknown interval) answers a validation
 * error, an allowed cancel a conflict, and billing details sent blank a validation error. An
 * allowed card set-up starts a setup intent nobody confirms: it charges nothing and changes no
 * subscription, card or payment (the snapshot below holds those).
 */
const BILLING_ACTIONS: { name: string; allowed: Giver[]; graphql: Action['graphql']; rest: Action['rest'] }[] = [
  {
    name: 'read the subscription (every signed-in member)',
    allowed: [...EVERYONE, 'inviter'],
    graphql: () => ({ field: 'subscription', query: 'query { subscription { status canCancel } }' }),
    rest: () => ({ service: 'billing', method: 'GET', path: '/subscription' }),
  },
  {
    name: 'see the payments (Manage Subscriptions)',
    allowed: ADMINS,
    graphql: () => ({ field: 'payments', query: 'query { payments(first: 1) { totalCount } }' }),
    rest: () => ({ service: 'billing', method: 'GET', path: '/payments' }),
  },
  {
    name: 'start the subscription checkout (Manage Subscriptions)',
    allowed: ADMINS,
    graphql: () => ({
      field: 'startSubscriptionCheckout',
      query: mutation('startSubscriptionCheckout', 'StartSubscriptionCheckoutInput'),
      variables: { input: { interval: 'week' } },
    }),
    rest: () => ({ service: 'billing', method: 'POST', path: '/subscription/checkout', body: { interval: 'week' } }),
  },
  {
    name: 'start a billing card set-up (Hospital Settings)',
    allowed: ADMINS,
    graphql: () => ({ field: 'startBillingCardSetup', query: mutation('startBillingCardSetup', 'StartBillingCardSetupInput'), variables: { input: {} } }),
    rest: () => ({ service: 'billing', method: 'POST', path: '/subscription/billing-card', body: {} }),
  },
  {
    name: 'save the billing details (Hospital Settings)',
    allowed: ADMINS,
    graphql: () => ({
      field: 'saveBillingDetails',
      query: mutation('saveBillingDetails', 'SaveBillingDetailsInput'),
      variables: { input: { setupClientSecret: '', addressLine1: '', addressLine2: '', city: '', state: '', zip: '' } },
    }),
    rest: () => ({ service: 'billing', method: 'PUT', path: '/subscription/billing-details', body: {} }),
  },
  {
    name: 'cancel the subscription (Manage Subscriptions)',
    allowed: ADMINS,
    graphql: () => ({ field: 'cancelSubscription', query: mutation('cancelSubscription', 'CancelSubscriptionInput'), variables: { input: {} } }),
    rest: () => ({ service: 'billing', method: 'POST', path: '/subscription/cancel', body: {} }),
  },
];

/** A pet of the demo clinic whose reminders the read probe lists (set once the gateway runs). */
const reminderProbe = { petId: '' };

/** A visit with a subjective note and vitals (made before the snapshot), for the charting rows. */
const charting = { petId: '', visitId: '' };
/** A SOAP template of the demo clinic, for the treatment result preview. */
const resultsProbe = { templateId: '' };

/** The demo roles, plus 'inviter': someone whose custom role holds only 'Invite User' (set up below). */
type Giver = Role | 'inviter';
const GIVERS: Giver[] = [...ROLES, 'inviter'];

interface GrantIds {
  organizationId: string;
  organizationCode: string;
  clinicId: string;
  clinicGlobalId: string;
  vetId: string;
  vetGlobalId: string;
  /** Global and raw ids of the roles that may be given, by name. */
  roles: Record<'Super Admin' | 'Admin' | 'veterinarian' | 'Front Desk' | 'Records Clerk', { globalId: string; id: string }>;
  /** A permission a super admin added after the catalogue was shipped: the Admin role does not hold it. */
  exportRecords: { globalId: string; id: string };
  inviteUser: { globalId: string; id: string };
  /** Each giver's own user id, for changing one's own role. */
  self: Record<Giver, { globalId: string; id: string; roleName: string }>;
}

interface GrantAction {
  name: string;
  allowed: Giver[];
  graphql: (ids: GrantIds, giver: Giver) => { field: string; query: string; variables?: Record<string, unknown> };
  rest: (ids: GrantIds, giver: Giver) => { service: keyof UpstreamUrls; method: string; path: string; body?: unknown };
}

/** An invitation that is valid except that its address is taken: allowed, it answers a conflict and invites nobody. */
function inviteWithRole(role: keyof GrantIds['roles']): Pick<GrantAction, 'graphql' | 'rest'> {
  const person = { firstName: 'Taken', lastName: 'Address', email: 'vet@demo.vet', phone: '5125550199' };
  return {
    graphql: (ids) => ({
      field: 'inviteUsers',
      query: mutation('inviteUsers', 'InviteUsersInput'),
      variables: { input: { users: [{ ...person, roleId: ids.roles[role].globalId, clinicId: ids.clinicGlobalId }] } },
    }),
    rest: (ids) => ({
      service: 'auth',
      method: 'POST',
      path: `/user/invite/${ids.organizationCode}`,
      body: { users: [{ first_name: person.firstName, last_name: person.lastName, email: person.email, phone: person.phone, role_id: ids.roles[role].id, clinic_id: ids.clinicId }] },
    }),
  };
}

/** A new role under a name that is taken: allowed, it answers a conflict and creates nothing. */
function createRoleWith(permission: (ids: GrantIds) => { globalId: string; id: string }): Pick<GrantAction, 'graphql' | 'rest'> {
  return {
    graphql: (ids) => ({
      field: 'createRole',
      query: mutation('createRole', 'CreateRoleInput'),
      variables: { input: { name: 'veterinarian', permissionIds: [permission(ids).globalId] } },
    }),
    rest: (ids) => ({ service: 'auth', method: 'POST', path: '/roles', body: { roleName: 'veterinarian', actions: [permission(ids).id], orgId: ids.organizationId } }),
  };
}

const GRANT_ACTIONS: GrantAction[] = [
  { name: 'invite someone as Admin (client admin or super admin only)', allowed: ADMINS, ...inviteWithRole('Admin') },
  { name: 'invite someone as Super Admin (super admin only)', allowed: ['superadmin'], ...inviteWithRole('Super Admin') },
  { name: 'invite someone as veterinarian (a role with permissions the inviter lacks)', allowed: ADMINS, ...inviteWithRole('veterinarian') },
  { name: "invite someone with the inviter's own role (only 'Invite User')", allowed: [...ADMINS, 'inviter'], ...inviteWithRole('Front Desk') },
  { name: 'invite someone with a role holding a permission only the super admin holds', allowed: ['superadmin'], ...inviteWithRole('Records Clerk') },
  {
    name: 'give another user the Admin role (client admin or super admin only)',
    allowed: ADMINS,
    graphql: (ids) => ({
      field: 'updateUser',
      query: mutation('updateUser', 'UpdateUserInput'),
      variables: { input: { id: ids.vetGlobalId, firstName: '', lastName: '', phone: '', roleId: ids.roles.Admin.globalId, clinicId: ids.clinicGlobalId } },
    }),
    rest: (ids) => ({ service: 'auth', method: 'PUT', path: '/user', body: { id: ids.vetId, first_name: '', role_id: ids.roles.Admin.id } }),
  },
  {
    // Valid input: refused for everyone, whoever they are.
    name: "change one's own role (nobody)",
    allowed: [],
    graphql: (ids, giver) => {
      const other = ids.self[giver].roleName === 'Front Desk' ? ids.roles.veterinarian : ids.roles['Front Desk'];
      return {
        field: 'updateUser',
        query: mutation('updateUser', 'UpdateUserInput'),
        variables: { input: { id: ids.self[giver].globalId, firstName: 'Self', lastName: 'Promoted', phone: '5125550100', roleId: other.globalId, clinicId: ids.clinicGlobalId } },
      };
    },
    rest: (ids, giver) => {
      const other = ids.self[giver].roleName === 'Front Desk' ? ids.roles.veterinarian : ids.roles['Front Desk'];
      return {
        service: 'auth',
        method: 'PUT',
        path: '/user',
        body: { id: ids.self[giver].id, first_name: 'Self', last_name: 'Promoted', phone: '5125550100', role_id: other.id, clinic_id: ids.clinicId },
      };
    },
  },
  { name: 'create a role with a permission the creator does not hold', allowed: ['superadmin'], ...createRoleWith((ids) => ids.exportRecords) },
  {
    name: "create a role with a permission the creator holds ('Invite User')",
    allowed: ADMINS,
    ...createRoleWith((ids) => ids.inviteUser),
  },
];

/** The roles each giver is offered in the invite and edit forms; null: refused. */
const ASSIGNABLE: Record<Giver, string[] | null> = {
  superadmin: ['Super Admin', 'Admin', 'veterinarian', 'veterinarian-technician', 'veterinarian-assistant', 'Front Desk', 'Records Clerk'],
  admin: ['Admin', 'veterinarian', 'veterinarian-technician', 'veterinarian-assistant', 'Front Desk'],
  inviter: ['Front Desk'],
  vet: null,
  tech: null,
  assistant: null,
};

let gateway: TestGateway;
let ids: Ids;
let grantIds: GrantIds;
let before: unknown;

/** What the actions could change: people, memberships, roles, permissions, clinics, lists, connections, files, settings. */
async function snapshot() {
  const [counts] = await gateway.db.query(
    `SELECT (SELECT count(*) FROM auth.users)::int AS users,
            (SELECT count(*) FROM auth.user_organizations WHERE removed_at IS NULL)::int AS memberships,
            (SELECT count(*) FROM auth.roles)::int AS roles,
            (SELECT count(*) FROM auth.permissions)::int AS permissions,
            (SELECT count(*) FROM inventory.species)::int AS species,
            (SELECT count(*) FROM inventory.medications)::int AS medications,
            (SELECT count(*) FROM inventory.treatments)::int AS treatments,
            (SELECT count(*) FROM inventory.services)::int AS services,
            (SELECT count(*) FROM thirdparty.connections)::int AS connections,
            (SELECT count(*) FROM main.files)::int AS files,
            (SELECT count(*) FROM main.appointment_settings)::int AS appointment_settings,
            (SELECT count(*) FROM main.pets)::int AS pets,
            (SELECT count(*) FROM main.pet_parents)::int AS pet_parents,
            (SELECT count(*) FROM main.pets WHERE deleted_at IS NOT NULL)::int AS deleted_pets,
            (SELECT count(*) FROM main.visits)::int AS visits,
            (SELECT count(*) FROM main.objective_notes)::int AS objective_notes,
            (SELECT count(*) FROM main.treatment_plans)::int AS treatment_plans,
            (SELECT count(*) FROM main.signed_treatment_plans)::int AS signed_treatment_plans,
            (SELECT count(*) FROM main.treatment_plan_links)::int AS treatment_plan_links,
            (SELECT count(*) FROM main.document_links)::int AS document_links,
            (SELECT count(*) FROM main.lab_orders)::int AS lab_orders,
            (SELECT count(*) FROM main.lab_results WHERE visit_id IS NOT NULL)::int AS assigned_lab_results,
            (SELECT count(*) FROM main.inhouse_results)::int AS inhouse_results,
            (SELECT count(*) FROM main.result_comments)::int AS result_comments,
            (SELECT count(*) FROM main.treatment_results)::int AS treatment_results,
            (SELECT count(*) FROM main.visits WHERE is_locked)::int AS locked_visits,
            (SELECT count(*) FROM auth.veterinary_pins)::int AS veterinary_pins,
            (SELECT coalesce(sum(version), 0) FROM main.subjective_notes)::int AS subjective_note_versions,
            (SELECT coalesce(sum(version), 0) FROM main.vitals)::int AS vitals_versions`,
  );
  const clinics = await gateway.db.query(`SELECT clinic_code, name, email, phone, avatar FROM auth.clinics ORDER BY clinic_code`);
  const people = await gateway.db.query(`SELECT email, first_name, last_name, is_active FROM auth.users ORDER BY email`);
  const billing = await gateway.db.query(
    `SELECT organization_id, status, interval, amount_cents, cancel_at_period_end, current_period_end, provider_subscription_id, payment_method, billing_address,
            (SELECT count(*) FROM billing.payments p WHERE p.organization_id = s.organization_id)::int AS payments,
            (SELECT count(*) FROM billing.sandbox_intents i WHERE i.kind = 'payment' AND i.customer = s.provider_customer_id)::int AS payment_intents
       FROM billing.subscriptions s ORDER BY organization_id`,
  );
  return { counts, clinics, people, billing };
}
const tokens = new Map<Giver, string>();

const ok = <T>(result: { data?: any; errors?: unknown }, field: string, typename: string): T => {
  expect(result.errors, field).toBeUndefined();
  expect(result.data[field].__typename, `${field}: ${JSON.stringify(result.data[field])}`).toBe(typename);
  return result.data[field];
};

/**
 * The probe's set-up, through the product: the super admin adds a permission the Admin role does
 * not hold and a role with it ('Records Clerk'); the admin creates 'Front Desk' holding only
 * 'Invite User' and invites someone with it, who completes the invitation and signs in.
 */
async function setUpGivers(): Promise<void> {
  const superToken = tokens.get('superadmin')!;
  const adminToken = tokens.get('admin')!;
  const permission = ok<any>(
    await gateway.execute(mutation('createPermission', 'CreatePermissionInput', '__typename ... on CreatePermissionSuccess { permission { id } }'), { input: { module: 'Records', name: 'Export Records' } }, superToken),
    'createPermission',
    'CreatePermissionSuccess',
  ).permission;
  const catalogue = await gateway.execute(`query { permissionModules(first: 50) { edges { node { permissions { id name } } } } }`, {}, adminToken);
  const inviteUser = catalogue.data.permissionModules.edges
    .flatMap((edge: any) => edge.node.permissions)
    .find((candidate: { name: string }) => candidate.name === 'Invite User');
  const createRole = (name: string, permissionId: string, token: string) =>
    gateway.execute(mutation('createRole', 'CreateRoleInput', '__typename ... on CreateRoleSuccess { role { id } }'), { input: { name, permissionIds: [permissionId] } }, token);
  ok(await createRole('Records Clerk', permission.id, superToken), 'createRole', 'CreateRoleSuccess');
  const frontDesk = ok<any>(await createRole('Front Desk', inviteUser.id, adminToken), 'createRole', 'CreateRoleSuccess').role;

  const invited = await gateway.execute(
    mutation('inviteUsers', 'InviteUsersInput'),
    { input: { users: [{ firstName: 'Frankie', lastName: 'Desk', email: 'frontdesk@demo.vet', phone: '5125550177', roleId: frontDesk.id, clinicId: ids.clinicGlobalId }] } },
    adminToken,
  );
  ok(invited, 'inviteUsers', 'InviteUsersSuccess');
  const [mail] = await listOutbox(gateway.db, { to: 'frontdesk@demo.vet' });
  const link = new URL(mail!.links.find((candidate) => candidate.includes('/invite/'))!);
  const completed = await gateway.execute(
    mutation('completeInvite', 'CompleteInviteInput'),
    {
      input: {
        orgCode: link.searchParams.get('code'), id: link.searchParams.get('id'), token: link.pathname.split('/invite/')[1],
        firstName: 'Frankie', lastName: 'Desk', password: 'Fr0nt!desk', confirm: 'Fr0nt!desk', role: 'front-desk',
        securityQuestion: 'What was the name of your first pet?', securityAnswer: 'Rex',
      },
    },
  );
  ok(completed, 'completeInvite', 'CompleteInviteSuccess');
  tokens.set('inviter', (await gateway.signIn('frontdesk@demo.vet', 'Fr0nt!desk')).accessToken);

  const roleList = await gateway.execute(`query { roles(first: 20) { edges { node { id name } } } }`, {}, superToken);
  const roleIds = Object.fromEntries(
    roleList.data.roles.edges.map(({ node }: { node: { id: string; name: string } }) => [node.name, { globalId: node.id, id: decodeGlobalID(node.id).id }]),
  );
  const self = {} as GrantIds['self'];
  for (const giver of GIVERS) {
    const viewer = await gateway.execute(`query { viewer { user { id } role { name } } }`, {}, tokens.get(giver));
    const globalId = viewer.data.viewer.user.id;
    self[giver] = { globalId, id: decodeGlobalID(globalId).id, roleName: viewer.data.viewer.role.name };
  }
  const [clinic] = await gateway.db.query<{ id: string }>(`SELECT id::text AS id FROM auth.clinics WHERE clinic_code = $1`, [ids.clinicCode]);
  grantIds = {
    organizationId: ids.organizationId,
    organizationCode: ids.organizationCode,
    clinicId: clinic!.id,
    clinicGlobalId: ids.clinicGlobalId,
    vetId: ids.vetId,
    vetGlobalId: ids.vetGlobalId,
    roles: roleIds as GrantIds['roles'],
    exportRecords: { globalId: permission.id, id: decodeGlobalID(permission.id).id },
    inviteUser: { globalId: inviteUser.id, id: decodeGlobalID(inviteUser.id).id },
    self,
  };
}

/** Demo Animal Hospital's active subscription set to cancel at period end, through the product: a cancel probe then changes nothing. */
async function setUpBilling(): Promise<void> {
  const cancelled = await gateway.execute(
    mutation('cancelSubscription', 'CancelSubscriptionInput', '__typename ... on CancelSubscriptionSuccess { subscription { status cancelAtPeriodEnd } }'),
    { input: {} },
    tokens.get('admin'),
  );
  expect(ok<any>(cancelled, 'cancelSubscription', 'CancelSubscriptionSuccess').subscription).toEqual({ status: 'ACTIVE', cancelAtPeriodEnd: true });
}

/** A pet of the demo clinic with a visit, its subjective note and vitals, through the main service. */
async function setUpCharting(): Promise<void> {
  const token = tokens.get('admin')!;
  const post = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${gateway.upstreams.main}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, path).toBe(201);
    return (await response.json()) as { id: string; data: { id: string } };
  };
  const parent = await post('POST', '/pet-parents', {
    first_name: 'Matrix', last_name: 'Owner', phone_number: '5125550111', email: 'matrix.owner@example.com',
    address: { addressLine1: '1 Grid Way', city: 'Austin', state: 'TX', zip: '78701' },
  });
  const pet = await post('POST', '/pets', {
    parent_id: parent.id, name: 'Probe', breed_id: MISSING_UUID, specie_id: MISSING_UUID, gender_id: MISSING_UUID,
    color: 'Brown', date_of_birth: '01/01/2020', weight: 10, problems: [],
  });
  const visit = await post('POST', '/visits', { pet_id: pet.id });
  await post('POST', '/subjective', {
    obj_visit_id: visit.data.id,
    subjective_note: { chief_complaint: { duration: 'Acute' }, reason_for_consultation: { main_case: [2] } },
  });
  await post('PUT', `/visits/${visit.data.id}/vitals`, { pet_id: pet.id, weight: { value: 10, unit: 'lbs' } });
  charting.petId = pet.id;
  charting.visitId = visit.data.id;
}

beforeAll(async () => {
  gateway = await startTestGateway();
  for (const role of ROLES) tokens.set(role, (await gateway.signIn(`${role}@demo.vet`)).accessToken);

  const [organization] = await gateway.db.query<{ id: string; organization_code: string }>(
    `SELECT id, organization_code FROM auth.organizations WHERE name = 'Demo Animal Hospital'`,
  );
  const [vet] = await gateway.db.query<{ id: string }>(`SELECT id FROM auth.users WHERE email = 'vet@demo.vet'`);
  const admin = await gateway.execute(
    `query { viewer { clinics { id clinicCode } } users(first: 10, search: "vet@demo.vet") { edges { node { id email role { id } } } } }`,
    {},
    tokens.get('admin'),
  );
  const vetNode = admin.data.users.edges.find((edge: { node: { email: string } }) => edge.node.email === 'vet@demo.vet').node;
  ids = {
    organizationId: organization!.id,
    organizationCode: organization!.organization_code,
    clinicCode: admin.data.viewer.clinics[0].clinicCode,
    clinicGlobalId: admin.data.viewer.clinics[0].id,
    vetId: vet!.id,
    vetGlobalId: vetNode.id,
    vetRoleGlobalId: vetNode.role.id,
  };
  await setUpGivers();
  await setUpCharting();
  await setUpBilling();
  before = await snapshot();
});

beforeAll(async () => {
  const [pet] = await gateway.db.query<{ id: string }>(
    `SELECT p.id FROM main.pets p JOIN auth.clinics c ON c.id = p.clinic_id WHERE c.clinic_code = $1 AND p.deleted_at IS NULL ORDER BY p.created_at LIMIT 1`,
    [ids.clinicCode],
  );
  reminderProbe.petId = pet!.id;
  const [template] = await gateway.db.query<{ id: string }>(
    `SELECT t.id FROM main.soap_templates t JOIN auth.clinics c ON c.id = t.clinic_id WHERE c.clinic_code = $1 AND t.deleted_at IS NULL ORDER BY t.name LIMIT 1`,
    [ids.clinicCode],
  );
  resultsProbe.templateId = template!.id;
});
afterAll(async () => gateway?.close());

async function gatewayOutcome(action: Action, role: Giver): Promise<'allowed' | 'refused'> {
  const { field, query, variables } = action.graphql(ids);
  const result = await gateway.execute(query, variables, tokens.get(role));
  const refusedByScope = result.errors?.some((error) => /not authorized/i.test(error.message)) ?? false;
  const answer = result.data?.[field];
  if (refusedByScope || answer?.__typename === 'ForbiddenError') return 'refused';
  // An allowed call must have been answered (a validation error counts), not have failed.
  expect(result.errors, `${action.name} as ${role}: ${JSON.stringify(result.errors)}`).toBeUndefined();
  expect(answer, `${action.name} as ${role}`).toBeTruthy();
  return 'allowed';
}

/** `answers`: statuses ≥ 500 that are the route's own answer to an allowed call (dictation not configured: 503). */
async function serviceOutcome(action: Action, role: Giver, answers: number[] = []): Promise<'allowed' | 'refused'> {
  const { service, method, path, body } = action.rest(ids);
  const response = await fetch(`${gateway.upstreams[service]}${path}`, {
    method,
    headers: { authorization: `Bearer ${tokens.get(role)}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (response.status === 403) return 'refused';
  if (!answers.includes(response.status)) expect(response.status, `${action.name} as ${role} (${method} ${path})`).toBeLessThan(500);
  expect(response.status).not.toBe(401);
  return 'allowed';
}

describe.each(ACTIONS)('$name', (action) => {
  it.each(ROLES)('as %s', async (role) => {
    const expected = action.allowed.includes(role) ? 'allowed' : 'refused';
    expect(await gatewayOutcome(action, role), 'gateway').toBe(expected);
    expect(await serviceOutcome(action, role), 'service').toBe(expected);
  });
});

describe('the AI engine (issue 13)', () => {
  describe.each(AI_ACTIONS)('$name', (action) => {
    it.each(GIVERS)('as %s', async (role) => {
      const expected = action.allowed.includes(role) ? 'allowed' : 'refused';
      const asAction: Action = { ...action, allowed: [] };
      expect(await gatewayOutcome(asAction, role), 'gateway').toBe(expected);
      expect(await serviceOutcome(asAction, role, action.answers), 'service').toBe(expected);
    });
  });
});

describe('subscriptions and payments (issue 14)', () => {
  describe.each(BILLING_ACTIONS)('$name', (action) => {
    it.each(GIVERS)('as %s', async (role) => {
      const expected = action.allowed.includes(role) ? 'allowed' : 'refused';
      const asAction: Action = { ...action, allowed: [] };
      expect(await gatewayOutcome(asAction, role), 'gateway').toBe(expected);
      expect(await serviceOutcome(asAction, role), 'service').toBe(expected);
    });
  });
});

describe('who may give what (issue 16 item 1)', () => {
  describe.each(GRANT_ACTIONS)('$name', (action) => {
    it.each(GIVERS)('as %s', async (giver) => {
      const expected = action.allowed.includes(giver) ? 'allowed' : 'refused';
      // The same outcome checks as the matrix above, with this giver's ids.
      const asAction: Action = { name: action.name, allowed: [], graphql: () => action.graphql(grantIds, giver), rest: () => action.rest(grantIds, giver) };
      expect(await gatewayOutcome(asAction, giver), 'gateway').toBe(expected);
      expect(await serviceOutcome(asAction, giver), 'service').toBe(expected);
    });
  });

  it.each(GIVERS)('offers %s only the roles they may give', async (giver) => {
    const expected = ASSIGNABLE[giver];
    const result = await gateway.execute(`query { assignableRoles { name } }`, {}, tokens.get(giver));
    const response = await fetch(`${gateway.upstreams.auth}/assignable-roles`, { headers: { authorization: `Bearer ${tokens.get(giver)}` } });
    const body = (await response.json()) as { data?: { name: string }[] };
    if (expected === null) {
      expect(result.errors?.[0]?.message).toMatch(/not authorized/i);
      expect(response.status).toBe(403);
      return;
    }
    expect(result.errors).toBeUndefined();
    expect(result.data.assignableRoles.map((role: { name: string }) => role.name).sort()).toEqual([...expected].sort());
    expect(body.data!.map((role) => role.name).sort()).toEqual([...expected].sort());
  });
});

// POST /template-builder/convert (gateway/src/soap-templates/template-builder-route.ts): any
// signed-in member may convert a document (spec 003 section 6: the builder shows no permission
// check). Sent with neither text nor a file, an allowed call is answered the spec's 400 by the AI
// engine through the route, and changes nothing; without a session both refuse it.
describe('the template builder upload, POST /template-builder/convert (issue 19)', () => {
  const NEITHER = 'Please provide either text input or upload a file';
  const app = new Hono();
  let upstreams: Upstreams;
  beforeAll(() => {
    upstreams = connectUpstreams(gateway.upstreams);
    mountTemplateBuilder(app, { upstreams, publicKey: gateway.keys.publicKey });
  });
  afterAll(() => closeUpstreams(upstreams));

  const emptyForm = () => {
    const form = new FormData();
    form.set('prompt', '');
    return form;
  };
  const viaGateway = (token?: string) =>
    app.request(TEMPLATE_CONVERT_PATH, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: emptyForm() });
  const viaService = (token?: string) =>
    fetch(`${gateway.upstreams.inventory}/ai/template/convert`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: emptyForm() });

  it.each(GIVERS)('as %s: allowed by the gateway and by the service', async (role) => {
    const gatewayAnswer = await viaGateway(tokens.get(role));
    expect(gatewayAnswer.status, 'gateway').toBe(400);
    expect(((await gatewayAnswer.json()) as { message: string }).message).toBe(NEITHER);
    const serviceAnswer = await viaService(tokens.get(role));
    expect(serviceAnswer.status, 'service').toBe(400);
    expect(((await serviceAnswer.json()) as { message: string }).message).toBe(NEITHER);
  });

  it('refused without a session, by the gateway and by the service', async () => {
    const gatewayAnswer = await viaGateway();
    expect(gatewayAnswer.status).toBe(401);
    expect(await gatewayAnswer.json()).toEqual({ message: 'Invalid token.' });
    expect((await viaGateway('not-a-token')).status).toBe(401);
    const serviceAnswer = await viaService();
    await serviceAnswer.arrayBuffer();
    expect(serviceAnswer.status).toBe(401);
  });
});

it('changed nothing: the refused and the invalid calls left every table as it was', async () => {
  expect(await snapshot()).toEqual(before);
});
