// The pet profile's age rule (spec 001 section 2.5, the reading that governs the profile page
// and the summary bar): under 30 days in days, from 30 days in months ('N mos'), from 365 days
// in whole years, with a 30-day month and a 365-day year.
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from the date of birth (a calendar day, YYYY-MM-DD or MM/DD/YYYY) to today, in UTC. */
export function daysSince(dateOfBirth: string, today: Date): number | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateOfBirth);
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(dateOfBirth);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!year) return null;
  const born = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const now = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.floor((now - born) / DAY_MS);
}

export function formatPetAge(dateOfBirth: string | null | undefined, today: Date = new Date()): string {
  if (!dateOfBirth) return 'N/A';
  const days = daysSince(dateOfBirth, today);
  if (days === null || days < 0) return 'N/A';
  if (days >= 365) {
    const years = Math.floor(days / 365);
    return `${years} ${years === 1 ? 'year' : 'years'}`;
  }
  if (days >= 30) return `${Math.floor(days / 30)} mos`;
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
