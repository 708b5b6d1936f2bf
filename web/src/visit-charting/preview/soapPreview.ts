// What the Preview SOAP Note drawer shows (spec 002 section 2.1): the triage notes, the subjective
// with the vitals (as the SOAP PDF prints them) and the objective charted so far, as
// titled sections of label/value rows. Empty answers are left out; a section with none says 'None
// provided' (section 5), the vitals 'No vitals were taken.' as in the PDF.

export const NONE_PROVIDED = 'None provided';

/** Section 5: the five durations as shown. */
export const DURATION_LABELS: Record<string, string> = {
  ACUTE: '<1 day',
  GRADUAL: '1-3 days',
  PROGRESSING: '3-7 days',
  STATIC: '7-10 days',
  WORSENING: '10+ days',
};

export interface PreviewRow {
  label: string;
  value: string;
}

export interface PreviewSection {
  title: string;
  rows: PreviewRow[];
  /** Said when there are no rows; 'None provided' unless set. */
  empty?: string;
}

type Text = string | null | undefined;

interface CaseAnswers {
  readonly [question: string]: Text;
}

export interface SubjectivePreviewInput {
  readonly chiefComplaint: { readonly complaint: Text; readonly duration: string };
  readonly reasonForConsultation: {
    readonly mainCaseIds: ReadonlyArray<number>;
    readonly otherCases: ReadonlyArray<string>;
    readonly generalHealth: Text;
    readonly skinCase: Text;
    readonly vomiting: CaseAnswers | null | undefined;
    readonly diarrhea: CaseAnswers | null | undefined;
  };
  readonly additionalNotes: {
    readonly triageNotes: Text;
    readonly waterIntake: Text;
    readonly appetite: Text;
    readonly travel: Text;
    readonly coughing: Text;
    readonly sneezing: Text;
    readonly vomiting: Text;
    readonly additionalVomiting: Text;
    readonly diarrhea: Text;
    readonly specialDiets: Text;
    readonly supplements: Text;
    readonly medications: ReadonlyArray<string>;
    readonly fleaComb: Text;
    readonly indoor: number | null | undefined;
    readonly otherPets: Text;
  };
}

export interface ObjectivePreviewInput {
  readonly physicalExamResults: ReadonlyArray<{ readonly category: string; readonly result: string; readonly comment: string }>;
  readonly ruleOuts: ReadonlyArray<{ readonly name: string }>;
  readonly bodyScore: number | null | undefined;
  readonly bodyScoreLabel: string;
  readonly painScore: number | null | undefined;
  readonly painScoreLabel: Text;
  readonly dentalScore: number | null | undefined;
  readonly muscleConditionScore: number | null | undefined;
  readonly muscleConditionLabel: Text;
  readonly grimaceScale: number | null | undefined;
  readonly mentation: string;
  readonly medicalHistoryNotes: string;
}

const present = (value: Text): value is string => typeof value === 'string' && value.trim() !== '';

function rows(entries: ReadonlyArray<[string, Text]>): PreviewRow[] {
  return entries.filter((entry): entry is [string, string] => present(entry[1])).map(([label, value]) => ({ label, value: value.trim() }));
}

/** 'timesVomiting' → 'Times vomiting'. */
const questionLabel = (key: string) => {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const caseRows = (answers: CaseAnswers | null | undefined) =>
  rows(Object.entries(answers ?? {}).filter(([key]) => !key.startsWith('__') && !key.startsWith(' ')) as [string, Text][]).map((row) => ({ ...row, label: questionLabel(row.label) }));

export function triageSection(subjective: SubjectivePreviewInput | null | undefined): PreviewSection {
  return { title: 'Triage Notes', rows: rows([['Triage notes', subjective?.additionalNotes.triageNotes]]) };
}

export function subjectiveSections(subjective: SubjectivePreviewInput | null | undefined, caseLabels: ReadonlyMap<number, string>): PreviewSection[] {
  if (!subjective) return [{ title: 'Subjective', rows: [] }];
  const { chiefComplaint, reasonForConsultation: reason, additionalNotes: notes } = subjective;
  const reasons = [...reason.mainCaseIds.map((id) => caseLabels.get(id) ?? `Case ${id}`), ...reason.otherCases].join(', ');
  const sections: PreviewSection[] = [
    {
      title: 'Subjective',
      rows: rows([
        ['Chief complaint', chiefComplaint.complaint],
        ['Duration', DURATION_LABELS[chiefComplaint.duration] ?? chiefComplaint.duration],
        ['Reason for consultation', reasons],
        ['General health', reason.generalHealth],
        ['Skin', reason.skinCase],
      ]),
    },
  ];
  const vomiting = caseRows(reason.vomiting);
  if (vomiting.length > 0) sections.push({ title: 'Vomiting', rows: vomiting });
  const diarrhea = caseRows(reason.diarrhea);
  if (diarrhea.length > 0) sections.push({ title: 'Diarrhea', rows: diarrhea });
  sections.push({
    title: 'Additional Notes',
    rows: rows([
      ['Water intake', notes.waterIntake],
      ['Appetite', notes.appetite],
      ['Travel', notes.travel],
      ['Coughing', notes.coughing],
      ['Sneezing', notes.sneezing],
      ['Vomiting', notes.vomiting],
      ['Additional vomiting', notes.additionalVomiting],
      ['Diarrhea', notes.diarrhea],
      ['Special diets', notes.specialDiets],
      ['Supplements', notes.supplements],
      ['Medications', notes.medications.join(', ')],
      ['Flea comb', notes.fleaComb],
      ['How often indoors', notes.indoor === null || notes.indoor === undefined ? null : `${notes.indoor}%`],
      ['Other pets', notes.otherPets],
    ]),
  });
  return sections;
}

const score = (value: number | null | undefined, label?: Text) => (value === null || value === undefined ? null : present(label) ? `${value} (${label})` : String(value));

export function objectiveSections(objective: ObjectivePreviewInput | null | undefined): PreviewSection[] {
  if (!objective) return [{ title: 'Phyiscal Examination', rows: [] }];
  return [
    {
      title: 'Phyiscal Examination',
      rows: objective.physicalExamResults.map((exam) => ({ label: exam.category, value: present(exam.comment) ? `${exam.result}: ${exam.comment.trim()}` : exam.result })),
    },
    { title: 'Rule Outs', rows: rows([['Rule outs', objective.ruleOuts.map((ruleOut) => ruleOut.name).join(', ')]]) },
    {
      title: 'Related Scores',
      rows: rows([
        ['Body score', score(objective.bodyScore, objective.bodyScoreLabel)],
        ['Pain score', score(objective.painScore, objective.painScoreLabel)],
        ['Dental score', objective.dentalScore === null || objective.dentalScore === undefined ? null : `${objective.dentalScore}/4`],
        ['Muscle condition', score(objective.muscleConditionScore, objective.muscleConditionLabel)],
        ['Feline grimace scale', score(objective.grimaceScale)],
        ['Mentation', objective.mentation],
      ]),
    },
    { title: 'Medical History', rows: rows([['Observations', objective.medicalHistoryNotes]]) },
  ];
}

export const NO_VITALS = 'No vitals were taken.';
const TEMPERATURE_SYMBOLS: Record<string, string> = { fahrenheit: '°F', celsius: '°C' };

export interface VitalsPreviewInput {
  readonly temperature: { readonly value: number; readonly unit: string } | null | undefined;
  readonly respiratoryRate: number | null | undefined;
  readonly heartRate: number | null | undefined;
  readonly weight: { readonly value: number; readonly unit: string } | null | undefined;
}

/** The visit's vitals with the SOAP PDF's labels and units (gateway/src/documents/visit-sections.ts). */
export function vitalsSection(vitals: VitalsPreviewInput | null | undefined): PreviewSection {
  const rate = (value: number | null | undefined, unit: string) => (value === null || value === undefined ? null : `${value} ${unit}`);
  return {
    title: 'Vitals',
    rows: rows([
      ['Temperature', vitals?.temperature ? `${vitals.temperature.value} ${TEMPERATURE_SYMBOLS[vitals.temperature.unit] ?? vitals.temperature.unit}` : null],
      ['Respiratory rate', rate(vitals?.respiratoryRate, 'breaths/min')],
      ['Heart rate', rate(vitals?.heartRate, 'beats/min')],
      ['Weight', vitals?.weight ? `${vitals.weight.value} ${vitals.weight.unit}` : null],
    ]),
    empty: NO_VITALS,
  };
}
