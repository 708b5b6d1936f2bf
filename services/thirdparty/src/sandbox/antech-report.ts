// The sandbox lab's report of one result as a real PDF (pdfkit, built-in Helvetica only): the
// lab's heading, the accession and dates, the patient, then one table per test with each
// analyte's value, unit, reference range and flag; out-of-range values are printed in bold.
import PDFDocument from 'pdfkit';
import type { SandboxResult } from './antech-lab.ts';

const FLAG_TEXT = { H: 'High', L: 'Low', N: '', A: 'Abnormal' } as const;

export function renderLabReport(result: SandboxResult, accountName: string): Promise<Buffer> {
  // The document's own dates keep the bytes of one result's report the same on every read.
  const at = new Date(result.updated_at);
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `Lab report ${result.accession}`, Author: 'Antech Sandbox Lab', CreationDate: at, ModDate: at } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 48;
  const width = doc.page.width - 96;
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#1d4ed8').text('Antech Sandbox Lab', left, 48);
  doc.font('Helvetica').fontSize(9).fillColor('#52606d').text(`Laboratory report · ${accountName}`, left);
  doc.moveDown(0.8);
  doc.fillColor('#1f2933').fontSize(10);
  const line = (label: string, value: string) => doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  line('Accession', result.accession);
  line('Status', result.status === 'final' ? 'Final' : 'Partial (more results to follow)');
  line('Test date', result.test_date);
  line('Final result date', result.final_result_date ?? '—');
  line('Patient', `${result.patient.name} (${[result.patient.species, result.patient.breed, result.patient.sex].filter(Boolean).join(', ')})`);
  line('Pet parent', result.patient.parent_name);

  const columns = [
    { title: 'Analyte', x: left, w: width * 0.34 },
    { title: 'Value', x: left + width * 0.34, w: width * 0.16 },
    { title: 'Unit', x: left + width * 0.5, w: width * 0.16 },
    { title: 'Reference range', x: left + width * 0.66, w: width * 0.22 },
    { title: 'Flag', x: left + width * 0.88, w: width * 0.12 },
  ];
  for (const test of result.tests) {
    doc.moveDown(1);
    if (doc.y > doc.page.height - 140) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#1f2933').text(`${test.name} (${test.code})`, left);
    doc.moveDown(0.3);
    let y = doc.y;
    doc.rect(left, y - 2, width, 16).fill('#eef2f6');
    doc.fillColor('#1f2933').fontSize(9).font('Helvetica-Bold');
    for (const column of columns) doc.text(column.title, column.x + 4, y + 2, { width: column.w - 8 });
    y += 18;
    if (test.values.length === 0) {
      doc.font('Helvetica').text('Pending', left + 4, y);
      y += 14;
    }
    for (const value of test.values) {
      if (y > doc.page.height - 70) {
        doc.addPage();
        y = 48;
      }
      const cells = [value.analyte, value.value, value.unit, value.reference_range, FLAG_TEXT[value.flag]];
      doc.font(value.flag === 'N' ? 'Helvetica' : 'Helvetica-Bold');
      cells.forEach((cell, index) => doc.text(cell, columns[index]!.x + 4, y, { width: columns[index]!.w - 8 }));
      y += 14;
    }
    doc.y = y;
  }
  doc.moveDown(2);
  doc.font('Helvetica').fontSize(8).fillColor('#52606d').text('Sandbox results for testing only: not from a real patient sample.', left, doc.y, { width });
  doc.end();
  return done;
}
