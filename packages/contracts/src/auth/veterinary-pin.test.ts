import { describe, expect, it } from 'vitest';
import { ENTER_PIN, PIN_FORMAT, lockProofWire, veterinaryPinSetWire } from './veterinary-pin.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('the Veterinary PIN bodies (PUT /me/veterinary-pin, POST /me/veterinary-pin/lock-proof)', () => {
  it('wants a PIN of four characters without spaces; locking reads the visit into camelCase', () => {
    expect(veterinaryPinSetWire.parse({ pin: 'a1!Z' })).toEqual({ pin: 'a1!Z', password: undefined });
    expect(issues(veterinaryPinSetWire.safeParse({ pin: '' }))).toEqual([
      { path: 'pin', message: ENTER_PIN },
      { path: 'pin', message: PIN_FORMAT },
    ]);
    expect(issues(veterinaryPinSetWire.safeParse({ pin: 'a b1' }))).toEqual([{ path: 'pin', message: PIN_FORMAT }]);
    expect(issues(veterinaryPinSetWire.safeParse({ pin: 'x'.repeat(65) }))).toEqual([{ path: 'pin', message: PIN_FORMAT }]);
    expect(lockProofWire.parse({ pin: '1234', visit_id: ' v1 ' })).toEqual({ pin: '1234', visitId: 'v1' });
    expect(issues(lockProofWire.safeParse({ pin: '' }))).toEqual([
      { path: 'pin', message: ENTER_PIN },
      { path: 'visit_id', message: 'Name the visit to lock.' },
    ]);
  });
});
