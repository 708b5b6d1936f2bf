// When the e-check-in form goes to an appointment's pet parent (spec 000, Notification settings
// modal 'eCheckin Form'), as pure rules over an injected clock (docs/echeckin.md):
// - days_before 0: 7am on the appointment day; 1, 3, 7: the appointment's own local time that
//   many calendar days before (1 = 24 hours before; counted on the clinic's wall clock, so a
//   daylight-saving change between the two days does not move the mail by an hour);
// - daily_reminder: 8am on each later day, up to the appointment day, while before the
//   appointment's start;
// - all in the clinic's time zone; nothing is sent once the appointment has started; each
//   appointment gets its check-in mail once and each reminder day once ('checkin',
//   'reminder:YYYY-MM-DD'); a mail due while nothing ran (a restart) still goes out, but
//   reminders that fell due before the last mail are skipped, never sent in a burst.

export const CHECKIN_HOUR = 7;
export const REMINDER_HOUR = 8;
export const ECHECKIN_DAYS_BEFORE = [0, 1, 3, 7] as const;

export interface EcheckinSettings {
  days_before: number;
  daily_reminder: boolean;
}

export interface ScheduledAppointment {
  /** The practice system's appointment id. */
  id: string;
  /** The appointment's local day (YYYY-MM-DD) and time (HH:MM) in the clinic's time zone. */
  date: string;
  time: string;
  status?: string | null;
}

export type EcheckinKind = 'checkin' | `reminder:${string}`;

export interface PlannedMail {
  kind: EcheckinKind;
  due_at: Date;
}

export interface SentMail {
  kind: string;
  /** When it was sent (or queued, while its job has not run yet). */
  at: Date;
}

/** Appointments in these states get no e-check-in mail. */
const CLOSED_STATUSES = new Set(['cancelled', 'canceled', 'checked in', 'completed', 'no show']);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/** The calendar day `days` after `day` (YYYY-MM-DD; negative goes back). */
export function addDays(day: string, days: number): string {
  const match = DAY.exec(day);
  if (!match) throw new Error(`Not a day: ${day}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return date.toISOString().slice(0, 10);
}

/** The local day (YYYY-MM-DD) of an instant in a time zone. */
export function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The local wall-clock time (HH:MM) of an instant in a time zone. */
export function localTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).format(at);
}

/** A day and time read on one wall clock (the practice system's), on another (the clinic's). */
export function onWallClock(day: string, time: string, fromZone: string, toZone: string): { date: string; time: string } {
  if (fromZone === toZone) return { date: day, time };
  const at = zonedInstant(day, time, fromZone);
  return { date: localDay(at, toZone), time: localTime(at, toZone) };
}

/** How far a time zone's wall clock is ahead of UTC at an instant, in minutes. */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall-clock time (day YYYY-MM-DD, HH:MM) happens in a time zone. A time skipped by
 * a daylight-saving jump is read with the offset before the jump (2:30 on a spring-forward day is
 * 3:30); a time that happens twice is its first occurrence.
 */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const d = DAY.exec(day);
  const t = TIME.exec(time);
  if (!d || !t) throw new Error(`Not a local time: ${day} ${time}`);
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  // Two rounds settle the offset, except across a jump, where the earlier offset is kept.
  const first = offsetMinutes(new Date(wall), timeZone);
  const guess = wall - first * 60_000;
  const second = offsetMinutes(new Date(guess), timeZone);
  if (second === first) return new Date(guess);
  const other = wall - second * 60_000;
  return offsetMinutes(new Date(other), timeZone) === second ? new Date(Math.min(guess, other)) : new Date(guess);
}

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

export function appointmentStart(appointment: ScheduledAppointment, timeZone: string): Date {
  return zonedInstant(appointment.date, appointment.time, timeZone);
}

/** Every mail an appointment gets under a clinic's settings, in order. */
export function plannedMails(appointment: ScheduledAppointment, settings: EcheckinSettings, timeZone: string): PlannedMail[] {
  if (!(ECHECKIN_DAYS_BEFORE as readonly number[]).includes(settings.days_before)) throw new Error(`Unknown days_before: ${settings.days_before}`);
  const start = appointmentStart(appointment, timeZone);
  const checkinDay = addDays(appointment.date, -settings.days_before);
  const checkinAt = settings.days_before === 0 ? zonedInstant(appointment.date, hour(CHECKIN_HOUR), timeZone) : zonedInstant(checkinDay, appointment.time, timeZone);
  const mails: PlannedMail[] = [{ kind: 'checkin', due_at: checkinAt }];
  if (settings.daily_reminder) {
    for (let day = addDays(checkinDay, 1); day <= appointment.date; day = addDays(day, 1)) {
      const at = zonedInstant(day, hour(REMINDER_HOUR), timeZone);
      if (at > checkinAt && at < start) mails.push({ kind: `reminder:${day}`, due_at: at });
    }
  }
  return mails;
}

/**
 * The one mail to send now for an appointment, if any: the check-in mail once it is due, then the
 * latest reminder that is due and fell due after the last mail sent. Nothing once the appointment
 * has started or is closed.
 */
export function nextMail(
  appointment: ScheduledAppointment,
  settings: EcheckinSettings,
  timeZone: string,
  sent: readonly SentMail[],
  now: Date,
): PlannedMail | null {
  if (appointment.status && CLOSED_STATUSES.has(appointment.status.toLowerCase())) return null;
  if (now >= appointmentStart(appointment, timeZone)) return null;
  const mails = plannedMails(appointment, settings, timeZone);
  const done = new Set(sent.map((mail) => mail.kind));
  if (!done.has('checkin')) return mails[0]!.due_at <= now ? mails[0]! : null;
  const lastSent = Math.max(...sent.map((mail) => mail.at.getTime()));
  const due = mails.filter((mail) => mail.kind !== 'checkin' && !done.has(mail.kind) && mail.due_at <= now && mail.due_at.getTime() > lastSent);
  return due.at(-1) ?? null;
}
