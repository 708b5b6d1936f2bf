// The e-check-in scheduler on the real database with an injected clock: each clinic's setting
// sends the subjective form link at the right local time, once; the daily reminder at 8am; a
// restart (a new scheduler and job runner on the same database) neither loses nor doubles a
// mail, nor do two processes working at once. The appointments are what the practice system's
// schedule answers (source.ts); the pets are the product's, synced from it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startJobRunner, type JobRunner } from '@vetchart/platform/jobs';
import { createOutboxMailer, listOutbox, migrateOutbox } from '@vetchart/platform/mailer';
import type { ServiceDeps } from '@vetchart/platform/service';
import { testConfig } from '@vetchart/platform/testing';
import { startMainHarness, type MainHarness, pngDataUri } from '../testing.ts';
import { resolveSubjectiveLink } from '../subjective-links/routes.ts';
import { ECHECKIN_SEND_JOB, echeckinJobHandlers, scanEcheckins, sendEcheckin, startEcheckinScheduler } from './scheduler.ts';
import type { EcheckinClinic, EcheckinSource, SourceAppointment } from './source.ts';

const CHICAGO = 'America/Chicago';
let harness: MainHarness;
let deps: ServiceDeps;
const clinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'CLN-ECHECKIN' };
const otherClinic = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'CLN-ECHECKIN-OTHER' };
let staff: string;
let otherStaff: string;

/** What the practice system's schedule answers now (tests change it). */
let appointments: SourceAppointment[] = [];
let otherAppointments: SourceAppointment[] = [];
const source: EcheckinSource = {
  async upcomingAppointments() {
    const clinics: EcheckinClinic[] = [
      { clinic_id: clinic.clinicId, organization_id: clinic.organizationId, clinic_code: clinic.clinicCode, time_zone: CHICAGO, source: 'covetrus', appointments },
      { clinic_id: otherClinic.clinicId, organization_id: otherClinic.organizationId, clinic_code: otherClinic.clinicCode, time_zone: 'UTC', source: 'covetrus', appointments: otherAppointments },
    ];
    return clinics;
  },
};

async function createPet(token: string, name: string, email: string, sourceId: string | null): Promise<string> {
  const parent = await harness.call('POST', '/pet-parents', {
    token,
    body: { first_name: 'Nora', last_name: name, phone_number: '5125550123', email, address: { addressLine1: '4 Oak Lane', city: 'Austin', state: 'TX', zip: '78701' } },
  });
  expect(parent.status).toBe(201);
  const pet = await harness.call('POST', '/pets', {
    token,
    body: { parent_id: parent.body.id, name, breed_id: randomUUID(), specie_id: randomUUID(), gender_id: randomUUID(), color: 'Black', date_of_birth: '05/01/2022', weight: 12, problems: [] },
  });
  expect(pet.status).toBe(201);
  // What practice-sync's import leaves: the pet named by its practice-system patient id.
  if (sourceId) await harness.db.query(`UPDATE main.pets SET source = 'covetrus', source_id = $2 WHERE id = $1`, [pet.body.id, sourceId]);
  return pet.body.id;
}

const appointment = (id: string, patient: string, date: string, time: string, extra: Partial<SourceAppointment> = {}): SourceAppointment => ({
  appointment_id: id,
  source_id: patient,
  pet_parent_email: null,
  appointment_date: date,
  appointment_time: time,
  status: 'Scheduled',
  ...extra,
});

async function settings(days_before: number, daily_reminder: boolean) {
  const saved = await harness.call('POST', '/appointment-settings', {
    token: staff,
    body: { clinic_code: clinic.clinicCode, days_before, daily_reminder },
  });
  expect(saved.status).toBe(200);
}

async function mailsTo(email: string) {
  return (await listOutbox(harness.db, { to: email, limit: 50 })).filter((mail) => mail.to_address === email);
}

const scanAt = (iso: string) => scanEcheckins(harness.db, source, new Date(iso));

// This process's job runner; a queued job wakes it (platform/jobs.ts), so tests of a process that
// stopped before its jobs ran stop it first and start it again after.
let runner: JobRunner;
const startRunner = () => startJobRunner(harness.db, echeckinJobHandlers(deps), { pollMs: 60_000 });
async function withRunnerStopped(fn: () => Promise<void>) {
  await runner.stop();
  try {
    await fn();
  } finally {
    runner = startRunner();
  }
}
beforeAll(async () => {
  harness = await startMainHarness();
  await migrateOutbox(harness.db);
  deps = { db: harness.db, keys: harness.keys, mailer: createOutboxMailer(harness.db), config: testConfig({ dataDir: harness.dataDir }) };
  staff = await harness.tokenFor({ ...clinic, isClientAdmin: false, permissions: ['Add new Pet', 'Add Visit'] });
  otherStaff = await harness.tokenFor({ ...otherClinic, isClientAdmin: false, permissions: ['Add new Pet', 'Add Visit'] });
  runner = startRunner();
});
afterAll(async () => {
  await runner?.stop();
  await harness?.close();
});
beforeEach(() => {
  appointments = [];
  otherAppointments = [];
});

describe('e-check-in scheduler', () => {
  it('1 day (the default): sends the form link 24 hours before, once, to the synced pet parent; the link opens that pet', async () => {
    const petId = await createPet(staff, 'Maple', 'maple.parent@example.com', 'CV-PT-1');
    appointments = [appointment('CV-APT-1', 'CV-PT-1', '2026-03-10', '14:30')];

    expect(await scanAt('2026-03-09T19:29:00Z')).toEqual({ queued: 0, waitingForSync: 0, noEmail: 0 });
    expect(await scanAt('2026-03-09T19:30:00Z')).toEqual({ queued: 1, waitingForSync: 0, noEmail: 0 });
    expect(await scanAt('2026-03-09T19:31:00Z')).toMatchObject({ queued: 0 });
    await runner.runDue();

    const mails = await mailsTo('maple.parent@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Check in for Maple's visit on 03/10/2026 at 2:30 PM");
    expect(mails[0]!.text_body).toContain("Before Maple's visit on 03/10/2026 at 2:30 PM, please fill in the history (subjective) form:");
    const token = new URL(mails[0]!.links[0]!).searchParams.get('token')!;
    const link = await resolveSubjectiveLink(harness.db, token);
    expect(link).toMatchObject({ pet_id: petId, visit_id: null, clinic_id: clinic.clinicId, clinic_code: clinic.clinicCode });
    // The link lasts at least until the day after the appointment.
    expect(new Date(link.expires_at).getTime()).toBeGreaterThan(Date.parse('2026-03-11T19:30:00Z'));

    const [audit] = await harness.db.query<{ action: string; detail: Record<string, unknown> }>(
      `SELECT action, detail FROM main.audit_log WHERE target_id = $1 AND action = 'subjective_form.sent'`,
      [petId],
    );
    expect(audit).toMatchObject({ action: 'subjective_form.sent', detail: { by: 'echeckin', appointment_id: 'CV-APT-1', kind: 'checkin' } });
  });

  it('0 days: 7am local on the appointment day; 3 and 7 days at the appointment time, on the clinic wall clock', async () => {
    await createPet(staff, 'Olive', 'olive.parent@example.com', 'CV-PT-2');
    appointments = [appointment('CV-APT-20', 'CV-PT-2', '2026-03-20', '10:00')];
    await settings(0, false);
    expect(await scanAt('2026-03-20T11:59:00Z')).toMatchObject({ queued: 0 });
    expect(await scanAt('2026-03-20T12:00:00Z')).toMatchObject({ queued: 1 });

    await settings(3, false);
    appointments = [appointment('CV-APT-21', 'CV-PT-2', '2026-03-10', '09:15')];
    // 9:15 CST on 03/07 (daylight saving starts on 03/08).
    expect(await scanAt('2026-03-07T15:14:00Z')).toMatchObject({ queued: 0 });
    expect(await scanAt('2026-03-07T15:15:00Z')).toMatchObject({ queued: 1 });

    await settings(7, false);
    appointments = [appointment('CV-APT-22', 'CV-PT-2', '2026-04-15', '16:00')];
    expect(await scanAt('2026-04-08T20:59:00Z')).toMatchObject({ queued: 0 });
    expect(await scanAt('2026-04-08T21:00:00Z')).toMatchObject({ queued: 1 });

    await runner.runDue();
    expect((await mailsTo('olive.parent@example.com')).map((mail) => mail.subject).sort()).toEqual([
      "Check in for Olive's visit on 03/10/2026 at 9:15 AM",
      "Check in for Olive's visit on 03/20/2026 at 10:00 AM",
      "Check in for Olive's visit on 04/15/2026 at 4:00 PM",
    ]);
    await settings(1, false);
  });

  it('the daily reminder: 8am local on each later day, once each', async () => {
    await createPet(staff, 'Pepper', 'pepper.parent@example.com', 'CV-PT-3');
    appointments = [appointment('CV-APT-30', 'CV-PT-3', '2026-05-13', '15:00')];
    await settings(3, true);
    try {
      expect(await scanAt('2026-05-10T20:00:00Z')).toMatchObject({ queued: 1 });
      expect(await scanAt('2026-05-11T12:59:00Z')).toMatchObject({ queued: 0 });
      expect(await scanAt('2026-05-11T13:00:00Z')).toMatchObject({ queued: 1 });
      expect(await scanAt('2026-05-11T13:01:00Z')).toMatchObject({ queued: 0 });
      expect(await scanAt('2026-05-12T13:00:00Z')).toMatchObject({ queued: 1 });
      expect(await scanAt('2026-05-13T13:00:00Z')).toMatchObject({ queued: 1 });
      expect(await scanAt('2026-05-13T19:59:00Z')).toMatchObject({ queued: 0 });
      await runner.runDue();
      expect(await mailsTo('pepper.parent@example.com')).toHaveLength(4);
      const kinds = await harness.db.query<{ kind: string; status: string }>(
        `SELECT kind, status FROM main.echeckin_sends WHERE appointment_id = 'CV-APT-30' ORDER BY due_at`,
      );
      expect(kinds).toEqual([
        { kind: 'checkin', status: 'sent' },
        { kind: 'reminder:2026-05-11', status: 'sent' },
        { kind: 'reminder:2026-05-12', status: 'sent' },
        { kind: 'reminder:2026-05-13', status: 'sent' },
      ]);
    } finally {
      await settings(1, false);
    }
  });

  it('sends no more reminders once the pet parent has answered the form', async () => {
    await createPet(staff, 'Rosemary', 'rosemary.parent@example.com', 'CV-PT-19');
    appointments = [appointment('CV-APT-90', 'CV-PT-19', '2026-06-13', '15:00')];
    await settings(3, true);
    try {
      expect(await scanAt('2026-06-10T20:00:00Z')).toMatchObject({ queued: 1 });
      await runner.runDue();
      const [mail] = await mailsTo('rosemary.parent@example.com');
      const token = new URL(mail!.links[0]!).searchParams.get('token')!;
      // The pet parent answers through the public form.
      const submitted = await harness.call('POST', '/subjective-form/submit', {
        body: { token, signature_png: pngDataUri(), subjective_note: { chief_complaint: { complaint: 'Itching', duration: 'Acute' }, reason_for_consultation: { main_case: [1] } } },
      });
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
      // The next mornings' reminders are not decided.
      expect(await scanAt('2026-06-11T13:00:00Z')).toMatchObject({ queued: 0 });
      expect(await scanAt('2026-06-12T13:00:00Z')).toMatchObject({ queued: 0 });
      await runner.runDue();
      expect(await mailsTo('rosemary.parent@example.com')).toHaveLength(1);
    } finally {
      await settings(1, false);
    }
  });

  it('resumes after a restart without losing or doubling: a decided mail waits in the queue for the next process', async () => {
    await createPet(staff, 'Quince', 'quince.parent@example.com', 'CV-PT-4');
    appointments = [appointment('CV-APT-40', 'CV-PT-4', '2026-06-02', '11:00')];
    await withRunnerStopped(async () => {
      // The first process decides the mail, then stops before its job runner gets to it.
      const first = startEcheckinScheduler(harness.db, source, { intervalMs: 60_000, now: () => new Date('2026-06-01T16:00:00Z') });
      expect(await first.scan()).toMatchObject({ queued: 1 });
      await first.stop();
      expect(await mailsTo('quince.parent@example.com')).toHaveLength(0);

      // The next process (a new scheduler and job runner on the same database) finds it queued.
      const second = startEcheckinScheduler(harness.db, source, { intervalMs: 60_000, now: () => new Date('2026-06-01T16:05:00Z') });
      const secondRunner = startJobRunner(harness.db, echeckinJobHandlers(deps), { pollMs: 60_000 });
      try {
        expect(await second.scan()).toMatchObject({ queued: 0 });
        expect(await secondRunner.runDue()).toBe(1);
        expect(await secondRunner.runDue()).toBe(0);
        expect(await mailsTo('quince.parent@example.com')).toHaveLength(1);
      } finally {
        await second.stop();
        await secondRunner.stop();
      }
    });
  });

  it('a send job run again (its process stopped after sending, before marking the job done) sends nothing more', async () => {
    await createPet(staff, 'Rowan', 'rowan.parent@example.com', 'CV-PT-5');
    appointments = [appointment('CV-APT-50', 'CV-PT-5', '2026-06-05', '11:00')];
    await withRunnerStopped(async () => {
      expect(await scanAt('2026-06-04T16:00:00Z')).toMatchObject({ queued: 1 });
      const [job] = await harness.db.query<{ payload: { send_id: string } }>(
        `SELECT payload FROM jobs.queue WHERE kind = $1 AND done_at IS NULL ORDER BY id DESC LIMIT 1`,
        [ECHECKIN_SEND_JOB],
      );
      // The send committed; the job row was left undone.
      await sendEcheckin(deps, job!.payload);
    });
    // The next runner runs the job: it finds the mail sent and only marks the job done.
    expect(await runner.runDue()).toBe(1);
    expect(await mailsTo('rowan.parent@example.com')).toHaveLength(1);
    expect(await harness.db.query(`SELECT 1 FROM main.subjective_form_links WHERE email = 'rowan.parent@example.com'`)).toHaveLength(1);
  });

  it('two processes scanning and running jobs at once send each mail once', async () => {
    // Only these two processes' runners work (this process's own runner is stopped).
    await withRunnerStopped(async () => {
      await createPet(staff, 'Sage', 'sage.parent@example.com', 'CV-PT-6');
      await createPet(staff, 'Tansy', 'tansy.parent@example.com', 'CV-PT-7');
      appointments = [appointment('CV-APT-60', 'CV-PT-6', '2026-07-01', '09:00'), appointment('CV-APT-61', 'CV-PT-7', '2026-07-01', '09:30')];
      const now = () => new Date('2026-06-30T15:00:00Z');
      const processes = [1, 2].map(() => ({
        scheduler: startEcheckinScheduler(harness.db, source, { intervalMs: 60_000, now }),
        runner: startJobRunner(harness.db, echeckinJobHandlers(deps), { pollMs: 60_000 }),
      }));
      try {
        const scans = await Promise.all(processes.map((process) => process.scheduler.scan()));
        expect(scans.reduce((sum, scan) => sum + scan.queued, 0)).toBe(2);
        await Promise.all(processes.map((process) => process.runner.runDue()));
        await Promise.all(processes.map((process) => process.scheduler.scan()));
        await Promise.all(processes.map((process) => process.runner.runDue()));
      } finally {
        await Promise.all(processes.flatMap((process) => [process.scheduler.stop(), process.runner.stop()]));
      }
      expect(await mailsTo('sage.parent@example.com')).toHaveLength(1);
      expect(await mailsTo('tansy.parent@example.com')).toHaveLength(1);
    });
  });

  it('waits for a pet that is not synced yet, then sends once it is; skips closed appointments', async () => {
    appointments = [appointment('CV-APT-70', 'CV-PT-8', '2026-08-01', '10:00'), appointment('CV-APT-71', 'CV-PT-9', '2026-08-01', '10:30', { status: 'Cancelled' })];
    expect(await scanAt('2026-07-31T16:00:00Z')).toEqual({ queued: 0, waitingForSync: 1, noEmail: 0 });
    await createPet(staff, 'Umber', 'umber.parent@example.com', 'CV-PT-8');
    await createPet(staff, 'Violet', 'violet.parent@example.com', 'CV-PT-9');
    expect(await scanAt('2026-07-31T17:00:00Z')).toEqual({ queued: 1, waitingForSync: 0, noEmail: 0 });
    await runner.runDue();
    expect(await mailsTo('umber.parent@example.com')).toHaveLength(1);
    expect(await mailsTo('violet.parent@example.com')).toHaveLength(0);
  });

  it("stays in its clinic: another clinic's appointment naming the same patient id never reaches this clinic's pet", async () => {
    await createPet(staff, 'Willow', 'willow.parent@example.com', 'CV-PT-10');
    otherAppointments = [appointment('CV-APT-80', 'CV-PT-10', '2026-09-02', '10:00')];
    expect(await scanAt('2026-09-01T10:00:00Z')).toEqual({ queued: 0, waitingForSync: 1, noEmail: 0 });
    const otherPet = await createPet(otherStaff, 'Xena', 'xena.parent@example.com', 'CV-PT-10');
    expect(await scanAt('2026-09-01T10:01:00Z')).toMatchObject({ queued: 1 });
    await runner.runDue();
    expect(await mailsTo('willow.parent@example.com')).toHaveLength(0);
    const mails = await mailsTo('xena.parent@example.com');
    expect(mails).toHaveLength(1);
    const link = await resolveSubjectiveLink(harness.db, new URL(mails[0]!.links[0]!).searchParams.get('token')!);
    expect(link).toMatchObject({ pet_id: otherPet, clinic_id: otherClinic.clinicId });
  });
});
