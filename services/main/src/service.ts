// The main service: pets, pet parents, visits and their SOAP notes, treatment plans, the
// canvas, templates and files. It owns the `main` schema (docs/rest-main.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { requirePrincipal, type PrincipalVariables } from '@vetchart/platform/access-token';
import type { Database } from '@vetchart/platform/database';
import { installErrorHandler } from '@vetchart/platform/http';
import { idempotentWrites } from '@vetchart/platform/idempotency';
import { migrateJobs } from '@vetchart/platform/jobs';
import { migrate } from '@vetchart/platform/migrations';
import { migrateRateLimits } from '@vetchart/platform/rate-limit';
import type { ServiceDeps } from '@vetchart/platform/service';
import { createFileStorage } from '@vetchart/platform/file-storage';
import type { TaskDefinition, TaskQueue } from '@vetchart/platform/task-queue';
import { writeBackTask, type WriteBackTaskOptions } from './write-back/write-back-task.ts';
import { FOLLOW_UP_SCHEDULE, FOLLOW_UP_TASK, followUpTask } from './follow-ups/follow-up-task.ts';
import { registerFollowUpRoutes } from './follow-ups/routes.ts';
import { readFhirImportFirst, registerFhirImportRoutes } from './fhir/fhir-import-routes.ts';
import { registerAiDraftRoutes } from './ai-drafts/routes.ts';
import { registerAppointmentSettingsRoutes } from './appointment-settings/routes.ts';
import { registerFileRoutes } from './files/routes.ts';
import { registerPetParentRoutes } from './pet-parents/routes.ts';
import { readPracticeFirst } from './pets/practice-sync.ts';
import { registerPetRoutes } from './pets/routes.ts';
import { registerMedicalHistoryRoutes } from './medical-history/routes.ts';
import { registerReminderRoutes } from './reminders/routes.ts';
import { registerPublicSubjectiveFormRoutes } from './subjective-links/public-form.ts';
import { registerSubjectiveLinkRoutes } from './subjective-links/routes.ts';
import { registerVisitRoutes } from './visits/routes.ts';
import { registerObjectiveRoutes } from './charting-objective/routes.ts';
import { registerSubjectiveRoutes } from './charting/subjective-routes.ts';
import { registerVitalsRoutes } from './charting/vitals-routes.ts';
import { DOCUMENT_LINK_ROUTE, registerDocumentRoutes } from './documents/routes.ts';
import { summaryLinkIssuer } from './documents/summary-links.ts';
import { pricePlanFirst, type MainUpstreams } from './treatment-plans/catalogue-prices.ts';
import { registerEstimateLinkRoutes } from './treatment-plans/estimate-links.ts';
import { registerTreatmentPlanRoutes } from './treatment-plans/routes.ts';
import type { SummaryLinkIssuer } from './treatment-plans/summary-mail.ts';
import type { LabLink, PracticeLink } from './results/links.ts';
import { PARTNER_ROUTES, registerResultRoutes } from './results/routes.ts';
import { seedPetsDemo } from './pets/demo.ts';
import { seedSoapTemplatesDemo } from './results/demo-templates.ts';
import { registerSoapCanvasRoutes } from './soap-canvas/routes.ts';
import { registerWriteBackRoutes } from './write-back/routes.ts';
import { registerSoapTemplateRoutes } from './soap-templates/routes.ts';
import { registerAuditRoutes } from './audit/routes.ts';
import { registerConsentRoutes } from './consents/routes.ts';
import { registerFhirExportRoutes } from './fhir/fhir-export-routes.ts';
import { fhirExportStorage, fhirExportTask } from './fhir/fhir-export-job.ts';
import { seedConsentFormsDemo } from './consents/demo.ts';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

export interface MainServiceOptions {
  /** The services main reads from (a treatment plan's prices: inventory's catalogue, auth's tax rate). */
  upstreams: MainUpstreams;
  /** Issues the visit's document links for the summary e-mail sent when a visit is finished (documents/summary-links.ts unless given). */
  summaryLinks?: SummaryLinkIssuer;
  /** The clinic's reference lab (the host's, services/host/src/lab-links.ts); without it lab routes answer 409 'No lab is connected yet...'. */
  labLink?: LabLink;
  /**
   * The background tasks' queue (platform/task-queue.ts): finalized notes' and treatment results'
   * write-backs to the practice system are queued on it; without it nothing is written back.
   */
  tasks?: TaskQueue;
}

export function createMainService(deps: ServiceDeps, options: MainServiceOptions): Hono<{ Variables: PrincipalVariables }> {
  const app = new Hono<{ Variables: PrincipalVariables }>();
  installErrorHandler(app, 'main');
  // A plan save reads its prices from other services before the request's transaction opens.
  app.use('/visits/:id/treatment-plan', requirePrincipal(deps), pricePlanFirst(options.upstreams));
  // A sync reads the patient from the practice system (thirdparty) and the lookups (inventory) the same way.
  app.use('/pets/sync', requirePrincipal(deps), readPracticeFirst(options.upstreams));
  // A FHIR import is bounded and read, and the clinic's lookups read from inventory, the same way.
  app.use('/fhir-import/*', ...readFhirImportFirst(deps, options.upstreams.inventory));
  app.use('*', idempotentWrites({ db: deps.db, keys: deps.keys, service: 'main', credentialRoutes: DOCUMENT_LINK_ROUTE, computeRoutes: PARTNER_ROUTES }));
  registerAppointmentSettingsRoutes(app, deps);
  registerFileRoutes(app, deps);
  registerPetParentRoutes(app, deps);
  registerPetRoutes(app, deps);
  registerMedicalHistoryRoutes(app, deps);
  registerVisitRoutes(app, deps);
  registerSubjectiveLinkRoutes(app, deps);
  registerPublicSubjectiveFormRoutes(app, deps);
  registerObjectiveRoutes(app, deps);
  registerReminderRoutes(app, deps);
  registerSubjectiveRoutes(app, deps);
  registerAiDraftRoutes(app, deps);
  registerVitalsRoutes(app, deps);
  registerTreatmentPlanRoutes(app, deps, { summaryLinks: options.summaryLinks ?? summaryLinkIssuer(deps) });
  registerEstimateLinkRoutes(app, deps);
  registerConsentRoutes(app, deps);
  registerFollowUpRoutes(app, deps);
  registerDocumentRoutes(app, deps);
  registerResultRoutes(app, deps, { labLink: options.labLink, tasks: options.tasks, inventoryUrl: options.upstreams.inventory });
  registerSoapTemplateRoutes(app, deps);
  registerSoapCanvasRoutes(app, deps, { tasks: options.tasks });
  registerWriteBackRoutes(app, deps, { tasks: options.tasks });
  registerAuditRoutes(app, deps);
  registerFhirExportRoutes(app, deps, { tasks: options.tasks });
  registerFhirImportRoutes(app, deps);
  return app;
}

export async function migrateMain(db: Database): Promise<void> {
  await migrate(db, 'main', MIGRATIONS);
  // The e-check-in scheduler's send jobs (echeckin/scheduler.ts).
  await migrateJobs(db);
  // The shared limits (sign-in, e-mails, security answers) this service counts.
  await migrateRateLimits(db);
}

/** The demo clinics' pets and parents, their SOAP templates (results/demo-templates.ts) and consent forms (consents/demo.ts). */
export async function seedMainDemo(db: Database, clinics: Parameters<typeof seedPetsDemo>[1]): Promise<void> {
  await seedPetsDemo(db, clinics);
  await seedSoapTemplatesDemo(db, clinics);
  await seedConsentFormsDemo(db, clinics);
}
export { writeBackTask } from './write-back/write-back-task.ts';

/**
 * The main service's background tasks on the task queue (platform/task-queue.ts), and the cron
 * schedules of those that recur: write-backs to the practice system (docs/write-back.md) and the
 * follow-up reminders, every 15 minutes (docs/follow-ups.md), and the FHIR exports started from
 * Settings (docs/fhir.md).
 */
export function mainTasks(deps: ServiceDeps, options: { practiceLink: PracticeLink; writeBack?: WriteBackTaskOptions }): { definitions: TaskDefinition[]; schedules: Record<string, string> } {
  return {
    definitions: [writeBackTask(deps.db, options.practiceLink, options.writeBack), followUpTask(deps), fhirExportTask(deps.db, fhirExportStorage(deps), { files: createFileStorage(deps.config.dataDir) })],
    schedules: { [FOLLOW_UP_TASK]: FOLLOW_UP_SCHEDULE },
  };
}
export { syncDemoPracticePatients } from './pets/demo-practice.ts';
export { labJobHandlers, startLabResultPoller, LAB_SEND_ORDER_JOB } from './results/lab-sync.ts';
export type { LabResultPoller } from './results/lab-sync.ts';
export * from './results/links.ts';
export { echeckinJobHandlers, startEcheckinScheduler } from './echeckin/scheduler.ts';
export { startAuditHeadExporter } from './audit/head-export.ts';
