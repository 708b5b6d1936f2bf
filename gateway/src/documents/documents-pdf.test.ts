// The four PDF documents, read back with pdf.js as a viewer would: what they say, that the
// signature is embedded, A4 pages, dates and amounts as the spec prints them, and the same bytes
// for the same input.
import { describe, expect, it } from 'vitest';
import { transparentPng } from '../../../tests/security/images.ts';
import type { FinalSummaryDocumentInput, ObjectiveSection, SoapNoteDocumentInput, SubjectiveSection, TakeHomeDocumentInput } from './document-inputs.ts';
import { renderFinalSummaryPdf } from './final-summary-pdf.ts';
import { formatDate, formatDateTime, formatUsd, htmlToParagraphs, pdfText } from './pdf-layout.ts';
import { readPdf, readPlacedText } from './pdf-reading.ts';
import { renderSoapNotePdf } from './soap-note-pdf.ts';
import { renderTakeHomePdf } from './take-home-pdf.ts';
import { estimateInput, planItem, signaturePng } from './testing.ts';
import { LIABILITY_STATEMENT, renderEstimatePdf } from './treatment-plan-pdf.ts';

const A4: [number, number] = [595.28, 841.89];
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('formatting', () => {
  it('prints US dollars from cents', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(123456789)).toBe('$1,234,567.89');
    expect(formatUsd(-250)).toBe('-$2.50');
  });

  it('prints MM/DD/YYYY as the day it was in the clinic', () => {
    expect(formatDate('2025-03-05T03:30:00Z', 'America/Chicago')).toBe('03/04/2025');
    expect(formatDate('2025-03-05T03:30:00Z', 'UTC')).toBe('03/05/2025');
    expect(formatDate('2025-12-31T23:00:00Z', 'Not/AZone')).toBe('12/31/2025');
    expect(formatDateTime('2025-03-05T03:30:00Z', 'America/Chicago')).toBe('03/04/2025, 9:30 PM');
  });

  it('keeps what the built-in fonts can print and replaces the rest', () => {
    expect(pdfText('Café Łukasz – “Rex”')).toBe('Café Lukasz – “Rex”');
    expect(pdfText('Ā tab\there 🐶')).toBe('A tab here ?');
  });

  it('reads the plan description HTML as paragraphs', () => {
    expect(htmlToParagraphs('<p>One &amp; <b>two</b></p><ul><li>three</li></ul><p><br></p><script>x()</script>')).toEqual(['One & two', '• three']);
  });
});

describe('treatment plan estimate', () => {
  it('prints the signed plan: pet, parent, rows with prices, tax and totals, decisions, the statement and the signature', async () => {
    const input = estimateInput(6, { signed: true });
    input.items[1] = { ...input.items[1]!, removed: true, name: 'Removed service' };
    const pdf = await readPdf(await renderEstimatePdf(input));
    const text = oneLine(pdf.text);

    expect(pdf.sizes.every(([w, h]) => Math.abs(w - A4[0]) < 0.5 && Math.abs(h - A4[1]) < 0.5)).toBe(true);
    expect(text).toContain('Demo Animal Hospital');
    expect(text).toContain('Treatment Plan Estimate');
    expect(text).toContain('Bella');
    expect(text).toContain('Labrador Retriever');
    expect(text).toContain('Jane Doe');
    for (const title of ['Diagnostics', 'Services', 'Medications']) expect(text).toContain(title);
    // Row 1: a diagnostic, 1 × $12.50, tax 8.25% = 103.125 → 103 cents.
    expect(text).toContain('Catalogue item 1 1 $12.50 $1.03 $13.53 Approved 03/04/2025');
    // Row 3: a medication with its dosage, 3 × $13.24 = $39.72, tax 327.69 → 328 cents.
    expect(text).toContain('Catalogue item 3 (25 mg) 3 $13.24 $3.28 $43.00');
    expect(text).not.toContain('Removed service');
    expect(text).toContain('Declined 03/04/2025');
    expect(text).toContain(`Subtotal ${formatUsd(input.totals.subtotalCents)}`);
    expect(text).toContain(`Tax (8.25%, taxable items only) ${formatUsd(input.totals.taxCents)}`);
    expect(text).toContain(`Estimated total ${formatUsd(input.totals.totalCents)}`);
    expect(text).toContain(`Approved total ${formatUsd(input.signature!.approvedTotalCents)}`);
    expect(text).toContain('This treatment plan is an estimate of the approximate cost');
    expect(text).toContain(oneLine(LIABILITY_STATEMENT));
    expect(LIABILITY_STATEMENT).toMatch(/approximate.*liable for all fees/);
    expect(text).toContain('Signed by: Jane Doe');
    // Signed at 03:30 UTC on the 5th: the 4th in the clinic's time zone.
    expect(text).toContain('Date: 03/04/2025');
    expect(text).toContain(`SHA-256 ${'a1'.repeat(32)}`);
    expect(pdf.images).toBe(1);
    expect(pdf.info.CreationDate).toBe('D:20250305033000Z');
  });

  it('leaves a blank signature area on an unsigned estimate', async () => {
    const pdf = await readPdf(await renderEstimatePdf(estimateInput(3)));
    const text = oneLine(pdf.text);
    expect(pdf.images).toBe(0);
    expect(text).toContain('Printed name:');
    expect(text).not.toContain('Signed by');
    expect(text).not.toContain('Approved total');
    expect(text).toContain(oneLine(LIABILITY_STATEMENT));
  });

  it('gives the same bytes for the same input, and other bytes for another signature', async () => {
    const input = estimateInput(12, { signed: true });
    const first = await renderEstimatePdf(input);
    const second = await renderEstimatePdf(estimateInput(12, { signed: true }));
    expect(second.equals(first)).toBe(true);
    const other = await renderEstimatePdf({ ...input, signature: { ...input.signature!, png: signaturePng(800, 201) } });
    expect(other.equals(first)).toBe(false);
  });

  it('carries a long plan over pages with each table heading repeated', async () => {
    const pdf = await readPdf(await renderEstimatePdf(estimateInput(120, { signed: true })));
    expect(pdf.pages).toBeGreaterThan(2);
    expect(pdf.text).toContain('Catalogue item 120');
    expect(pdf.text).toContain(`Page ${pdf.pages} of ${pdf.pages}`);
    // Three tables, and a table running onto a new page starts it with its heading row again.
    const headings = oneLine(pdf.text).split('Item Qty Unit price Tax Total Decision').length - 1;
    expect(headings).toBeGreaterThanOrEqual(3 + pdf.pages - 1);
  });

  it('prints a decline reason given with the signature', async () => {
    const input = estimateInput(2, { signed: true });
    input.signature = { ...input.signature!, declineReason: 'Too expensive for now', channel: 'LINK' };
    const text = oneLine((await readPdf(await renderEstimatePdf(input))).text);
    expect(text).toContain('Reason given for declining: Too expensive for now');
    expect(text).toContain('Through the e-mailed estimate link');
  });

  it('never decodes a logo or signature over the image bounds (files stored before them): they are left out', async () => {
    const input = estimateInput(2, { signed: true });
    const bomb = transparentPng(6000, 6000);
    const pdf = await readPdf(await renderEstimatePdf({ ...input, clinic: { ...input.clinic, logo: bomb }, signature: { ...input.signature!, png: bomb } }));
    expect(pdf.images).toBe(0);
    expect(oneLine(pdf.text)).toContain('Signed by: Jane Doe');
    expect(oneLine(pdf.text)).toContain('The signature image is too large to print.');
    const withinBounds = await readPdf(await renderEstimatePdf({ ...input, clinic: { ...input.clinic, logo: transparentPng(400, 400) } }));
    expect(withinBounds.images).toBe(2);
  });
});

const clinic = estimateInput(0).clinic;
const party = { ...estimateInput(0).party, phone: '5125550199', email: 'jane@example.com' };
const visit = { name: 'Visit 2025-03-04', startedAt: '2025-03-04T14:00:00.000Z', status: 'SOAP Finalized', lockedByName: 'Dr Vera Vet', lockedAt: '2025-03-04T18:00:00.000Z' };
const subjective: SubjectiveSection = {
  complaint: 'Limping on the left hind leg',
  complaintDuration: '1-3 days',
  reasonsForConsultation: ['General health'],
  answers: [{ label: 'Appetite', value: 'Decreased' }],
  medications: ['Carprofen'],
  triageNotes: 'Anxious in the car',
};
const objective: ObjectiveSection = {
  scores: [{ label: 'Pain score', value: '3' }],
  mentation: 'Bright',
  examResults: [
    { category: 'Musculoskeletal', result: 'Abnormal', comment: 'Left stifle effusion' },
    { category: 'Eyes', result: 'Normal', comment: null },
  ],
  ruleOuts: [{ name: 'Cranial cruciate ligament rupture', category: 'Orthopedic', description: 'Partial tear' }],
  medicalHistoryNotes: 'Ran at the park two days ago.',
};
const vitals = { temperature: { value: 101.5, unit: 'fahrenheit' }, heartRate: { value: 90, unit: 'bpm' }, respiratoryRate: { value: 22, unit: 'bpm' }, weight: { value: 30.2, unit: 'kg' } };
const planItems = [
  planItem('DIAGNOSTIC', 'Radiographs', 1, 15000, 8.25, { comment: 'Two views of the left stifle' }),
  planItem('MEDICATION', 'Carprofen', 14, 150, 8.25, { doseInstructions: 'One tablet by mouth twice daily with food.', directions: 'For 7 days.', sideEffects: 'Vomiting, loss of appetite.' }),
];

describe('clinical SOAP note', () => {
  it('prints the subjective note, the vitals, the exam, the rule outs and the approved plan', async () => {
    const input: SoapNoteDocumentInput = { clinic, party, visit, subjective, vitals, objective, planItems, documentDate: '2025-03-04T18:00:00.000Z' };
    const bytes = await renderSoapNotePdf(input);
    const text = oneLine((await readPdf(bytes)).text);
    expect(text).toContain('Clinical SOAP Note');
    expect(text).toContain('Chief complaint: Limping on the left hind leg');
    expect(text).toContain('Reason for consultation: General health');
    expect(text).toContain('Temperature: 101.5 °F');
    expect(text).toContain('Weight: 30.2 kg');
    expect(text).toContain('Musculoskeletal Abnormal Left stifle effusion');
    expect(text).toContain('Cranial cruciate ligament rupture');
    expect(text).toContain('Carprofen (25 mg) 14');
    expect(text).toContain('Locked: 03/04/2025, 12:00 PM by Dr Vera Vet');
    expect((await renderSoapNotePdf(input)).equals(bytes)).toBe(true);
  });

  it('pushes the next line down under a label that wraps, so no label is printed over another', async () => {
    const answers = [
      { label: 'Vomiting: Access to rat poison or toxins', value: 'No' },
      { label: 'Vomiting: Recently vaccinated', value: 'Yes' },
    ];
    const bytes = await renderSoapNotePdf({ clinic, party, visit, subjective: { ...subjective, answers }, vitals, objective, planItems, documentDate: visit.startedAt });
    const placed = await readPlacedText(bytes);
    const wrapped = placed.filter((item) => /rat poison|toxins/.test(item.text));
    const next = placed.find((item) => item.text.includes('Recently vaccinated'))!;
    expect(wrapped.length).toBeGreaterThan(0);
    expect(next).toBeDefined();
    // 9 pt labels: each line of the wrapped label sits at least a line above the next row.
    for (const line of wrapped) expect(line.y - next.y).toBeGreaterThanOrEqual(9);
  });

  it('says what was not charted', async () => {
    const text = oneLine((await readPdf(await renderSoapNotePdf({ clinic, party, visit, subjective: null, vitals: null, objective: null, planItems: [], documentDate: visit.startedAt }))).text);
    expect(text).toContain('No subjective note was charted for this visit.');
    expect(text).toContain('No vitals were taken.');
    expect(text).toContain('No physical exam was charted for this visit.');
    expect(text).toContain('No treatment plan was approved for this visit.');
    expect(text).not.toContain('AI-drafted parts');
  });

  it('names the parts the AI drafted and who reviewed them', async () => {
    const aiAuthorship = [
      'Subjective: Complaint: drafted by AI (Triage import, rules engine); accepted unchanged by Dana Vet on 11/29/2026',
      'SOAP note: drafted by AI (Generate SOAP, rules engine); not reviewed yet',
    ];
    const text = oneLine((await readPdf(await renderSoapNotePdf({ clinic, party, visit, subjective: null, vitals: null, objective: null, planItems: [], aiAuthorship, documentDate: visit.startedAt }))).text);
    expect(text).toContain(`AI-drafted parts ${aiAuthorship[0]} ${aiAuthorship[1]}`);
  });
});

describe('take-home care instructions', () => {
  it('is titled with the pet and tells how to give each medication', async () => {
    const input: TakeHomeDocumentInput = { clinic, party, visit, planItems, documentDate: visit.lockedAt };
    const pdf = await readPdf(await renderTakeHomePdf(input));
    const text = oneLine(pdf.text);
    expect(text).toContain('Take-Home Care Instructions for Bella');
    expect(pdf.info.Title).toBe('Take-Home Care Instructions for Bella');
    expect(text).toContain('How to give: One tablet by mouth twice daily with food. For 7 days.');
    expect(text).toContain('Possible side effects: Vomiting, loss of appetite.');
    expect(text).toContain('Notes from the clinic: Two views of the left stifle');
    expect(text).toContain('call us at 5125550100');
  });
});

describe('final visit summary and invoice', () => {
  it('summarises the visit and invoices the approved rows with the link to the welcome page', async () => {
    const invoiceTotals = { subtotalCents: 15000 + 2100, taxCents: planItems[0]!.taxCents + planItems[1]!.taxCents, totalCents: 0, taxRate: 8.25 };
    invoiceTotals.totalCents = invoiceTotals.subtotalCents + invoiceTotals.taxCents;
    const input: FinalSummaryDocumentInput = {
      clinic,
      party,
      visit,
      subjective,
      vitals,
      objective,
      invoiceItems: planItems,
      invoiceTotals,
      welcomeUrl: 'https://vet.example.com/d/welcome',
      documentDate: visit.lockedAt,
    };
    const pdf = await readPdf(await renderFinalSummaryPdf(input));
    const text = oneLine(pdf.text);
    expect(text).toContain('Final Visit Summary & Invoice');
    expect(text).toContain('Chief complaint: Limping on the left hind leg');
    expect(text).toContain('Musculoskeletal Abnormal Left stifle effusion');
    // Only the abnormal findings are summarised.
    expect(text).not.toContain('Eyes Normal');
    expect(text).toContain('Radiographs Diagnostics 1 $150.00 $12.38 $162.38');
    expect(text).toContain('Carprofen (25 mg) Medications 14 $1.50 $1.73 $22.73');
    expect(text).toContain('Subtotal $171.00');
    expect(text).toContain('Tax (8.25%, taxable items only) $14.11');
    expect(text).toContain('Total $185.11');
    expect(text).toContain('https://vet.example.com/d/welcome');
    expect(pdf.links).toEqual(['https://vet.example.com/d/welcome']);
    expect(text).not.toContain('Consents and declined treatments');
  });

  it('prints the declined treatments and the consents with their signatures and hashes (docs/consents.md)', async () => {
    const hash = 'a'.repeat(64);
    const input: FinalSummaryDocumentInput = {
      clinic,
      party,
      visit,
      invoiceItems: [],
      invoiceTotals: { subtotalCents: 0, taxCents: 0, totalCents: 0, taxRate: 8.25 },
      welcomeUrl: 'https://vet.example.com/d/welcome',
      documentDate: visit.lockedAt,
      declined: { names: ['Dental Cleaning'], signerName: 'Olive Owner', signedAt: '2025-03-04T15:00:00Z', channel: 'IN_PERSON', declineReason: null, planVersion: 2, snapshotSha256: 'b'.repeat(64) },
      consents: [
        { formTitle: 'Anaesthesia consent', formVersion: 1, textSha256: hash, hashVerified: true, declined: false, signerName: 'Olive Owner', channel: 'IN_PERSON', signedAt: '2025-03-04T15:00:00Z', withdrawnAt: '2025-03-04T16:00:00Z', withdrawnByName: 'Dr Vera Vet', withdrawReason: 'Owner changed their mind.' },
        { formTitle: 'AI recording consent', formVersion: 3, textSha256: hash, hashVerified: true, declined: true, declineReason: 'No recordings.', signerName: 'Olive Owner', channel: 'LINK', signedAt: '2025-03-04T15:30:00Z' },
      ],
    };
    const text = oneLine((await readPdf(await renderFinalSummaryPdf(input))).text);
    expect(text).toContain('Consents and declined treatments');
    expect(text).toContain('Declined treatments: Dental Cleaning.');
    expect(text).toContain('Declined by Olive Owner on 03/04/2025, in person, signed with the plan (version 2).');
    expect(text).toContain(`Signed plan SHA-256 ${'b'.repeat(64)}`);
    expect(text).toContain('Anaesthesia consent (version 1): Signed by Olive Owner on 03/04/2025, in person.');
    expect(text).toContain('Withdrawn by Dr Vera Vet on 03/04/2025: Owner changed their mind.');
    expect(text).toContain('AI recording consent (version 3): Declined by Olive Owner on 03/04/2025, through the e-mailed link.');
    expect(text).toContain('Reason given for declining: No recordings.');
    expect(text).toContain(`Form text SHA-256 ${hash} (verified)`);
  });
});
