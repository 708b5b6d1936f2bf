// The subjective (check-in) note's rules (spec 002 sections 3 and 5) are the contract's
// (@vetchart/contracts/charting/subjective-note): what a save must carry, with the spec's
// messages, the SOAP cases, the complaint durations and the feline indoor options. The routes and
// the public form validate with its schemas; the note's answers keep the spec's snake_case keys,
// as they are stored. What the service's modules and tests name from it:
import { SOAP_CASES } from '@vetchart/contracts/charting/subjective-choices';
import { SUBJECTIVE_MESSAGES, type SubjectiveNoteContent } from '@vetchart/contracts/charting/subjective-note';

export const DURATION_REQUIRED = SUBJECTIVE_MESSAGES.duration;
export const REASON_REQUIRED = SUBJECTIVE_MESSAGES.reason;

export { SOAP_CASES, type SubjectiveNoteContent };
