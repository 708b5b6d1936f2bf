import { describe, expect, it } from 'vitest';
import { emptyPin, pastePin, pinErrors } from './pin';

describe('the Veterinary PIN boxes', () => {
  it('fills all four from a paste into the first', () => {
    expect(pastePin(emptyPin(), 0, '4 7 1 9')).toEqual({ boxes: ['4', '7', '1', '9'], focus: 3 });
  });
  it('fills from the box pasted into and drops what does not fit', () => {
    expect(pastePin(['1', '', '', ''], 2, 'abcdef')).toEqual({ boxes: ['1', '', 'a', 'b'], focus: 3 });
    expect(pastePin(emptyPin(), 0, '12')).toEqual({ boxes: ['1', '2', '', ''], focus: 2 });
  });
  it("asks 'Enter pin' under each empty box", () => {
    expect(pinErrors(['1', '', '3', ''])).toEqual([null, 'Enter pin', null, 'Enter pin']);
  });
});
