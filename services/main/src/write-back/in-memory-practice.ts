// Tests' practice system (a partner outside the product, so faked at main's PracticeLink): medical
// records kept in memory by clinic and external id, as a real one keys them (a second write of the
// same external id replaces the record), with the number of writes, a failure to answer with, and
// a hook that runs inside a write (to stop a test's process there).
import { PracticeLinkError, type PracticeLink } from '../results/links.ts';

export type WrittenMedicalRecord = Parameters<PracticeLink['writeMedicalRecord']>[1];

export class InMemoryPractice implements PracticeLink {
  records = new Map<string, { clinicId: string; record: WrittenMedicalRecord; id: string }>();
  /** Every write asked for, refused ones included. */
  calls = 0;
  /** Writes that reached the records. */
  writes = 0;
  fail: { message: string; kind: 'not_connected' | 'refused' | 'unreachable' } | null = null;
  /** Runs after a write is kept, before it answers (a test stops its process here). */
  afterWrite: (() => Promise<void>) | null = null;

  private key = (clinicId: string, externalId: string) => `${clinicId}|${externalId}`;

  async writeMedicalRecord(clinicId: string, record: WrittenMedicalRecord) {
    this.calls += 1;
    if (this.fail) throw new PracticeLinkError(this.fail.message, this.fail.kind);
    const key = this.key(clinicId, record.external_id ?? `treatment-result:${record.visit_id}`);
    const id = this.records.get(key)?.id ?? `MR-${this.records.size + 1}`;
    this.records.set(key, { clinicId, record, id });
    this.writes += 1;
    await this.afterWrite?.();
    return { record_id: id, source: 'covetrus', source_name: 'Covetrus' };
  }

  async readMedicalRecord(clinicId: string, target: { source: string; patient_source_id: string; external_id: string }) {
    if (this.fail) throw new PracticeLinkError(this.fail.message, this.fail.kind);
    const kept = this.records.get(this.key(clinicId, target.external_id));
    if (!kept) return null;
    const { title, date, sections, medications = [], charges = [], kind = 'soap' } = kept.record;
    return { record_id: kept.id, title, date, kind, sections, medications, charges };
  }

  /** The record written under an external id in a clinic. */
  written(clinicId: string, externalId: string) {
    return this.records.get(this.key(clinicId, externalId));
  }
}
