// Where a write-back row's visit link leads (docs/write-back.md, 'The write-back page'), built as
// the app's other visit links are.
import { canvasEditorPath, DEFAULT_SOURCE } from '../pet-profile/petProfileLinks';
import { visitStepsPath } from '../visit-charting/visitSteps';
import type { PracticeExportKindName } from './practiceExportText';

/** A SOAP note opens in the SOAP canvas editor (read-only once finalized); a treatment result at the visit's results step. */
export function writeBackVisitPath(kind: PracticeExportKindName, visit: { id: string; pet: { id: string; source: string } }): string {
  const target = { petId: visit.pet.id, source: visit.pet.source || DEFAULT_SOURCE, visitId: visit.id };
  return kind === 'SOAP' ? canvasEditorPath(target) : visitStepsPath({ ...target, step: 'results' });
}
