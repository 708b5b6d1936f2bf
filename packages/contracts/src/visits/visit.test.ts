import { describe, expect, it } from 'vitest';
import {
  LOCK_PROOF_MISSING,
  modificationReasonForm,
  modificationReasonWire,
  subjectiveFormSentAnswer,
  visitAnswer,
  visitCreateWire,
  visitLockWire,
  visitRenameWire,
  visitStatusChangeWire,
} from './visit.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('the visit contract (spec 001 sections 2.7 and 7)', () => {
  it('starting a visit needs a pet; the name is optional, trimmed, at most 100 characters', () => {
    expect(issues(visitCreateWire.safeParse({}))).toEqual([{ path: 'pet_id', message: 'Please select a pet.' }]);
    expect(issues(visitCreateWire.safeParse({ pet_id: ' ' }))).toEqual([{ path: 'pet_id', message: 'Please select a pet.' }]);
    expect(visitCreateWire.parse({ pet_id: 'p1', clinic_id: null, name: ' Checkup ' })).toEqual({ petId: 'p1', clinicId: null, creator: undefined, name: 'Checkup' });
    expect(issues(visitCreateWire.safeParse({ pet_id: 'p1', name: 'x'.repeat(101) }))).toEqual([{ path: 'name', message: 'The name of a SOAP can be at most 100 characters.' }]);
  });

  it("a rename needs a name (the spec's message); a status move needs a status id", () => {
    expect(issues(visitRenameWire.safeParse({ name: '  ' }))).toEqual([{ path: 'name', message: 'You cannot do a name update without specifying a name.' }]);
    expect(visitRenameWire.parse({ name: 'SOAP', visit_modification_id: 'm1' })).toEqual({ name: 'SOAP', visitModificationId: 'm1' });
    expect(issues(visitStatusChangeWire.safeParse({ status_id: 1.5 }))).toEqual([{ path: 'status_id', message: 'Please choose a status.' }]);
    expect(issues(visitStatusChangeWire.safeParse({}))).toEqual([{ path: 'status_id', message: 'Please choose a status.' }]);
    expect(visitStatusChangeWire.parse({ status_id: 3 })).toEqual({ statusId: 3, visitModificationId: undefined });
  });

  it('a reason for modification needs a real YYYY/MM/DD date and a reason of at most 2000 characters', () => {
    expect(issues(modificationReasonWire.safeParse({ modification_date: '', modification_reason: ' ' }))).toEqual([
      { path: 'modification_date', message: 'Please select the date of the modification.' },
      { path: 'modification_reason', message: 'Please enter the reason for the modification.' },
    ]);
    expect(issues(modificationReasonWire.safeParse({ modification_date: '2026/02/30', modification_reason: 'r' }))).toEqual([
      { path: 'modification_date', message: 'The modification date must be a date written YYYY/MM/DD.' },
    ]);
    expect(issues(modificationReasonWire.safeParse({ modification_date: '2026-02-03', modification_reason: 'r'.repeat(2001) }))).toEqual([
      { path: 'modification_date', message: 'The modification date must be a date written YYYY/MM/DD.' },
      { path: 'modification_reason', message: 'The reason can be at most 2000 characters.' },
    ]);
    expect(modificationReasonWire.parse({ modification_date: '2026/02/03', modification_reason: ' Late ' })).toEqual({ modificationDate: '2026-02-03', modificationReason: 'Late' });
    // The form holds the date input's value.
    expect(modificationReasonForm.parse({ modificationDate: '2026-02-03', modificationReason: 'Late' })).toEqual({ modificationDate: '2026-02-03', modificationReason: 'Late' });
    expect(issues(modificationReasonForm.safeParse({ modificationDate: '', modificationReason: '' })).map((issue) => issue.message)).toEqual([
      'Please select the date of the modification.',
      'Please enter the reason for the modification.',
    ]);
  });

  it("parses main's visit into the camelCase record", () => {
    expect(
      visitAnswer.parse({
        id: 7,
        pet_id: 'p',
        name: 'Visit',
        status: { id: '1', name: 'Check In' },
        is_read_only: null,
        last_modified_by_user_name: 'Vera',
        created_at: 'c',
        updated_at: 'u',
        clinic_code: 'dropped',
      }),
    ).toEqual({ id: '7', petId: 'p', name: 'Visit', status: { id: 1, name: 'Check In' }, isReadOnly: false, isLocked: false, lastModifiedByName: 'Vera', createdAt: 'c', updatedAt: 'u' });
  });

  it('reads the sent pet history form: ids as text, no visit as null', () => {
    expect(subjectiveFormSentAnswer.parse({ email: 'a@b.c', expires_at: 'e', pet_id: 7 })).toEqual({ email: 'a@b.c', expiresAt: 'e', petId: '7', visitId: null });
    expect(subjectiveFormSentAnswer.parse({ email: 'a@b.c', expires_at: 'e', pet_id: '7', visit_id: 9 })).toMatchObject({ visitId: '9' });
  });
});

describe('the visit lock (POST /visits/{id}/lock)', () => {
  it("reads the PIN's proof into camelCase; none, blank or over-long asks for the PIN", () => {
    expect(visitLockWire.parse({ lock_proof: 'proof' })).toEqual({ lockProof: 'proof' });
    expect(issues(visitLockWire.safeParse({}))).toEqual([{ path: 'lock_proof', message: LOCK_PROOF_MISSING }]);
    expect(issues(visitLockWire.safeParse({ lock_proof: 'x'.repeat(4001) }))).toEqual([{ path: 'lock_proof', message: LOCK_PROOF_MISSING }]);
  });
});
