import { describe, expect, it } from 'vitest';
import { auditEntryAnswer, auditPageAnswer } from './audit-entry.ts';

describe("the audit log (main's snake_case, each field named once)", () => {
  it("reads an entry: what is left out as null, a detail that is not an object as {}", () => {
    const entry = { id: 10, action: 'pet.update', target_type: 'pet', target_id: 3, created_at: 't' };
    expect(auditEntryAnswer.parse(entry)).toEqual({
      id: '10',
      actorUserId: null,
      action: 'pet.update',
      targetType: 'pet',
      targetId: '3',
      visitId: null,
      petId: null,
      petName: null,
      visitName: null,
      detail: {},
      createdAt: 't',
    });
    expect(auditEntryAnswer.parse({ ...entry, actor_user_id: 4, pet_id: 3, pet_name: 'Rex', detail: { name: ['A', 'B'] } })).toMatchObject({ actorUserId: '4', petId: '3', petName: 'Rex', detail: { name: ['A', 'B'] } });
    expect(auditEntryAnswer.parse({ ...entry, detail: 'x' }).detail).toEqual({});
  });

  it('reads a page: its entries, the total and the next page (null on the last)', () => {
    const entry = { id: 1, action: 'a', target_type: 't', target_id: 1, created_at: 'c' };
    expect(auditPageAnswer.parse({ data: [entry], meta: { total: '1' } })).toMatchObject({ entries: [{ id: '1' }], total: 1, nextAfter: null });
    expect(auditPageAnswer.parse({ data: [], meta: { total: 9, next_after: 42 } })).toEqual({ entries: [], total: 9, nextAfter: '42' });
  });
});
