// A vaccination's status (spec 002 section 4 "Reminders"): 'Current, MM/DD/YYYY' or
// 'Past Due, MM/DD/YYYY' with its expiration date, judged against today in the clinic's time zone.
//
// The spec states the rule both ways, and they differ only for an expiration of yesterday. We
// count yesterday as Past Due: a vaccination is Current while its expiration date is today or
// later (the expiration date is the last day it covers), so the reminder shows Past Due on the
// first day the pet is no longer covered (docs/reminders.md).
import { badRequest } from '@vetchart/platform/http';

export type VaccineStatusName = 'Current' | 'Past Due';

/** YYYY-MM-DD as MM/DD/YYYY. */
export const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** Today's calendar day (YYYY-MM-DD) in an IANA time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A time zone the runtime knows (IANA name), else a 400; missing is UTC. */
export function requireTimeZone(value: string | undefined): string {
  if (!value) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value;
  } catch {
    throw badRequest('Unknown time zone.', [{ path: 'time_zone', message: 'Unknown time zone.' }]);
  }
}

/** Current when the expiration (YYYY-MM-DD) is today or later; an expiration of yesterday is Past Due. */
export function vaccineStatusName(expirationIso: string, todayIso: string): VaccineStatusName {
  return expirationIso >= todayIso ? 'Current' : 'Past Due';
}

export function vaccineStatus(expirationIso: string, todayIso: string): string {
  return `${vaccineStatusName(expirationIso, todayIso)}, ${usDate(expirationIso)}`;
}
