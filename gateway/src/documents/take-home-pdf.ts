// Take-home care instructions, titled with the pet's name (spec 002 section 2.9): each approved
// medication or supply with how to give it and its side effects, then the services and
// diagnostics done with the clinic's comments, and how to reach the clinic.
import type { PlanItem, TakeHomeDocumentInput } from './document-inputs.ts';
import { createPdf, drawLetterhead, drawParty, finishPdf, formatDate, labelValues, paragraph, sectionHeading, subHeading } from './pdf-layout.ts';
import { itemLabel } from './treatment-plan-pdf.ts';

export const takeHomeTitle = (petName: string) => `Take-Home Care Instructions for ${petName}`;

export async function renderTakeHomePdf(input: TakeHomeDocumentInput): Promise<Buffer> {
  const { clinic, party } = input;
  const title = takeHomeTitle(party.petName);
  const doc = createPdf({ title, subject: 'Take-home care instructions', author: clinic.name, documentDate: input.documentDate });
  drawLetterhead(doc, clinic, title, `Visit date: ${formatDate(input.visit.startedAt, clinic.timeZone)}`);
  drawParty(doc, party);

  const medications = input.planItems.filter((item) => item.kind === 'MEDICATION' || item.kind === 'INVENTORY');
  const care = input.planItems.filter((item) => item.kind === 'SERVICE' || item.kind === 'DIAGNOSTIC');

  sectionHeading(doc, 'Medications and supplies to give at home');
  if (medications.length === 0) paragraph(doc, `No medications were prescribed for ${party.petName} at this visit.`, { muted: true });
  for (const item of medications) medicationBlock(doc, item);

  sectionHeading(doc, 'Care given at this visit');
  if (care.length === 0) paragraph(doc, 'No services or diagnostics were approved at this visit.', { muted: true });
  for (const item of care) {
    subHeading(doc, itemLabel(item));
    labelValues(doc, [
      { label: 'Type', value: item.kind === 'SERVICE' ? 'Service' : 'Diagnostic' },
      { label: 'Notes from the clinic', value: item.comment },
    ]);
  }

  const contact = [clinic.phone ? `call us at ${clinic.phone}` : null, clinic.email ? `write to ${clinic.email}` : null].filter(Boolean).join(' or ');
  if (contact) {
    sectionHeading(doc, 'Questions');
    paragraph(doc, `If you have any questions about ${party.petName}'s care, ${contact}.`);
  }
  return finishPdf(doc);
}

function medicationBlock(doc: PDFKit.PDFDocument, item: PlanItem): void {
  subHeading(doc, itemLabel(item));
  labelValues(doc, [
    { label: 'Quantity', value: String(item.quantity) },
    { label: 'How to give', value: [item.doseInstructions, item.directions].filter(Boolean).join(' ') || null },
    { label: 'Possible side effects', value: item.sideEffects },
    { label: 'Notes from the clinic', value: item.comment },
  ]);
}
