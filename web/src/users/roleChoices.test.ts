import { describe, expect, it } from 'vitest';
import { roleChoices } from './roleChoices';

const ASSIGNABLE = [
  { id: 'r-vet', name: 'veterinarian' },
  { id: 'r-desk', name: 'Front Desk' },
];

describe('roleChoices', () => {
  it('offers an inviter exactly the roles the server says they may give', () => {
    expect(roleChoices(ASSIGNABLE, null, false)).toEqual(ASSIGNABLE);
  });

  it("keeps the edited person's current role choosable even when the editor may not give it", () => {
    expect(roleChoices(ASSIGNABLE, { id: 'r-super', name: 'Super Admin' }, false)).toEqual([{ id: 'r-super', name: 'Super Admin' }, ...ASSIGNABLE]);
    expect(roleChoices(ASSIGNABLE, ASSIGNABLE[0]!, false)).toEqual(ASSIGNABLE);
  });

  it('offers only their own role to someone editing themselves', () => {
    expect(roleChoices(ASSIGNABLE, { id: 'r-admin', name: 'Admin' }, true)).toEqual([{ id: 'r-admin', name: 'Admin' }]);
  });
});
