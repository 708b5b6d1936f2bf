// Writes public/eula.pdf, the End-User License Agreement the /eula page embeds.
// Run from web/: `node scripts/make-eula-pdf.mjs`. The output is deterministic (fixed dates),
// so regenerating without editing the text changes nothing.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const EFFECTIVE = 'Effective date: 1 January 2025';

const SECTIONS = [
  [
    '1. About this agreement',
    'This End-User License Agreement ("Agreement") is between VetChart ("we", "us") and the veterinary clinic or organization that subscribes to VetChart ("Clinic"), and applies to every person the Clinic lets use it ("User"). By creating an account, accepting an invitation or using VetChart, you accept this Agreement on your own behalf and, where you act for a Clinic, on the Clinic\'s behalf.',
  ],
  [
    '2. Licence',
    'While the Clinic\'s subscription is active, we grant the Clinic a non-exclusive, non-transferable licence for its Users to use VetChart to chart visits, keep pet and pet-parent records, plan treatments and run the clinic\'s related work. You may not resell, sublicense, copy, reverse engineer or build a competing product from VetChart, or use it for any unlawful purpose.',
  ],
  [
    '3. Accounts and security',
    'Each User has a personal account and must keep its password and security answer secret. Accounts may not be shared. The Clinic decides who is invited, which role each User holds and what they may see, and is responsible for what its Users do. Tell us at once if you suspect that an account has been misused.',
  ],
  [
    '4. Clinic data',
    'The records the Clinic enters, including patient, pet-parent, visit, treatment and billing information ("Clinic Data"), belong to the Clinic. We process Clinic Data only to provide VetChart to the Clinic, keep each Clinic\'s data separate from every other Clinic\'s, and do not sell it. The Clinic is responsible for having the right to enter Clinic Data and for telling pet parents how it is used. The Clinic may export its Clinic Data while its subscription is active and for 30 days after it ends.',
  ],
  [
    '5. AI assistance and clinical judgement',
    'VetChart suggests text, diagnoses, diagnostics, medications and treatment plans to help Users chart faster. Suggestions can be incomplete or wrong. They are not veterinary advice and never replace the professional judgement of a licensed veterinarian, who remains responsible for every diagnosis, prescription and treatment decision and for checking every note before it is finalized or shared with a pet parent.',
  ],
  [
    '6. Pet parents and e-mailed links',
    'VetChart can e-mail pet parents forms and treatment plans through links that open a single record without a login. The Clinic decides what is sent and to whom, and must only send links to the pet parent concerned.',
  ],
  [
    '7. Subscription and fees',
    'Fees follow the plan the Clinic chose, billed monthly or annually in advance. Fees are not refundable except where the law requires. If a payment fails we may limit the Clinic\'s access until it is made. We will give at least 30 days\' notice before changing the price of an active plan.',
  ],
  [
    '8. Integrations',
    'The Clinic may connect practice-management systems and laboratory partners. Their services are governed by the Clinic\'s own agreements with those providers; we are not responsible for their availability or for the accuracy of the data they send.',
  ],
  [
    '9. Availability and changes',
    'We work to keep VetChart available and secure, but we do not promise uninterrupted service. We may improve or change features; we will not remove a core charting feature from an active plan without notice.',
  ],
  [
    '10. Warranties and liability',
    'VetChart is provided "as is". To the extent the law allows, we exclude implied warranties, and our total liability under this Agreement is limited to the fees the Clinic paid in the twelve months before the claim. Neither party is liable for indirect or consequential loss. Nothing in this Agreement limits liability that cannot be limited by law.',
  ],
  [
    '11. Ending this agreement',
    'The Clinic may cancel its subscription at any time; access continues until the end of the period already paid. We may suspend or end access for a serious breach of this Agreement after notice, or at once where needed to protect other users or the security of the service.',
  ],
  [
    '12. Changes to this agreement',
    'We may update this Agreement. We will tell Clinic administrators about material changes at least 30 days before they take effect; continuing to use VetChart after that date means accepting them.',
  ],
  [
    '13. Contact',
    'Questions about this Agreement can be sent to the VetChart support team from within the application or by e-mail to legal@vetchart.example.',
  ],
];

const PAGE = { width: 595.28, height: 841.89 }; // A4
const MARGIN = 56;
const BODY_SIZE = 9.5;
const LEADING = 13;

const document = await PDFDocument.create();
const fixedDate = new Date('2025-01-01T00:00:00Z');
document.setTitle('VetChart End-User License Agreement');
document.setAuthor('VetChart');
document.setSubject('End-User License Agreement');
document.setCreator('web/scripts/make-eula-pdf.mjs');
document.setProducer('pdf-lib');
document.setCreationDate(fixedDate);
document.setModificationDate(fixedDate);

const regular = await document.embedFont(StandardFonts.Helvetica);
const bold = await document.embedFont(StandardFonts.HelveticaBold);
const width = PAGE.width - 2 * MARGIN;

let page = document.addPage([PAGE.width, PAGE.height]);
let y = PAGE.height - MARGIN;

function ensureRoom(height) {
  if (y - height >= MARGIN + 20) return;
  page = document.addPage([PAGE.width, PAGE.height]);
  y = PAGE.height - MARGIN;
}

function wrap(text, font, size) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function write(text, { font = regular, size = BODY_SIZE, color = rgb(0.15, 0.18, 0.22), gapAfter = 0 } = {}) {
  const lines = wrap(text, font, size);
  ensureRoom(lines.length * LEADING);
  for (const line of lines) {
    page.drawText(line, { x: MARGIN, y, size, font, color });
    y -= size > BODY_SIZE ? size + 6 : LEADING;
  }
  y -= gapAfter;
}

write('VetChart', { font: bold, size: 22, color: rgb(0.06, 0.46, 0.43), gapAfter: 2 });
write('End-User License Agreement', { font: bold, size: 15, gapAfter: 2 });
write(EFFECTIVE, { color: rgb(0.4, 0.45, 0.5), gapAfter: 10 });

for (const [heading, body] of SECTIONS) {
  ensureRoom(LEADING * 3);
  write(heading, { font: bold, size: 10.5, gapAfter: 0 });
  write(body, { gapAfter: 8 });
}

const pages = document.getPages();
pages.forEach((each, index) => {
  each.drawText(`VetChart End-User License Agreement - page ${index + 1} of ${pages.length}`, {
    x: MARGIN,
    y: MARGIN - 24,
    size: 8,
    font: regular,
    color: rgb(0.5, 0.55, 0.6),
  });
});

const output = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public/eula.pdf');
writeFileSync(output, await document.save({ useObjectStreams: false }));
console.log(`Wrote ${output} (${pages.length} pages)`);
