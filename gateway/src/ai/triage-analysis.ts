// TriageAnalysis: what the AI read in free triage notes (spec 003 section 3 'Triage analysis
// result'), in the subjective form's own terms so the web can fill the form by the spec's mapping
// (spec 003 section 4). null means the note does not say; evidence names the text each value was
// read from.
import { builder } from '../builder.ts';
import type { TriageAnalysisRecord, TriageEvidenceRecord } from './ai-wire.ts';
import { ComplaintDurationEnum } from '../charting/subjective-note.ts';
import { AiLineType } from './ai-line.ts';

const TriageAdditionalNotesType = builder.objectRef<TriageAnalysisRecord['additionalNotes']>('TriageAdditionalNotes').implement({
  description: 'null = the note does not say.',
  fields: (t) => ({
    waterIntake: t.exposeString('waterIntake', { nullable: true, description: "'Normal' or 'Abnormal'." }),
    appetite: t.exposeString('appetite', { nullable: true, description: "'Normal' or 'Abnormal'." }),
    travel: t.exposeBoolean('travel', { nullable: true }),
    coughing: t.exposeBoolean('coughing', { nullable: true }),
    sneezing: t.exposeBoolean('sneezing', { nullable: true }),
    vomiting: t.exposeBoolean('vomiting', { nullable: true }),
    diarrhea: t.exposeBoolean('diarrhea', { nullable: true }),
    supplements: t.exposeString('supplements', { nullable: true }),
  }),
});

const TriageEvidenceType = builder.objectRef<TriageEvidenceRecord>('TriageEvidence').implement({
  description: 'The words of the note a value was read from.',
  fields: (t) => ({ field: t.exposeString('field'), text: t.exposeString('text') }),
});

export const TriageAnalysisType = builder.objectRef<TriageAnalysisRecord>('TriageAnalysis').implement({
  fields: (t) => ({
    chiefComplaint: t.exposeString('chiefComplaint', { nullable: true }),
    complaintDuration: t.field({ type: ComplaintDurationEnum, nullable: true, resolve: (analysis) => analysis.complaintDuration }),
    mainCaseIds: t.exposeIntList('mainCaseIds', { description: 'SOAP case ids: 1 skin, 2 general health, 3 vomiting, 4 diarrhea.' }),
    additionalNotes: t.field({ type: TriageAdditionalNotesType, resolve: (analysis) => analysis.additionalNotes }),
    medications: t.exposeStringList('medications', { description: 'Generic names, matched against the clinic catalogue where it has them.' }),
    specialDiets: t.exposeString('specialDiets', { nullable: true }),
    evidence: t.field({ type: [TriageEvidenceType], resolve: (analysis) => analysis.evidence }),
    lines: t.field({
      type: [AiLineType],
      description: 'One line per value read, with the spans of the note it was read from (offsets into the note as sent, trimmed).',
      resolve: (analysis) => analysis.lines,
    }),
    provider: t.exposeString('provider'),
  }),
});

/** The success member shared by staff and the public subjective form. */
export const AnalyzeTriageNotesSuccess = builder.objectRef<{ analysis: TriageAnalysisRecord }>('AnalyzeTriageNotesSuccess').implement({
  fields: (t) => ({ analysis: t.field({ type: TriageAnalysisType, resolve: (payload) => payload.analysis }) }),
});
