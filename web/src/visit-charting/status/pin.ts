// The Veterinary PIN boxes' rules (spec 002 sections 5 'PIN', 9 'PIN is 4 characters'): four
// boxes of one character each, every one required ('Enter pin'); a paste fills them from the box
// it lands in. The length and message are the contract's, which the auth service checks too.
import { ENTER_PIN, PIN_LENGTH } from '@vetchart/contracts/auth/veterinary-pin';

export const emptyPin = (): string[] => Array.from({ length: PIN_LENGTH }, () => '');

/** The boxes after `text` is pasted into box `at`: one character per box, what does not fit dropped. */
export function pastePin(current: ReadonlyArray<string>, at: number, text: string): { boxes: string[]; focus: number } {
  const characters = Array.from(text.replace(/\s/g, ''));
  const boxes = [...current];
  let index = at;
  for (const character of characters) {
    if (index >= PIN_LENGTH) break;
    boxes[index] = character;
    index += 1;
  }
  return { boxes, focus: Math.min(index, PIN_LENGTH - 1) };
}

/** The boxes' messages: 'Enter pin' under each empty one. */
export const pinErrors = (boxes: ReadonlyArray<string>) => boxes.map((box) => (box === '' ? ENTER_PIN : null));
