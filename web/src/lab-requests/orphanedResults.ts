// The rules of the orphaned results screen (spec 001 section 2.8) that need no React: the 'Query by
// Date:' range (the last 30 days by default; the server's own limit of 366 days), how its dates
// and the visits of the assign modal are written, and how a suggested pet's reasons read.

/** The server refuses a longer range (PLAN-18, GET /orphaned-results). */
export const MAX_RANGE_DAYS = 366;
export const DEFAULT_RANGE_DAYS = 30;
/**
 * Rows a page of the table holds. Sent as a variable, not written into the query: the gateway's
 * cost limit multiplies a literal `first` into the query's cost.
 */
export const PAGE_SIZE = 25;
export const INVALID_RANGE_MESSAGE = 'Please select a valid date range.';

export interface DateRange {
  /** YYYY-MM-DD, as the range is sent (spec 001 section 9). */
  startDate: string;
  endDate: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of `date` as YYYY-MM-DD: 'today' is the person's day, not UTC's. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last 30 days, today included at the end. */
export function defaultRange(today: Date = new Date()): DateRange {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - DEFAULT_RANGE_DAYS);
  return { startDate: isoDay(start), endDate: isoDay(today) };
}

/** A real calendar day written YYYY-MM-DD, as a UTC timestamp; null otherwise (2026-02-30 is not). */
function parseIsoDay(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time : null;
}

/** Why the range cannot be queried, or null when it can: both days real, end not before start, at most 366 days. */
export function rangeError(range: DateRange): string | null {
  const start = parseIsoDay(range.startDate);
  const end = parseIsoDay(range.endDate);
  if (start === null || end === null || end < start) return INVALID_RANGE_MESSAGE;
  if ((end - start) / DAY_MS > MAX_RANGE_DAYS) return INVALID_RANGE_MESSAGE;
  return null;
}

export const isValidRange = (range: DateRange) => rangeError(range) === null;

/** MM/DD/YYYY for a YYYY-MM-DD day or an ISO timestamp (its UTC day); '—' for none. */
export function formatUsDate(value: string | null | undefined): string {
  if (!value) return '—';
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!day) return value;
  if (value.length > 10) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
  }
  return `${day[2]}/${day[3]}/${day[1]}`;
}

/** The id inside a Relay global id (base64 of 'Type:id'): the visit number staff quote. */
export function rawIdOf(globalId: string): string {
  try {
    const decoded = atob(globalId);
    const colon = decoded.indexOf(':');
    return colon > 0 ? decoded.slice(colon + 1) : globalId;
  } catch {
    return globalId;
  }
}

/** 'Visit: {id} - {date} - {status name}' (spec 001 section 2.8), the date MM/DD/YYYY. */
export function visitOptionLabel(visit: { id: string; createdAt: string; status: { name: string } }): string {
  return `Visit: ${rawIdOf(visit.id)} - ${formatUsDate(visit.createdAt)} - ${visit.status.name}`;
}

const REASON_WORDS: Record<string, string> = { name: 'pet name', parent: 'parent', species: 'species' };

/** 'Matches pet name, parent and species' for a suggestion's reasons. */
export function matchReasons(reasons: ReadonlyArray<string>): string {
  const words = reasons.map((reason) => REASON_WORDS[reason] ?? reason);
  if (words.length === 0) return 'Similar record';
  const list = words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
  return `Matches ${list}`;
}

/** The weight with its unit ('72.4 lb(s)'), or 'N/A'. */
export function formatWeight(weight: number | null | undefined, unit: string | null | undefined): string {
  if (weight === null || weight === undefined || Number.isNaN(weight)) return 'N/A';
  return `${weight} ${unit ?? ''}`.trim();
}
