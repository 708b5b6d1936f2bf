import { describe, expect, it } from 'vitest';
import { RESET_LINK_INVALID, forgotPasswordWire, resetPasswordWire } from './password-reset.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('the password reset bodies (POST and PUT /auth/forgotpassword)', () => {
  it("reads a password reset into camelCase, the e-mail of its request lower-cased; a missing link code is the link's message", () => {
    expect(forgotPasswordWire.parse({ email: ' Vet@Demo.VET ' })).toEqual({ email: 'vet@demo.vet' });
    const reset = { new_password: 'Str0ng!pass', user_code: 'U1', reset_id: 'r1', question_answer: { question: 'Pet?', answer: 'Rex' } };
    expect(resetPasswordWire.parse(reset)).toEqual({ newPassword: 'Str0ng!pass', userCode: 'U1', resetId: 'r1', questionAnswer: { question: 'Pet?', answer: 'Rex' } });
    expect(issues(resetPasswordWire.safeParse({ ...reset, new_password: 'weak', user_code: '', reset_id: 'r'.repeat(201) }))).toEqual([
      { path: 'new_password', message: 'Enter a valid password' },
      { path: 'user_code', message: RESET_LINK_INVALID },
      { path: 'reset_id', message: 'Must be at most 200 characters.' },
    ]);
  });

});
