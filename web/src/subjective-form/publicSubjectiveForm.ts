// The public subjective form's rules (spec 003 sections 2.6, 4 and 5): the owner's address line,
// the Additional Notes defaults (the feline ones for cats), the yes/no and Normal/Abnormal
// questions of the case panels, the half-filled form kept in the browser across reloads, and the
// triage text joined to one line. The form's values and their checks are the check-in form's
// (visit-charting/subjective/subjectiveForm.ts): the answers land in the same note.
import { subjectiveFormSchema, toFormValues, type SubjectiveFormValues } from '../visit-charting/subjective/subjectiveForm';

export const FORM_TITLE = 'Subjective Form';
export const SUBMITTED_TITLE = 'Subjective Submitted Successfully';
export const SUBMITTED_TEXT = 'Thank you for taking the time to complete this form. We look forward to seeing you and your pet soon!';
export const LOAD_FAILED = 'An error has occurred';
export const SIGNATURE_ERROR = 'Signature Error';
export const SUBMIT_ERROR = 'Submit Subjective Data Error';
export const SIGNATURE_REQUIRED = 'Please sign in the signature field';
export const AI_CONSENT_TEXT =
  "By signing below, I consent to the use of voice-enabled AI technology during my pet's exam to assist with accurate documentation. I understand that audio may be recorded and securely transcribed for medical record purposes only.";

export type YesNo = 'yes' | 'no';

/** The diarrhea panel (case 4): text, yes/no or Normal/Abnormal per question (spec 003 section 2.6). */
export const DIARRHEA_PANEL = [
  ['timesDiarrhea', 'How long has it been going on, and is it getting better or worse?', 'text'],
  ['eatingStool', 'Is your pet eating stool?', 'yesno'],
  ['dietIndiscretions', 'Any diet indiscretions (table food, new treats, garbage)?', 'text'],
  ['missingToys', 'Are any toys or bones missing?', 'yesno'],
  ['accidents', 'Any accidents in the house?', 'yesno'],
  ['someVisit', 'Has your pet visited beaches or parks recently?', 'yesno'],
  ['petActing', 'How is your pet acting?', 'normal'],
] as const;

/** The vomiting panel (case 3). */
export const VOMITING_PANEL = [
  ['timesVomiting', 'How many times has your pet vomited?', 'text'],
  ['intoTrash', 'Could your pet have gotten into the trash?', 'yesno'],
  ['ateSomething', 'Could your pet have chewed or eaten a toy, rock or bone?', 'yesno'],
  ['ratPoison', 'Any access to rat poison or other toxins?', 'yesno'],
  ['dietChanges', 'Diet changes', 'normal'],
  ['recentlyVaccinated', 'Was your pet recently vaccinated?', 'yesno'],
] as const;

/** Additional Notes' yes/no questions, each 'no' until answered. */
export const ADDITIONAL_YES_NO = [
  ['travel', 'Has your pet travelled outside the country?'],
  ['coughing', 'Coughing?'],
  ['sneezing', 'Sneezing?'],
  ['vomiting', 'Vomiting?'],
  ['diarrhea', 'Diarrhea?'],
] as const;

export const ADDITIONAL_NORMAL = [
  ['waterIntake', 'Water intake'],
  ['appetite', 'Appetite'],
] as const;

export const INDOOR_CHOICES = ['0', '25', '50', '100'] as const;

/** A fresh form: the spec's defaults, and the feline questions' defaults for cats. */
export function initialValues(feline: boolean): SubjectiveFormValues {
  const values = toFormValues(null);
  for (const [key] of ADDITIONAL_YES_NO) values.additionalNotes[key] = 'no';
  for (const [key] of ADDITIONAL_NORMAL) values.additionalNotes[key] = 'Normal';
  if (feline) {
    values.additionalNotes.fleaComb = 'yes';
    values.additionalNotes.otherPets = 'yes';
    values.additionalNotes.indoor = '0';
  }
  return values;
}

/** The owner's address: line 1 (or line 2 when line 1 is empty), city, state, the country unless 'N/A', and zip. */
export function formatOwnerAddress(address: {
  readonly addressLine1?: string | null;
  readonly addressLine2?: string | null;
  readonly city?: string | null;
  readonly state?: string | null;
  readonly country?: string | null;
  readonly zip?: string | null;
}): string {
  const line = address.addressLine1?.trim() || address.addressLine2?.trim() || '';
  const country = address.country?.trim() && address.country.trim().toUpperCase() !== 'N/A' ? address.country.trim() : '';
  return [line, address.city, address.state, country, address.zip]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(', ');
}

/** YYYY-MM-DD as MM/DD/YYYY. */
export const usDate = (iso: string) => (/^\d{4}-\d{2}-\d{2}/.test(iso) ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : iso);

export interface Draft {
  values: SubjectiveFormValues;
  triage: string;
  aiConsent: boolean;
}

// Kept in this browser only, per link (the token is the key), until the form is submitted.
const draftKey = (token: string) => `subjective-form:${token}`;

export function loadDraft(token: string, storage: Pick<Storage, 'getItem'> = window.localStorage): Draft | null {
  try {
    const raw = storage.getItem(draftKey(token));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft;
    return draft && typeof draft === 'object' && draft.values ? draft : null;
  } catch {
    return null;
  }
}

export function saveDraft(token: string, draft: Draft, storage: Pick<Storage, 'setItem'> = window.localStorage): void {
  try {
    storage.setItem(draftKey(token), JSON.stringify(draft));
  } catch {
    // A full or disabled storage only loses the draft, never the form.
  }
}

export function clearDraft(token: string, storage: Pick<Storage, 'removeItem'> = window.localStorage): void {
  try {
    storage.removeItem(draftKey(token));
  } catch {
    // As above.
  }
}

/**
 * The errors after answers changed (an AI fill or its Undo): an error shown on a changed answer is
 * checked again against the form's rules, and goes when the answer now passes; the others stay.
 */
export function recheckErrors(errors: Readonly<Record<string, string>>, values: SubjectiveFormValues, changedPaths: ReadonlyArray<string>): Record<string, string> {
  const checked = subjectiveFormSchema.safeParse(values);
  const found: Record<string, string> = {};
  if (!checked.success) for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message;
  const changed = (key: string) => changedPaths.some((path) => key === path || key.startsWith(`${path}.`) || path.startsWith(`${key}.`) || (path === 'reasonForConsultation.mainCaseIds' && key === 'reasonForConsultation.mainCase'));
  const next: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (!changed(key)) next[key] = message;
    else if (found[key]) next[key] = found[key];
  }
  return next;
}
