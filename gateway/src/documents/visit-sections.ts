// The parts of a visit the clinical SOAP note and the final visit summary both print: the visit
// line, the subjective note, the vitals and the objective (physical exam) note; and, with the
// treatment plan too, the consents and the declined treatments, each with its signature's hash.
import type { ConsentRecords, ObjectiveSection, SubjectiveSection, VisitBlock, Vitals } from './document-inputs.ts';
import { drawTable, formatDate, formatDateTime, labelValues, paragraph, sectionHeading, subHeading, type Pdf } from './pdf-layout.ts';

const TEMPERATURE_UNITS: Record<string, string> = { fahrenheit: '°F', celsius: '°C' };

export function visitLines(doc: Pdf, visit: VisitBlock, timeZone: string): void {
  labelValues(doc, [
    { label: 'Visit', value: visit.name },
    { label: 'Visit date', value: formatDate(visit.startedAt, timeZone) },
    { label: 'Status', value: visit.status },
    { label: 'Locked', value: visit.lockedAt ? `${formatDateTime(visit.lockedAt, timeZone)}${visit.lockedByName ? ` by ${visit.lockedByName}` : ''}` : null },
  ]);
}

export function subjectiveSection(doc: Pdf, subjective: SubjectiveSection | null | undefined): void {
  sectionHeading(doc, 'Subjective');
  if (!subjective) {
    paragraph(doc, 'No subjective note was charted for this visit.', { muted: true });
    return;
  }
  labelValues(doc, [
    { label: 'Chief complaint', value: subjective.complaint },
    { label: 'Duration', value: subjective.complaintDuration },
    { label: 'Reason for consultation', value: subjective.reasonsForConsultation.join(', ') },
    { label: 'Triage notes', value: subjective.triageNotes },
    ...subjective.answers,
    { label: 'Current medications', value: subjective.medications.join(', ') },
  ]);
}

export function vitalsSection(doc: Pdf, vitals: Vitals | null | undefined): void {
  subHeading(doc, 'Vitals');
  const measure = (m: { value: number; unit: string } | null | undefined, unit?: (u: string) => string) => (m ? `${m.value} ${unit ? unit(m.unit) : m.unit}` : null);
  const rows = [
    { label: 'Temperature', value: measure(vitals?.temperature, (u) => TEMPERATURE_UNITS[u] ?? u) },
    { label: 'Respiratory rate', value: measure(vitals?.respiratoryRate, () => 'breaths/min') },
    { label: 'Heart rate', value: measure(vitals?.heartRate, () => 'beats/min') },
    { label: 'Weight', value: measure(vitals?.weight) },
  ];
  if (rows.every((row) => !row.value)) paragraph(doc, 'No vitals were taken.', { muted: true });
  else labelValues(doc, rows);
}

export function objectiveSection(doc: Pdf, objective: ObjectiveSection | null | undefined, options: { abnormalOnly?: boolean } = {}): void {
  sectionHeading(doc, 'Objective');
  if (!objective) {
    paragraph(doc, 'No physical exam was charted for this visit.', { muted: true });
    return;
  }
  labelValues(doc, [...objective.scores, { label: 'Mentation', value: objective.mentation }]);
  const results = options.abnormalOnly ? objective.examResults.filter((row) => row.result === 'Abnormal' || row.result === 'Positive') : objective.examResults;
  subHeading(doc, options.abnormalOnly ? 'Physical exam findings' : 'Physical exam');
  drawTable(
    doc,
    [
      { header: 'Body category', width: 30 },
      { header: 'Result', width: 16 },
      { header: 'Comment', width: 54 },
    ],
    results.map((row) => [row.category, row.result, row.comment ?? '']),
    { emptyText: options.abnormalOnly ? 'No abnormal findings.' : 'No exam results were charted.' },
  );
  if (objective.medicalHistoryNotes) {
    subHeading(doc, 'Observations and medical history');
    paragraph(doc, objective.medicalHistoryNotes);
  }
}

export function ruleOutsSection(doc: Pdf, objective: ObjectiveSection | null | undefined, title: string): void {
  sectionHeading(doc, title);
  drawTable(
    doc,
    [
      { header: 'Rule out', width: 30 },
      { header: 'Category', width: 20 },
      { header: 'Description', width: 50 },
    ],
    (objective?.ruleOuts ?? []).map((row) => [row.name, row.category ?? '', row.description ?? '']),
    { emptyText: 'No rule outs were charted.' },
  );
}

const how = (channel: 'IN_PERSON' | 'LINK') => (channel === 'LINK' ? 'through the e-mailed link' : 'in person');

/**
 * 'Consents and declined treatments' (docs/consents.md): the treatments the client declined on the
 * signed plan, with that signature; and every consent signed, declined or withdrawn on the visit,
 * with the form's version and the SHA-256 of its text (and whether it still verifies). Nothing is
 * printed when there is neither.
 */
export function consentRecordsSection(doc: Pdf, records: ConsentRecords, timeZone: string): void {
  const consents = records.consents ?? [];
  const declined = records.declined?.names.length ? records.declined : null;
  if (!consents.length && !declined) return;
  sectionHeading(doc, 'Consents and declined treatments');
  if (declined) {
    paragraph(doc, `Declined treatments: ${declined.names.join(', ')}.`, { bold: true });
    paragraph(doc, `Declined by ${declined.signerName} on ${formatDate(declined.signedAt, timeZone)}, ${how(declined.channel)}, signed with the plan (version ${declined.planVersion}).`);
    if (declined.declineReason) paragraph(doc, `Reason given for declining: ${declined.declineReason}`);
    paragraph(doc, `Signed plan SHA-256 ${declined.snapshotSha256}`, { muted: true, size: 7.5 });
  }
  for (const consent of consents) {
    const outcome = consent.declined ? 'Declined' : 'Signed';
    paragraph(doc, `${consent.formTitle} (version ${consent.formVersion}): ${outcome} by ${consent.signerName} on ${formatDate(consent.signedAt, timeZone)}, ${how(consent.channel)}.`, { bold: true });
    if (consent.declineReason) paragraph(doc, `Reason given for declining: ${consent.declineReason}`);
    if (consent.withdrawnAt) {
      paragraph(doc, `Withdrawn${consent.withdrawnByName ? ` by ${consent.withdrawnByName}` : ''} on ${formatDate(consent.withdrawnAt, timeZone)}${consent.withdrawReason ? `: ${consent.withdrawReason}` : '.'}`);
    }
    paragraph(doc, `Form text SHA-256 ${consent.textSha256} ${consent.hashVerified ? '(verified)' : '(does not match the stored text)'}`, { muted: true, size: 7.5 });
  }
}
