// The main service's endpoints (docs/rest-main.md) as the gateway calls them: one entry per
// route, naming its method, path, what it sends and how its answer is parsed. Built per request
// into `ctx.loaders.main` (loaders/index.ts); docs/architecture.md, Calling a service.
import { z } from 'zod';
import {
  soapCaseWire,
  subjectiveNoteWire,
  vitalsWire,
  type SubjectiveNoteCreatePayload,
  type SubjectiveNoteUpdatePayload,
  type VitalsPayload,
} from '../charting/subjective-wire.ts';
import { objectiveNoteWire, startedExamWire, visitStatusLogRowWire, type ObjectiveNotePayload } from '../charting-objective/objective-wire.ts';
import {
  estimateSentWire,
  finishedVisitWire,
  movedVisitWire,
  signedTreatmentPlanWire,
  signedWithVisitWire,
  treatmentPlanEstimateWire,
  treatmentPlanWire,
  type DoseReasonPayload,
  type EstimateApprovalPayload,
  type EstimateChoicesPayload,
  type HeaderPayload,
  type PlanPayload,
  type PlanSendPayload,
  type SignPayload,
  type VisitFinishPayload,
} from '../treatment-plans/treatment-plan-wire.ts';
import { aiDraftWire } from '../ai-drafts/ai-draft-wire.ts';
import {
  consentFormWire,
  consentLinkSentWire,
  consentLinkWire,
  consentSignatureWire,
  visitConsentWire,
  type ConsentFormCreatePayload,
  type ConsentFormUpdatePayload,
  type ConsentLinkSignPayload,
  type ConsentSendPayload,
  type ConsentSignPayload,
  type ConsentWithdrawPayload,
} from '../consents/consent-wire.ts';
import { auditEntryWire, auditPageWire, type AuditFilter } from '../audit/audit-wire.ts';
import { fhirImportReportWire, type FhirImportPayload } from '../fhir/fhir-import-wire.ts';
import { practiceExportPageWire, practiceExportWire, retriedPracticeExportWire } from '../write-back/write-back-wire.ts';
import { fhirExportListWire, fhirExportVerificationWire, fhirExportWire, requestedFhirExportWire } from '../fhir/fhir-export-wire.ts';
import { appointmentSettingsWire, type AppointmentSettingsPayload } from '../clinic/appointment-settings-wire.ts';
import { fileWire, type FileUploadPayload } from '../files/file-wire.ts';
import { followUpSettingsWire, followUpWire, type FollowUpSettingsPayload } from '../follow-ups/follow-up-wire.ts';
import {
  colorWire,
  medicalHistorySummaryWire,
  petMedicalRecordWire,
  petParentWire,
  petWire,
  syncedPetWire,
  type PetParentPayload,
  type PetParentSort,
  type PetPayload,
  type PetSyncPayload,
  type PetUpdatePayload,
} from '../pets/pet-wire.ts';
import {
  modificationReasonWire,
  subjectiveFormSentWire,
  visitStatusLogWire,
  visitStatusWire,
  visitWire,
  type ModificationReasonPayload,
  type VisitCreatePayload,
  type VisitLockPayload,
  type VisitRenamePayload,
  type VisitStatusChangePayload,
} from '../visits/visit-wire.ts';
import {
  otherReminderWire,
  vaccinationReminderWire,
  type ChartingPlace,
  type OtherReminderPayload,
  type VaccinationPayload,
} from '../reminders/reminder-wire.ts';
import {
  finalizedCanvasWire,
  soapCanvasWire,
  type SoapCanvasChatPayload,
  type SoapCanvasFinalizePayload,
  type SoapCanvasPayload,
  type SoapCanvasUpdatePayload,
} from '../soap-canvas/soap-canvas-wire.ts';
import { soapTemplateWire, type SoapTemplatePayload, type SoapTemplateUpdatePayload } from '../soap-templates/soap-template-wire.ts';
import { documentDataWire, issuedDocumentLinkWire, signedEstimateWire, type DocumentKindName, type DocumentLinkPayload } from '../documents/document-wire.ts';
import {
  inHouseResultWire,
  labOrderWire,
  labResultWire,
  resultCommentWire,
  resultsHistoryPageWire,
  syncedLabResultsWire,
  treatmentResultPreviewWire,
  treatmentResultWire,
  visitResultsWire,
  writtenBackWire,
  type AssignLabResultPayload,
  type InHouseResultPayload,
  type LabOrderPayload,
  type ResultCommentPayload,
  type TemplatePreviewPayload,
  type TreatmentResultPayload,
  type WriteBackPayload,
} from '../results/results-wire.ts';
import { submittedSubjectiveFormWire, subjectiveFormWire, type SubjectiveFormSendPayload, type SubjectiveFormSubmitPayload } from '../subjective-form/subjective-form-wire.ts';
import { doseChecksAnswer, visitDoseCheckAnswer } from '@vetchart/contracts/treatment-plans/dose-check';
import { byIds, byIdsOrNull, call, listsByIds, segment } from './endpoint.ts';
import { data, list, noContent, one, page } from './wire.ts';

/** The lab's own 502 (LAB_UNAVAILABLE, the lab's refusal) is an answer of the main service, not its failure. */
const LAB_ANSWERS = { answerStatuses: [502] } as const;

/** A list window as Relay connections ask for it (connections.ts). */
interface Window {
  offset: number;
  limit: number;
  search?: string | null;
}

/**
 * A reminder's status ('Current', 'Past Due') is judged in the clinic's time zone, so every read
 * names it. A loader key is `<time zone> <id>`: a row read under one zone is never answered for
 * another. One request is one clinic, so a batch has one zone (checked: a mixed batch would
 * otherwise be read in the wrong zone).
 */
export const zonedKey = (timeZone: string, id: string): string => `${timeZone} ${id}`;
const idOfKey = (key: string): string => key.slice(key.indexOf(' ') + 1);
function zoneOfBatch(keys: readonly string[]): string {
  const zones = new Set(keys.map((key) => key.slice(0, key.indexOf(' '))));
  if (zones.size !== 1) throw new Error('One reminder batch is read in one time zone.');
  return [...zones][0]!;
}

/** The endpoints of one reminder kind: by ids, each pet's rows (at most 200), add, update and delete. */
function reminderEndpoints<S extends z.core.$ZodType<{ petId: string }>, Payload extends ChartingPlace>(path: string, row: S) {
  return {
    byId: byIds({ path, row, query: (keys) => ({ ids: keys.map(idOfKey).join(','), time_zone: zoneOfBatch(keys) }), idOf: idOfKey }),
    /** Each pet's rows, newest first: every pet of an operation in one call. */
    ofPet: listsByIds({ path, row, query: (keys) => ({ pet_ids: keys.map(idOfKey).join(','), time_zone: zoneOfBatch(keys) }), key: (reminder) => reminder.petId, idOf: idOfKey }),
    add: call({
      method: 'POST',
      path,
      query: (input: { timeZone: string; reminder: Payload & { pet_id: string } }) => ({ time_zone: input.timeZone }),
      body: (input) => input.reminder,
      parse: data(row),
    }),
    update: call({
      method: 'PATCH',
      path: (input: { id: string; timeZone: string; reminder: Payload & { based_on_version: number } }) => `${path}/${segment(input.id)}`,
      query: (input) => ({ time_zone: input.timeZone }),
      body: (input) => input.reminder,
      parse: data(row),
    }),
    /** Marks the row deleted; answers the service's message. */
    remove: call({
      method: 'DELETE',
      path: (input: { id: string; place: ChartingPlace }) => `${path}/${segment(input.id)}`,
      query: (input) => ({ visit_id: input.place.visit_id, visit_modification_id: input.place.visit_modification_id ?? undefined }),
      parse: (body) => z.object({ data: z.object({ message: z.string() }) }).parse(body).data.message,
    }),
  };
}

export const mainEndpoints = {
  // --- Pets, pet parents and colors (spec 001 sections 3 and 7) ---
  pet: byIds({ path: '/pets', row: petWire }),
  pets: call({
    method: 'GET',
    path: '/pets',
    query: (window: Window & { parentId?: string | null }) => ({ offset: window.offset, limit: window.limit, q: window.search || undefined, parent_id: window.parentId || undefined }),
    parse: page(petWire),
  }),
  addPets: call({ method: 'POST', path: '/pets/bulk', body: (input: { parentId: string; pets: PetPayload[] }) => ({ parent_id: input.parentId, pets: input.pets }), parse: list(petWire) }),
  updatePet: call({
    method: 'PATCH',
    path: (input: { id: string; pet: PetUpdatePayload }) => `/pets/${segment(input.id)}`,
    body: (input) => input.pet,
    parse: one(petWire),
  }),
  deletePet: call({ method: 'DELETE', path: (id: string) => `/pets/${segment(id)}`, parse: noContent }),
  /** Imports a practice-system patient and its parent. */
  syncPet: call({
    method: 'POST',
    path: '/pets/sync',
    body: (input: { source: string; sourceId: string }): PetSyncPayload => ({ source: input.source, source_id: input.sourceId }),
    parse: one(z.object({ pet: petWire, created: z.boolean().nullish() }).transform((raw) => ({ pet: raw.pet, created: raw.created === true }))),
  }),
  medicalHistorySummary: call({ method: 'GET', path: (petId: string) => `/pets/${segment(petId)}/medical-history-summary`, parse: one(z.object({ data: medicalHistorySummaryWire }).transform((raw) => raw.data)) }),
  /** A synced pet's medical records from the practice system, newest first. */
  medicalRecords: call({ method: 'GET', path: (petId: string) => `/pets/${segment(petId)}/medical-records`, parse: list(petMedicalRecordWire) }),
  /** The file kept with one of the pet's medical records (a FHIR import's document), for its download link. */
  medicalRecordFile: call({
    method: 'GET',
    path: (target: { petId: string; recordId: string }) => `/pets/${segment(target.petId)}/medical-records/${segment(target.recordId)}/file`,
    options: { timeoutMs: 60_000 },
    binary: true,
    parse: (body) => body as Buffer,
  }),
  /** The clinic's pets synced from these practice-system ids (callers skip an empty list). */
  syncedPets: call({
    method: 'GET',
    path: '/pets/synced',
    query: (input: { source: string; sourceIds: readonly string[] }) => ({ source: input.source, source_ids: [...new Set(input.sourceIds)].join(',') }),
    parse: list(syncedPetWire),
  }),
  petParent: byIds({ path: '/pet-parents', row: petParentWire }),
  petParents: call({
    method: 'GET',
    path: '/pet-parents',
    query: (window: Window & { sort?: PetParentSort | null }) => ({ offset: window.offset, limit: window.limit, q: window.search || undefined, sort: window.sort ?? undefined }),
    parse: page(petParentWire),
  }),
  addPetParent: call({ method: 'POST', path: '/pet-parents', body: (parent: PetParentPayload) => parent, parse: one(petParentWire) }),
  updatePetParent: call({
    method: 'PATCH',
    path: (input: { id: string; parent: PetParentPayload }) => `/pet-parents/${segment(input.id)}`,
    body: (input) => input.parent,
    parse: one(petParentWire),
  }),
  deletePetParent: call({ method: 'DELETE', path: (id: string) => `/pet-parents/${segment(id)}`, parse: noContent }),
  color: byIds({ path: '/colors', row: colorWire }),
  colors: call({ method: 'GET', path: '/colors', query: (window: Window) => ({ offset: window.offset, limit: window.limit, q: window.search || undefined }), parse: page(colorWire) }),

  // --- Visits, their statuses, modification reasons and sent history forms (gateway/src/visits/) ---
  visit: byIds({ path: '/visits', row: visitWire }),
  visits: call({
    method: 'GET',
    path: '/visits',
    query: (window: Window & { petId?: string }) => ({ pet_id: window.petId, offset: window.offset, limit: window.limit, q: window.search || undefined }),
    parse: page(visitWire),
  }),
  createVisit: call({ method: 'POST', path: '/visits', body: (visit: VisitCreatePayload) => visit, parse: data(visitWire) }),
  renameVisit: call({
    method: 'PATCH',
    path: (input: { id: string; name: string; visitModificationId?: string }) => `/visits/${segment(input.id)}/name`,
    body: (input): VisitRenamePayload => ({ name: input.name, visit_modification_id: input.visitModificationId }),
    parse: data(visitWire),
  }),
  updateVisitStatus: call({
    method: 'PATCH',
    path: (input: { id: string; statusId: number; visitModificationId?: string }) => `/visits/${segment(input.id)}/status`,
    body: (input): VisitStatusChangePayload => ({ status_id: input.statusId, visit_modification_id: input.visitModificationId }),
    parse: data(visitWire),
  }),
  /** The workflow's statuses: read once per operation however many fields name them. */
  visitStatuses: call({ method: 'GET', path: '/visit-statuses', parse: list(visitStatusWire), oncePerRequest: true }),
  visitLogs: call({ method: 'GET', path: (visitId: string) => `/visits/${segment(visitId)}/logs`, parse: list(visitStatusLogWire) }),
  saveModificationReason: call({
    method: 'POST',
    path: (input: { visitId: string; modification_date: string; modification_reason: string }) => `/visits/${segment(input.visitId)}/modification-reasons`,
    body: ({ visitId: _visitId, ...reason }): ModificationReasonPayload => reason,
    parse: data(modificationReasonWire),
  }),
  sendSubjectiveForm: call({
    method: 'POST',
    path: '/subjective-form/send',
    body: (form: SubjectiveFormSendPayload) => form,
    parse: data(subjectiveFormSentWire),
  }),
  /** The public form behind a link's token (subjective-form/). */
  subjectiveForm: call({ method: 'GET', path: '/subjective-form', query: (token: string) => ({ token }), parse: data(subjectiveFormWire) }),
  submitSubjectiveForm: call({ method: 'POST', path: '/subjective-form/submit', body: (answers: SubjectiveFormSubmitPayload) => answers, parse: one(submittedSubjectiveFormWire) }),

  // --- Subjective notes, vitals and SOAP cases (docs/rest-main-charting-subjective.md, gateway/src/charting/) ---
  soapCases: call({ method: 'GET', path: '/soap-cases', parse: list(soapCaseWire) }),
  subjectiveNote: byIds({ path: '/subjective-notes', row: subjectiveNoteWire, query: (ids) => ({ ids: ids.join(',') }) }),
  /** A visit's note, or null before its first save: a screen's visits in one call. */
  subjectiveNoteOfVisit: byIdsOrNull({ path: '/subjective-notes', row: subjectiveNoteWire, query: (visitIds) => ({ visit_ids: visitIds.join(',') }), key: (note) => note.visitId }),
  createSubjectiveNote: call({
    method: 'POST',
    path: '/subjective',
    body: (note: SubjectiveNoteCreatePayload) => note,
    parse: data(subjectiveNoteWire),
  }),
  updateSubjectiveNote: call({
    method: 'PUT',
    path: (input: { visitId: string } & SubjectiveNoteUpdatePayload) => `/subjective/${segment(input.visitId)}`,
    body: ({ visitId: _visitId, ...note }) => note,
    parse: data(subjectiveNoteWire),
  }),
  vitals: byIds({ path: '/vitals', row: vitalsWire }),
  /** A visit's vitals, or null before they are taken. */
  vitalsOfVisit: byIdsOrNull({ path: '/vitals', row: vitalsWire, query: (visitIds) => ({ visit_ids: visitIds.join(','), limit: visitIds.length }), key: (row) => row.visitId }),
  petVitals: call({ method: 'GET', path: '/vitals', query: (window: { petId: string; offset: number; limit: number }) => ({ pet_id: window.petId, offset: window.offset, limit: window.limit }), parse: page(vitalsWire) }),
  saveVitals: call({
    method: 'PUT',
    path: (input: { visitId: string; vitals: VitalsPayload }) => `/visits/${segment(input.visitId)}/vitals`,
    body: (input) => input.vitals,
    parse: data(vitalsWire),
  }),

  // --- The physical exam step and the visit lock (docs/rest-main-charting-objective.md, gateway/src/charting-objective/) ---
  objectiveNote: byIds({ path: '/objective-notes', row: objectiveNoteWire, query: (ids) => ({ ids: ids.join(',') }) }),
  /** A visit's objective note, or null before the exam is saved. */
  objectiveNoteOfVisit: byIdsOrNull({ path: '/objective-notes', row: objectiveNoteWire, query: (visitIds) => ({ visit_ids: visitIds.join(',') }), key: (note) => note.visitId }),
  createObjectiveNote: call({
    method: 'POST',
    path: (input: { visitId: string; note: ObjectiveNotePayload }) => `/visits/${segment(input.visitId)}/objective-note`,
    body: (input) => input.note,
    parse: data(objectiveNoteWire),
  }),
  updateObjectiveNote: call({
    method: 'PUT',
    path: (input: { visitId: string; note: ObjectiveNotePayload }) => `/visits/${segment(input.visitId)}/objective-note`,
    body: (input) => input.note,
    parse: data(objectiveNoteWire),
  }),
  startExam: call({ method: 'POST', path: (visitId: string) => `/visits/${segment(visitId)}/start-exam`, body: () => ({}), parse: data(startedExamWire) }),
  lockVisit: call({
    method: 'POST',
    path: (input: { visitId: string; lockProof: string }) => `/visits/${segment(input.visitId)}/lock`,
    body: (input): VisitLockPayload => ({ lock_proof: input.lockProof }),
    parse: data(visitWire),
  }),
  /** Each visit's status log, newest first: a list of visits in one call. */
  statusLogsOfVisit: listsByIds({ path: '/visit-status-logs', row: visitStatusLogRowWire, query: (visitIds) => ({ visit_ids: visitIds.join(',') }), key: (row) => row.visitId }),
  modificationReasonsOfVisit: listsByIds({ path: '/modification-reasons', row: modificationReasonWire, query: (visitIds) => ({ visit_ids: visitIds.join(',') }), key: (row) => row.visitId }),

  // --- Treatment plans, their signatures and the public estimate (docs/rest-main-treatment-plans.md, gateway/src/treatment-plans/) ---
  treatmentPlan: byIds({ path: '/treatment-plans', row: treatmentPlanWire, query: (ids) => ({ ids: ids.join(',') }) }),
  /** A visit's working plan, or null before its first save. */
  treatmentPlanOfVisit: byIdsOrNull({ path: '/treatment-plans', row: treatmentPlanWire, query: (visitIds) => ({ visit_ids: visitIds.join(',') }), key: (plan) => plan.visitId }),
  signedTreatmentPlan: byIds({ path: '/signed-treatment-plans', row: signedTreatmentPlanWire, query: (ids) => ({ ids: ids.join(',') }) }),
  /** A visit's latest signature, or null until signed. */
  signedTreatmentPlanOfVisit: byIdsOrNull({
    path: '/signed-treatment-plans',
    row: signedTreatmentPlanWire,
    query: (visitIds) => ({ visit_ids: visitIds.join(',') }),
    key: (signed) => signed.visitId,
  }),
  createTreatmentPlan: call({
    method: 'POST',
    path: (input: { visitId: string; plan: PlanPayload }) => `/visits/${segment(input.visitId)}/treatment-plan`,
    body: (input) => input.plan,
    parse: data(treatmentPlanWire),
  }),
  updateTreatmentPlan: call({
    method: 'PUT',
    path: (input: { visitId: string; plan: PlanPayload }) => `/visits/${segment(input.visitId)}/treatment-plan`,
    body: (input) => input.plan,
    parse: data(treatmentPlanWire),
  }),
  /** The dose check of each visit's plan (docs/dose-check.md): a list of visits in one call. */
  doseChecksOfVisit: listsByIds({ path: '/dose-checks', row: visitDoseCheckAnswer, query: (visitIds) => ({ visit_ids: visitIds.join(',') }), key: (check) => check.visitId }),
  giveDoseReason: call({
    method: 'POST',
    path: (input: { visitId: string; reason: DoseReasonPayload }) => `/visits/${segment(input.visitId)}/treatment-plan/dose-reasons`,
    body: (input) => input.reason,
    parse: data(doseChecksAnswer),
  }),
  startPlanApproval: call({ method: 'POST', path: (visitId: string) => `/visits/${segment(visitId)}/start-plan-approval`, body: () => ({}), parse: data(movedVisitWire) }),
  signTreatmentPlan: call({
    method: 'POST',
    path: (input: { visitId: string; signature: SignPayload }) => `/visits/${segment(input.visitId)}/treatment-plan/sign`,
    body: (input) => input.signature,
    parse: data(signedWithVisitWire),
  }),
  sendTreatmentPlanEstimate: call({
    method: 'POST',
    path: (input: { visitId: string; email: string; header: HeaderPayload }) => `/visits/${segment(input.visitId)}/treatment-plan/send`,
    body: (input): PlanSendPayload => ({ email: input.email, header: input.header }),
    parse: data(estimateSentWire),
  }),
  finishVisit: call({
    method: 'POST',
    path: (input: { visitId: string; header: HeaderPayload | null }) => `/visits/${segment(input.visitId)}/finish`,
    body: (input): VisitFinishPayload => (input.header ? { header: input.header } : {}),
    parse: data(finishedVisitWire),
  }),
  /** The public estimate behind a link's token. */
  treatmentPlanEstimate: call({ method: 'GET', path: '/treatment-plan-estimate', query: (token: string) => ({ token }), parse: data(treatmentPlanEstimateWire) }),
  approveTreatmentPlanEstimate: call({ method: 'POST', path: '/treatment-plan-estimate/approve', body: (approval: EstimateApprovalPayload) => approval, parse: data(signedTreatmentPlanWire) }),
  saveTreatmentPlanEstimateChoices: call({ method: 'POST', path: '/treatment-plan-estimate/choices', body: (choices: EstimateChoicesPayload) => choices, parse: data(treatmentPlanEstimateWire) }),

  // --- Consent records (docs/consents.md, gateway/src/consents/) ---
  consentForm: byIds({ path: '/consent-forms', row: consentFormWire, query: (ids) => ({ ids: ids.join(',') }) }),
  consentForms: call({ method: 'GET', path: '/consent-forms', parse: list(consentFormWire) }),
  consentSignature: byIds({ path: '/consent-signatures', row: consentSignatureWire, query: (ids) => ({ ids: ids.join(',') }) }),
  createConsentForm: call({ method: 'POST', path: '/consent-forms', body: (form: ConsentFormCreatePayload) => form, parse: data(consentFormWire) }),
  updateConsentForm: call({
    method: 'PUT',
    path: (input: { formId: string; form: ConsentFormUpdatePayload }) => `/consent-forms/${segment(input.formId)}`,
    body: (input) => input.form,
    parse: data(consentFormWire),
  }),
  /** Each visit's consents (the forms its plan needs, with their state): a list of visits in one call. */
  consentsOfVisit: listsByIds({ path: '/visit-consents', row: visitConsentWire, query: (visitIds) => ({ visit_ids: visitIds.join(',') }), key: (row) => row.visitId }),
  addVisitConsent: call({
    method: 'POST',
    path: (input: { visitId: string; formId: string }) => `/visits/${segment(input.visitId)}/consents`,
    body: (input) => ({ form_id: input.formId }),
    parse: list(visitConsentWire),
  }),
  signVisitConsent: call({
    method: 'POST',
    path: (input: { visitId: string; formId: string; signature: ConsentSignPayload }) => `/visits/${segment(input.visitId)}/consents/${segment(input.formId)}/sign`,
    body: (input) => input.signature,
    parse: data(consentSignatureWire),
  }),
  withdrawConsent: call({
    method: 'POST',
    path: (input: { signatureId: string; withdrawal: ConsentWithdrawPayload }) => `/consent-signatures/${segment(input.signatureId)}/withdraw`,
    body: (input) => input.withdrawal,
    parse: data(consentSignatureWire),
  }),
  sendConsentLink: call({
    method: 'POST',
    path: (input: { visitId: string; formId: string; send: ConsentSendPayload }) => `/visits/${segment(input.visitId)}/consents/${segment(input.formId)}/send`,
    body: (input) => input.send,
    parse: data(consentLinkSentWire),
  }),
  /** The public consent page behind a link's token. */
  consentLink: call({ method: 'GET', path: '/consent-link', query: (token: string) => ({ token }), parse: data(consentLinkWire) }),
  signConsentLink: call({ method: 'POST', path: '/consent-link/sign', body: (signature: ConsentLinkSignPayload) => signature, parse: data(consentSignatureWire) }),

  // --- Vaccination and other reminders (docs/reminders.md, gateway/src/reminders/); keys are zonedKey(timeZone, id) ---
  vaccinationReminders: reminderEndpoints<typeof vaccinationReminderWire, VaccinationPayload>('/vaccination-reminders', vaccinationReminderWire),
  otherReminders: reminderEndpoints<typeof otherReminderWire, OtherReminderPayload>('/other-reminders', otherReminderWire),

  // --- SOAP templates (PLAN-19; docs/rest-main-canvas.md, gateway/src/soap-templates/) ---
  soapTemplates: call({
    method: 'GET',
    path: '/soap-templates',
    query: (filter: { status?: 'active' | 'inactive' | null; search?: string | null }) => ({ status: filter.status ?? undefined, q: filter.search || undefined }),
    parse: list(soapTemplateWire),
  }),
  /** Every template of the clinic (both statuses): read once per operation, forgotten after a template write. */
  clinicSoapTemplates: call({ method: 'GET', path: '/soap-templates', parse: list(soapTemplateWire), oncePerRequest: true }),
  createSoapTemplate: call({ method: 'POST', path: '/soap-templates', body: (template: SoapTemplatePayload) => template, parse: data(soapTemplateWire) }),
  updateSoapTemplate: call({
    method: 'PUT',
    path: (input: { code: string; template: SoapTemplateUpdatePayload }) => `/soap-templates/${segment(input.code)}`,
    body: (input) => input.template,
    parse: data(soapTemplateWire),
  }),
  setSoapTemplateStatus: call({
    method: 'PUT',
    path: (input: { code: string; status: 'active' | 'inactive' }) => `/soap-templates/${segment(input.code)}/status`,
    body: (input) => ({ status: input.status }),
    parse: data(soapTemplateWire),
  }),
  deleteSoapTemplate: call({ method: 'DELETE', path: (code: string) => `/soap-templates/${segment(code)}`, parse: noContent }),

  // --- The SOAP canvas (PLAN-19; docs/rest-main-canvas.md, gateway/src/soap-canvas/) ---
  /** A visit's canvas, or null when none is saved (or the visit is another clinic's). */
  soapCanvasOfVisit: byIdsOrNull({ path: '/soap-canvases', row: soapCanvasWire, query: (visitIds) => ({ visit_ids: visitIds.join(',') }), key: (canvas) => canvas.visitId }),
  createSoapCanvas: call({
    method: 'POST',
    path: (input: { visitId: string; canvas: SoapCanvasPayload }) => `/visits/${segment(input.visitId)}/soap-canvas`,
    body: (input) => input.canvas,
    parse: data(soapCanvasWire),
  }),
  updateSoapCanvas: call({
    method: 'PUT',
    path: (input: { visitId: string; canvas: SoapCanvasUpdatePayload }) => `/visits/${segment(input.visitId)}/soap-canvas`,
    body: (input) => input.canvas,
    parse: data(soapCanvasWire),
  }),
  appendSoapCanvasChat: call({
    method: 'PUT',
    path: (input: { visitId: string } & SoapCanvasChatPayload) =>
      `/visits/${segment(input.visitId)}/soap-canvas/chat`,
    body: ({ visitId: _visitId, ...chat }) => chat,
    parse: data(soapCanvasWire),
  }),
  /** The practice system's refusal of the export (502) is an answer of the main service, not its failure. */
  finalizeSoapCanvas: call({
    method: 'POST',
    path: (input: { visitId: string; basedOnVersion: number; visitModificationId?: string }) => `/visits/${segment(input.visitId)}/soap-canvas/finalize`,
    body: (input): SoapCanvasFinalizePayload => ({ based_on_version: input.basedOnVersion, visit_modification_id: input.visitModificationId }),
    parse: one(finalizedCanvasWire),
  }),

  // --- AI drafts: the parts of a visit's notes the AI wrote, and their review (gateway/src/ai-drafts/) ---
  aiDraft: byIds({ path: '/ai-drafts', row: aiDraftWire, query: (ids) => ({ ids: ids.join(',') }) }),
  aiDraftsOfVisit: listsByIds({ path: '/ai-drafts', row: aiDraftWire, query: (visitIds) => ({ visit_ids: visitIds.join(',') }), key: (draft) => draft.visitId }),
  acceptAiDraft: call({
    method: 'POST',
    path: (input: { id: string; visitModificationId?: string }) => `/ai-drafts/${segment(input.id)}/accept`,
    body: (input) => ({ visit_modification_id: input.visitModificationId }),
    parse: data(aiDraftWire),
  }),

  // --- The visit's results step: lab orders and results, orphans, in-house results, comments and the
  // treatment result (PLAN-18; docs/rest-main-results.md, gateway/src/results/) ---
  /** Everything of a visit's results step, or null when it has nothing yet: up to 100 visits in one call. */
  resultsOfVisit: byIdsOrNull({ path: '/visit-results', row: visitResultsWire, query: (visitIds) => ({ visit_ids: visitIds.join(',') }), key: (results) => results.visitId }),
  /** Results of the caller's clinic by id; another clinic's is left out (null). */
  labResult: byIdsOrNull({ path: '/lab-results', row: labResultWire, query: (ids) => ({ ids: ids.join(',') }), key: (result) => result.id }),
  placeLabOrder: call({
    method: 'POST',
    path: (input: { visitId: string; order: LabOrderPayload }) => `/visits/${segment(input.visitId)}/lab-orders`,
    body: (input) => input.order,
    options: LAB_ANSWERS,
    parse: data(labOrderWire),
  }),
  syncLabResults: call({
    method: 'POST',
    path: (visitId: string) => `/visits/${segment(visitId)}/lab-results/sync`,
    body: () => ({}),
    options: LAB_ANSWERS,
    parse: data(syncedLabResultsWire),
  }),
  /** The lab's PDF, from the lab through main (LabLink.report): the write deadline. */
  labResultReport: call({
    method: 'GET',
    path: (labResultId: string) => `/lab-results/${segment(labResultId)}/report`,
    options: { ...LAB_ANSWERS, timeoutMs: 15_000 },
    binary: true,
    parse: (body) => body as Buffer,
  }),
  orphanedLabResults: call({
    method: 'GET',
    path: '/orphaned-results',
    query: (range: { startDate: string; endDate: string }) => ({ start_date: range.startDate, end_date: range.endDate }),
    parse: list(labResultWire),
  }),
  assignLabResult: call({
    method: 'POST',
    path: (input: { labResultId: string; visitId: string; petId: string }) => `/lab-results/${segment(input.labResultId)}/assign`,
    body: (input): AssignLabResultPayload => ({ visit_id: input.visitId, pet_id: input.petId }),
    parse: data(labResultWire),
  }),
  unassignLabResult: call({ method: 'POST', path: (labResultId: string) => `/lab-results/${segment(labResultId)}/unassign`, body: () => ({}), parse: data(labResultWire) }),
  createInHouseResult: call({
    method: 'POST',
    path: (input: { visitId: string; result: InHouseResultPayload }) => `/visits/${segment(input.visitId)}/inhouse-results`,
    body: (input) => input.result,
    parse: data(inHouseResultWire),
  }),
  updateInHouseResult: call({
    method: 'PUT',
    path: (input: { id: string; result: InHouseResultPayload }) => `/inhouse-results/${segment(input.id)}`,
    body: (input) => input.result,
    parse: data(inHouseResultWire),
  }),
  saveResultComment: call({
    method: 'PUT',
    path: (input: { visitId: string; comment: ResultCommentPayload }) => `/visits/${segment(input.visitId)}/result-comments`,
    body: (input) => input.comment,
    parse: data(resultCommentWire),
  }),
  createTreatmentResult: call({
    method: 'POST',
    path: (input: { visitId: string; result: TreatmentResultPayload }) => `/visits/${segment(input.visitId)}/treatment-result`,
    body: (input) => input.result,
    parse: data(treatmentResultWire),
  }),
  updateTreatmentResult: call({
    method: 'PUT',
    path: (input: { visitId: string; result: TreatmentResultPayload }) => `/visits/${segment(input.visitId)}/treatment-result`,
    body: (input) => input.result,
    parse: data(treatmentResultWire),
  }),
  /** Computes the template's sections from the visit's recorded data (stores nothing). */
  previewTreatmentResult: call({
    method: 'POST',
    path: (input: { visitId: string; templateId: string }) => `/visits/${segment(input.visitId)}/treatment-result/preview`,
    body: (input): TemplatePreviewPayload => ({ template_id: input.templateId }),
    options: { compute: true },
    parse: data(treatmentResultPreviewWire),
  }),
  writeBackTreatmentResult: call({
    method: 'POST',
    path: (input: { visitId: string; templateCode: string; visitModificationId: string | null }) => `/visits/${segment(input.visitId)}/treatment-result/write-back`,
    body: (input): WriteBackPayload => ({ template_code: input.templateCode, visit_modification_id: input.visitModificationId }),
    options: LAB_ANSWERS,
    parse: one(writtenBackWire),
  }),
  /** A page of the pet's earlier visits with results (the service pages by page number). */
  resultsHistory: call({
    method: 'GET',
    path: (input: { petId: string; page: number; limit: number }) => `/pets/${segment(input.petId)}/results-history`,
    query: (input) => ({ page: input.page, limit: input.limit }),
    parse: one(resultsHistoryPageWire),
  }),

  // --- Document links (docs/documents.md, gateway/src/documents/) ---
  issueDocumentLink: call({
    method: 'POST',
    path: (input: { visitId: string; kind: DocumentKindName; header: HeaderPayload }) => `/visits/${segment(input.visitId)}/document-links`,
    body: (input): DocumentLinkPayload => ({ kind: input.kind, header: input.header }),
    parse: data(issuedDocumentLinkWire),
  }),
  /** What a link's document prints; no session: the link's token is the credential. */
  documentOfLink: call({ method: 'GET', path: '/documents/link', query: (token: string) => ({ token }), options: { anonymous: true }, parse: data(documentDataWire) }),
  /** The signed plan behind an e-mailed estimate link, as its PDF prints it (null until signed). */
  signedEstimateOfLink: call({ method: 'GET', path: '/treatment-plan-estimate', query: (token: string) => ({ token }), options: { anonymous: true }, parse: data(signedEstimateWire) }),

  // --- Write-backs to the practice system (docs/write-back.md, gateway/src/write-back/) ---
  practiceExport: byIds({ path: '/practice-exports', row: practiceExportWire }),
  followUp: byIds({ path: '/follow-ups', row: followUpWire, query: (ids) => ({ ids: ids.join(',') }) }),
  /** Each visit's follow-ups, newest first. */
  followUpsOfVisit: listsByIds({ path: '/follow-ups', row: followUpWire, query: (visitIds) => ({ visit_ids: visitIds.join(',') }), key: (row) => row.visitId }),
  stopFollowUp: call({ method: 'POST', path: (id: string) => `/follow-ups/${segment(id)}/stop`, body: () => ({}), parse: data(followUpWire) }),
  followUpSettings: call({ method: 'GET', path: '/follow-up-settings', parse: data(followUpSettingsWire) }),
  saveFollowUpSettings: call({ method: 'POST', path: '/follow-up-settings', body: (settings: FollowUpSettingsPayload) => settings, parse: data(followUpSettingsWire) }),
  practiceExports: call({
    method: 'GET',
    path: '/practice-exports',
    query: (input: { state?: string; page: number; limit: number }) => ({ state: input.state, page: input.page, limit: input.limit }),
    parse: one(practiceExportPageWire),
  }),
  retryPracticeExport: call({ method: 'POST', path: (id: string) => `/practice-exports/${segment(id)}/retry`, body: () => ({}), parse: one(retriedPracticeExportWire) }),

  // --- FHIR exports started from Settings (docs/fhir.md 'Exporting from Settings', gateway/src/fhir/) ---
  fhirExport: byIds({ path: '/fhir-exports', row: fhirExportWire }),
  fhirExports: call({ method: 'GET', path: '/fhir-exports', parse: (body) => fhirExportListWire.parse(body).data }),
  startFhirExport: call({ method: 'POST', path: '/fhir-exports', body: (petId: string | null) => (petId ? { pet_id: petId } : {}), parse: one(requestedFhirExportWire) }),
  /** The done export's zip (main checks the admin and the clinic, and audits the download). */
  verifyFhirExport: call({ method: 'POST', path: (id: string) => `/fhir-exports/${segment(id)}/verify`, body: () => ({}), options: { timeoutMs: 60_000 }, parse: one(fhirExportVerificationWire) }),
  fhirExportFile: call({ method: 'GET', path: (id: string) => `/fhir-exports/${segment(id)}/file`, options: { timeoutMs: 60_000 }, binary: true, parse: (body) => body as Buffer }),

  // --- The clinic's audit log (docs/rest-main.md 'Audit log') ---
  auditEntry: byIds({ path: '/audit-log', row: auditEntryWire }),
  auditLog: call({
    method: 'GET',
    path: '/audit-log',
    query: (input: { filter: AuditFilter; limit: number; after?: string | null }) => ({
      pet_id: input.filter.petId || undefined,
      visit_id: input.filter.visitId || undefined,
      actor_user_id: input.filter.actorUserId || undefined,
      limit: input.limit,
      after: input.after || undefined,
    }),
    parse: one(auditPageWire),
  }),

  // --- FHIR import (docs/fhir-import.md) ---
  planFhirImport: call({ method: 'POST', path: '/fhir-import/plan', body: (input: FhirImportPayload) => input, parse: data(fhirImportReportWire) }),
  applyFhirImport: call({ method: 'POST', path: '/fhir-import/apply', body: (input: FhirImportPayload) => input, parse: data(fhirImportReportWire) }),

  // --- Files ---
  file: byIds({ path: '/files', row: fileWire }),
  uploadFile: call({
    method: 'POST',
    path: '/platform/upload',
    body: (upload: FileUploadPayload) => upload,
    parse: one(fileWire),
  }),

  // --- Appointment reminder settings of the caller's clinic ---
  appointmentSettings: call({ method: 'GET', path: '/appointment-settings', parse: one(appointmentSettingsWire) }),
  saveAppointmentSettings: call({
    method: 'POST',
    path: '/appointment-settings',
    body: (settings: AppointmentSettingsPayload) => settings,
    parse: one(appointmentSettingsWire),
  }),
};
