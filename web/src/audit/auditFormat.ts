// How the audit screen writes a time: the clinic's local date and time (MM/DD/YYYY, spec 001
// section 9) with the zone's short name, whatever zone the admin's computer is in.
export const AUDIT_PAGE_SIZE = 20;

const validZone = (zone: string | null | undefined) => {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
};

export function clinicDateTime(iso: string, zone: string | null | undefined): { date: string; time: string } {
  const timeZone = validZone(zone);
  const at = new Date(iso);
  return {
    date: new Intl.DateTimeFormat('en-US', { timeZone, month: '2-digit', day: '2-digit', year: 'numeric' }).format(at),
    time: new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', second: '2-digit', hour12: true, timeZoneName: 'short' }).format(at),
  };
}
