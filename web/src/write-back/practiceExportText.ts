// What people read of a write-back to the practice system (docs/write-back.md), in one place for
// the note's and result's status line and the clinic's write-back page. A SOAP note's outcome
// uses the spec's texts ('SOAP data exported to PIMs successfully', 'Failed to export to PIMs: …');
// a treatment result's 'Writeback successful!'.
import { exportFailedText } from '../soap-canvas/canvasRules';

export type PracticeExportStateName = 'QUEUED' | 'SENDING' | 'RETRYING' | 'WRITTEN' | 'FAILED';
export type PracticeExportKindName = 'SOAP' | 'TREATMENT_RESULT';

export const STATE_LABELS: Record<PracticeExportStateName, string> = {
  QUEUED: 'Queued',
  SENDING: 'Sending',
  RETRYING: 'Retrying',
  WRITTEN: 'Written',
  FAILED: 'Failed',
};

/** A finalized note of a pet no practice system knows: nothing was queued. */
export const NOT_WRITTEN_BACK_TEXT = 'Not written back: this pet is not linked to a patient in a practice system.';

export const KIND_LABELS: Record<PracticeExportKindName, string> = { SOAP: 'SOAP note', TREATMENT_RESULT: 'Treatment result' };

/** Still moving: the screens look again until it is written or failed. */
export const isPending = (state: string) => state === 'QUEUED' || state === 'SENDING' || state === 'RETRYING';

const time = (iso: string | null) => (iso ? new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' }) : '');

export function practiceExportSentence(row: { kind: string; state: string; lastError: string | null | undefined; partnerName: string | null | undefined; nextAttemptAt?: string | null }): string {
  const partner = row.partnerName || 'the practice system';
  switch (row.state) {
    case 'QUEUED':
      return `Queued to write back to ${partner}.`;
    case 'SENDING':
      return `Writing back to ${partner}…`;
    case 'RETRYING':
      return `${row.lastError || 'The practice system could not be reached.'} Trying again${row.nextAttemptAt ? ` at ${time(row.nextAttemptAt)}` : ' shortly'}.`;
    case 'WRITTEN':
      return row.kind === 'SOAP' ? 'SOAP data exported to PIMs successfully' : 'Writeback successful!';
    default:
      return row.kind === 'SOAP' ? exportFailedText(row.lastError ?? '') : row.lastError || 'The write-back failed.';
  }
}
