// The Visit Status Timeline's texts (spec 002 sections 2.8, 3 "Visit"): status names in upper
// case, and each log entry as '<user> updated status to <event>' with its time.
export const statusOptionLabel = (name: string) => name.toUpperCase();

export const statusLogText = (entry: { userName: string; event: string }) => `${entry.userName} updated status to ${entry.event}`;

/** 'MM/DD/YYYY, h:mm AM' in the viewer's time zone. */
export const statusLogTime = (iso: string) => new Date(iso).toLocaleString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A reason for modification's YYYY/MM/DD as the product writes dates, MM/DD/YYYY. */
export function modificationDateText(yyyyMmDd: string): string {
  const [year, month, day] = yyyyMmDd.split('/');
  return year && month && day ? `${month}/${day}/${year}` : yyyyMmDd;
}
