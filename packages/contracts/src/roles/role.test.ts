import { describe, expect, it } from 'vitest';
import { mayFinalizeSoap } from './role.ts';

describe("the Finalize SOAP rule: a role whose name contains 'vet', any case", () => {
  it('lets veterinarians finalize and no one else', () => {
    expect(['Veterinarian', 'VET', 'Lead vet tech', 'Associate Veterinarian'].map(mayFinalizeSoap)).toEqual([true, true, true, true]);
    expect(['Nurse', 'Receptionist', 'V.E.T.', '', null, undefined].map(mayFinalizeSoap)).toEqual([false, false, false, false, false, false]);
  });
});
