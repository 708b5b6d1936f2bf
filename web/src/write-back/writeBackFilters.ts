// The clinic's write-back page (/d/write-back; docs/write-back.md, 'The write-back page'): its
// filter tabs, their counts and empty texts. Pure, so web tests can hold them.
import { STATE_LABELS, type PracticeExportStateName } from './practiceExportText';

export type WriteBackFilter = 'ALL' | PracticeExportStateName;

export const WRITE_BACK_FILTERS: ReadonlyArray<WriteBackFilter> = ['ALL', 'QUEUED', 'SENDING', 'RETRYING', 'WRITTEN', 'FAILED'];

export interface WriteBackCounts {
  readonly queued: number;
  readonly sending: number;
  readonly retrying: number;
  readonly written: number;
  readonly failed: number;
}

export const filterLabel = (filter: WriteBackFilter) => (filter === 'ALL' ? 'All' : STATE_LABELS[filter]);

export function filterCount(filter: WriteBackFilter, counts: WriteBackCounts): number {
  if (filter === 'ALL') return counts.queued + counts.sending + counts.retrying + counts.written + counts.failed;
  return counts[filter.toLowerCase() as keyof WriteBackCounts];
}

/** Something of the clinic's is still on its way: the page keeps looking. */
export const anyMoving = (counts: WriteBackCounts) => counts.queued + counts.sending + counts.retrying > 0;

export const ALL_EMPTY_TEXT = 'No write-backs yet: a finalized SOAP note or a treatment result written back appears here.';

export function emptyText(filter: WriteBackFilter): string {
  if (filter === 'ALL') return ALL_EMPTY_TEXT;
  return `No ${STATE_LABELS[filter].toLowerCase()} write-backs.`;
}
