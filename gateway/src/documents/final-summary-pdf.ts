// The combined Final Visit Summary & Invoice (spec 002 section 2.9): what was found at the visit
// (complaint, vitals, abnormal exam findings, rule outs), then the invoice of the approved plan
// rows with tax and totals, the consents and declined treatments, and the link to the product's
// welcome page.
import type { FinalSummaryDocumentInput } from './document-inputs.ts';
import {
  CONTENT_WIDTH,
  LAYOUT,
  createPdf,
  drawLetterhead,
  drawParty,
  drawTable,
  ensureSpace,
  finishPdf,
  formatDate,
  formatRate,
  formatUsd,
  labelValues,
  paragraph,
  pdfText,
  sectionHeading,
  totalsBlock,
} from './pdf-layout.ts';
import { PLAN_SECTIONS, itemLabel } from './treatment-plan-pdf.ts';
import { consentRecordsSection, objectiveSection, ruleOutsSection, visitLines, vitalsSection } from './visit-sections.ts';

export const FINAL_SUMMARY_TITLE = 'Final Visit Summary & Invoice';

export async function renderFinalSummaryPdf(input: FinalSummaryDocumentInput): Promise<Buffer> {
  const { clinic } = input;
  const doc = createPdf({ title: `${FINAL_SUMMARY_TITLE} - ${input.party.petName}`, subject: FINAL_SUMMARY_TITLE, author: clinic.name, documentDate: input.documentDate });
  drawLetterhead(doc, clinic, FINAL_SUMMARY_TITLE, `Date: ${formatDate(input.documentDate, clinic.timeZone)}`);
  drawParty(doc, input.party);
  visitLines(doc, input.visit, clinic.timeZone);

  sectionHeading(doc, 'Visit summary');
  const subjective = input.subjective;
  labelValues(doc, [
    { label: 'Chief complaint', value: subjective?.complaint },
    { label: 'Duration', value: subjective?.complaintDuration },
    { label: 'Reason for consultation', value: subjective?.reasonsForConsultation.join(', ') },
  ]);
  vitalsSection(doc, input.vitals);
  objectiveSection(doc, input.objective, { abnormalOnly: true });
  ruleOutsSection(doc, input.objective, 'Rule outs');

  sectionHeading(doc, 'Invoice');
  const rows = PLAN_SECTIONS.flatMap((section) =>
    input.invoiceItems
      .filter((item) => section.kinds.includes(item.kind))
      .map((item) => [itemLabel(item), section.title, String(item.quantity), formatUsd(item.unitPriceCents), formatUsd(item.taxCents), formatUsd(item.totalCents)]),
  );
  drawTable(
    doc,
    [
      { header: 'Item', width: 36 },
      { header: 'Type', width: 14 },
      { header: 'Qty', width: 8, align: 'right' },
      { header: 'Unit price', width: 14, align: 'right' },
      { header: 'Tax', width: 12, align: 'right' },
      { header: 'Total', width: 16, align: 'right' },
    ],
    rows,
    { emptyText: 'No charges: nothing was approved at this visit.' },
  );
  totalsBlock(doc, [
    { label: 'Subtotal', value: formatUsd(input.invoiceTotals.subtotalCents) },
    { label: `Tax (${formatRate(input.invoiceTotals.taxRate)}, taxable items only)`, value: formatUsd(input.invoiceTotals.taxCents) },
    { label: 'Total', value: formatUsd(input.invoiceTotals.totalCents), strong: true },
  ]);
  consentRecordsSection(doc, input, clinic.timeZone);

  ensureSpace(doc, 40);
  paragraph(doc, `Thank you for choosing ${clinic.name}.`);
  const label = 'Continue in VetChart: ';
  const y = doc.y;
  doc.font('Helvetica').fontSize(10).fillColor(LAYOUT.ink).text(label, LAYOUT.margin.left, y, { continued: true });
  doc.fillColor('#1a56db').text(pdfText(input.welcomeUrl), { link: input.welcomeUrl, underline: true, width: CONTENT_WIDTH });
  doc.fillColor(LAYOUT.ink);
  return finishPdf(doc);
}
