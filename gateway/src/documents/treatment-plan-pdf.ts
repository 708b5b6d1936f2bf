// The treatment-plan estimate (spec 002 section 2.9): letterhead, pet and parent, the plan's
// description, the Diagnostics / Services / Medications tables with quantities, prices, tax and
// totals, the statement that costs are approximate and the client is liable for all fees, and the
// signature area — blank for a working plan, the client's drawn signature, name, date and each
// row's decision for a signed one. A signed plan's PDF is rendered from its snapshot alone, dated
// by its signature, so it is the same bytes however often it is asked for.
import { SIGNATURE_BOUNDS } from '@vetchart/contracts/files/image-bounds';
import { DOSE_FLAG_TEXT, doseCheckLine, type DoseCheck } from '@vetchart/contracts/treatment-plans/dose-check';
import type { EstimateDocumentInput, PlanItem, PlanItemKind } from './document-inputs.ts';
import {
  CONTENT_WIDTH,
  LAYOUT,
  createPdf,
  drawableImage,
  drawLetterhead,
  drawParty,
  drawTable,
  ensureSpace,
  finishPdf,
  formatDate,
  formatRate,
  formatUsd,
  htmlToParagraphs,
  notice,
  paragraph,
  pdfText,
  sectionHeading,
  totalsBlock,
  type Column,
  type Pdf,
} from './pdf-layout.ts';
import { consentRecordsSection } from './visit-sections.ts';

export const ESTIMATE_TITLE = 'Treatment Plan Estimate';
export const LIABILITY_STATEMENT =
  'The costs in this estimate are approximate: actual costs may vary with the care your pet needs. The client is liable for all fees incurred in the care of the pet.';

/** The plan's tables in the order the plan step shows them; supplies are listed with medications. */
export const PLAN_SECTIONS: ReadonlyArray<{ title: string; kinds: PlanItemKind[] }> = [
  { title: 'Diagnostics', kinds: ['DIAGNOSTIC'] },
  { title: 'Services', kinds: ['SERVICE'] },
  { title: 'Medications', kinds: ['MEDICATION', 'INVENTORY'] },
];

/** A row's name with its chosen dosage ('Carprofen (25 mg)'). */
export function itemLabel(item: PlanItem): string {
  const dosage = item.selectedDosage && (item.selectedDosage.dosage || item.selectedDosage.unit) ? ` (${[item.selectedDosage.dosage, item.selectedDosage.unit].filter(Boolean).join(' ')})` : '';
  return `${item.name}${dosage}`;
}

export async function renderEstimatePdf(input: EstimateDocumentInput): Promise<Buffer> {
  const { clinic, signature } = input;
  const doc = createPdf({
    title: `${ESTIMATE_TITLE} - ${input.party.petName}`,
    subject: signature ? 'Signed treatment plan' : 'Treatment plan estimate',
    author: clinic.name,
    documentDate: input.documentDate,
  });
  drawLetterhead(doc, clinic, ESTIMATE_TITLE, `Date: ${formatDate(input.documentDate, clinic.timeZone)}  ·  Plan version ${input.planVersion}`);
  drawParty(doc, input.party);

  const description = htmlToParagraphs(input.descriptionHtml);
  if (description.length > 0) {
    sectionHeading(doc, 'About this plan');
    for (const line of description) paragraph(doc, line);
  }

  const kept = input.items.filter((item) => !item.removed);
  const signed = Boolean(signature);
  const columns: Column[] = signed
    ? [
        { header: 'Item', width: 34 },
        { header: 'Qty', width: 7, align: 'right' },
        { header: 'Unit price', width: 13, align: 'right' },
        { header: 'Tax', width: 11, align: 'right' },
        { header: 'Total', width: 13, align: 'right' },
        { header: 'Decision', width: 22 },
      ]
    : [
        { header: 'Item', width: 44 },
        { header: 'Qty', width: 9, align: 'right' },
        { header: 'Unit price', width: 16, align: 'right' },
        { header: 'Tax', width: 14, align: 'right' },
        { header: 'Total', width: 17, align: 'right' },
      ];
  for (const section of PLAN_SECTIONS) {
    const rows = kept.filter((item) => section.kinds.includes(item.kind));
    sectionHeading(doc, section.title);
    drawTable(
      doc,
      columns,
      rows.map((item) => {
        const cells = [itemLabel(item), String(item.quantity), formatUsd(item.unitPriceCents), formatUsd(item.taxCents), formatUsd(item.totalCents)];
        if (signed) cells.push(decisionText(item, clinic.timeZone));
        return cells;
      }),
      { emptyText: `No ${section.title.toLowerCase()} in this plan.` },
    );
  }

  doseCheckSection(doc, input.doseChecks ?? [], clinic.timeZone);

  const lines = [
    { label: 'Subtotal', value: formatUsd(input.totals.subtotalCents) },
    // Tax is charged on the catalogue's taxable items only, so the line says so.
    { label: `Tax (${formatRate(input.totals.taxRate)}, taxable items only)`, value: formatUsd(input.totals.taxCents) },
    { label: 'Estimated total', value: formatUsd(input.totals.totalCents), strong: true },
  ];
  if (signature) lines.push({ label: 'Approved total', value: formatUsd(signature.approvedTotalCents), strong: true });
  totalsBlock(doc, lines);

  notice(doc, LIABILITY_STATEMENT);
  drawSignatureArea(doc, input);
  consentRecordsSection(doc, { consents: input.consents }, clinic.timeZone);
  return finishPdf(doc);
}

/**
 * The dose check of the medications (docs/dose-check.md): each written dose with its figures, and
 * for a flagged one what was flagged and the reason given to go on, by whom and when.
 */
export function doseCheckSection(doc: Pdf, checks: ReadonlyArray<DoseCheck>, timeZone: string): void {
  const written = checks.filter((check) => check.doseMg != null);
  if (!written.length) return;
  sectionHeading(doc, 'Dose check');
  for (const check of written) {
    paragraph(doc, `${check.name}: ${doseCheckLine(check)}`, { bold: check.flags.length > 0 });
    if (!check.flags.length) continue;
    paragraph(doc, `Flagged: ${check.flags.map((flag) => DOSE_FLAG_TEXT[flag]).join(', ')}.`);
    const by = `${check.reasonByName ? ` by ${check.reasonByName}` : ''}${check.reasonAt ? ` on ${formatDate(check.reasonAt, timeZone)}` : ''}`;
    paragraph(doc, check.reason ? `Reason given${by}: ${check.reason}` : 'No reason given.');
  }
}

function decisionText(item: PlanItem, timeZone: string): string {
  const decision = item.approved ? 'Approved' : 'Declined';
  return item.approvedAt ? `${decision} ${formatDate(item.approvedAt, timeZone)}` : decision;
}

const SIGNATURE_BOX = { width: 240, height: 70 };
// Said in place of a signature stored before the signature bounds that is too large to decode.
const SIGNATURE_TOO_LARGE = 'The signature image is too large to print.';

function drawSignatureArea(doc: Pdf, input: EstimateDocumentInput): void {
  const { signature, clinic } = input;
  ensureSpace(doc, SIGNATURE_BOX.height + 90);
  sectionHeading(doc, 'Client signature');
  const left = LAYOUT.margin.left;
  const top = doc.y;
  if (signature && drawableImage(signature.png, SIGNATURE_BOUNDS)) {
    // The client's own drawing (800 × 200 on the pad), kept in proportion inside the box.
    doc.image(signature.png, left, top, { fit: [SIGNATURE_BOX.width, SIGNATURE_BOX.height], valign: 'bottom' });
  } else if (signature) {
    doc.font('Helvetica').fontSize(9).fillColor(LAYOUT.muted).text(SIGNATURE_TOO_LARGE, left, top + SIGNATURE_BOX.height - 12, { width: SIGNATURE_BOX.width });
  }
  const lineY = top + SIGNATURE_BOX.height + 2;
  doc.moveTo(left, lineY).lineTo(left + SIGNATURE_BOX.width, lineY).lineWidth(0.75).strokeColor(LAYOUT.ink).stroke();
  doc.font('Helvetica').fontSize(8).fillColor(LAYOUT.muted).text('Signature', left, lineY + 3, { width: SIGNATURE_BOX.width });

  const rightX = left + SIGNATURE_BOX.width + 30;
  const rightWidth = CONTENT_WIDTH - SIGNATURE_BOX.width - 30;
  const field = (label: string, value: string, y: number) => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(LAYOUT.muted).text(`${label}:`, rightX, y, { width: 80 });
    doc.font('Helvetica').fontSize(10).fillColor(LAYOUT.ink).text(pdfText(value), rightX + 82, y, { width: rightWidth - 82 });
  };
  if (signature) {
    field('Signed by', signature.signerName, top + 8);
    field('Date', formatDate(signature.signedAt, clinic.timeZone), top + 24);
    field('Signed', signature.channel === 'LINK' ? 'Through the e-mailed estimate link' : 'In person at the clinic', top + 40);
  } else {
    field('Printed name', '______________________________', top + 8);
    field('Date', '____ / ____ / ________', top + 30);
  }
  doc.x = left;
  doc.y = lineY + 18;
  if (signature?.declineReason) paragraph(doc, `Reason given for declining: ${signature.declineReason}`);
  if (signature) paragraph(doc, `Plan version ${input.planVersion} as signed; SHA-256 ${signature.snapshotSha256}`, { muted: true, size: 7.5 });
}
