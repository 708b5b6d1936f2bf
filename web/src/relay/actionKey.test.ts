import { describe, expect, it } from 'vitest';
import { ActionKey, stableStringify } from './actionKey';

describe('the idempotency key of a person action', () => {
  it('is reused when the same input is sent again before an answer arrived', () => {
    const action = new ActionKey();
    const first = action.keyFor({ input: { petId: 'P1', name: 'Visit' } });
    // The same input built in another order is the same request.
    expect(action.keyFor({ input: { name: 'Visit', petId: 'P1' } })).toBe(first);
  });

  it('changes with the input, and after an answer', () => {
    const action = new ActionKey();
    const first = action.keyFor({ input: { petId: 'P1' } });
    const corrected = action.keyFor({ input: { petId: 'P2' } });
    expect(corrected).not.toBe(first);
    action.answered(corrected);
    expect(action.keyFor({ input: { petId: 'P2' } })).not.toBe(corrected);
  });

  it('ignores an answer to a key it no longer holds', () => {
    const action = new ActionKey();
    const old = action.keyFor({ n: 1 });
    const current = action.keyFor({ n: 2 });
    action.answered(old);
    expect(action.keyFor({ n: 2 })).toBe(current);
  });

  it('writes objects with sorted keys and leaves undefined fields out', () => {
    expect(stableStringify({ b: [1, { d: 2, c: undefined }], a: null })).toBe('{"a":null,"b":[1,{"d":2}]}');
  });
});
