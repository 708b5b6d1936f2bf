// The Clinical SOAP note (spec 002 section 2.9): the visit's subjective note and vitals, the
// physical exam, the rule outs as the assessment, the plan's approved rows, and the parts the AI
// drafted with who reviewed them.
import type { SoapNoteDocumentInput } from './document-inputs.ts';
import { createPdf, drawLetterhead, drawParty, drawTable, finishPdf, formatDate, paragraph, sectionHeading } from './pdf-layout.ts';
import { PLAN_SECTIONS, doseCheckSection, itemLabel } from './treatment-plan-pdf.ts';
import { consentRecordsSection, objectiveSection, ruleOutsSection, subjectiveSection, visitLines, vitalsSection } from './visit-sections.ts';

export const SOAP_NOTE_TITLE = 'Clinical SOAP Note';

export async function renderSoapNotePdf(input: SoapNoteDocumentInput): Promise<Buffer> {
  const { clinic } = input;
  const doc = createPdf({ title: `${SOAP_NOTE_TITLE} - ${input.party.petName}`, subject: SOAP_NOTE_TITLE, author: clinic.name, documentDate: input.documentDate });
  drawLetterhead(doc, clinic, SOAP_NOTE_TITLE, `Date: ${formatDate(input.visit.startedAt, clinic.timeZone)}`);
  drawParty(doc, input.party);
  visitLines(doc, input.visit, clinic.timeZone);

  subjectiveSection(doc, input.subjective);
  vitalsSection(doc, input.vitals);
  objectiveSection(doc, input.objective);
  ruleOutsSection(doc, input.objective, 'Assessment');

  sectionHeading(doc, 'Plan');
  const rows = PLAN_SECTIONS.flatMap((section) =>
    input.planItems.filter((item) => section.kinds.includes(item.kind)).map((item) => [section.title, itemLabel(item), String(item.quantity), [item.doseInstructions, item.directions, item.comment].filter(Boolean).join(' ')]),
  );
  drawTable(
    doc,
    [
      { header: 'Type', width: 16 },
      { header: 'Item', width: 32 },
      { header: 'Qty', width: 8, align: 'right' },
      { header: 'Instructions', width: 44 },
    ],
    rows,
    { emptyText: 'No treatment plan was approved for this visit.' },
  );
  doseCheckSection(doc, input.doseChecks ?? [], clinic.timeZone);
  consentRecordsSection(doc, input, clinic.timeZone);

  // Which parts an AI feature wrote and who reviewed them: the record says so, not only the screen.
  if (input.aiAuthorship?.length) {
    sectionHeading(doc, 'AI-drafted parts');
    for (const line of input.aiAuthorship) paragraph(doc, line);
  }
  return finishPdf(doc);
}
