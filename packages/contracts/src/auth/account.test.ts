import { describe, expect, it } from 'vitest';
import { inviteCompletionWire, signUpWire } from './account.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

const signUp = {
  organization: ' Happy Paws ',
  address: { address1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
  clinics: [{ name: 'Happy Paws Austin' }],
  first_name: 'Ann',
  last_name: 'Lee',
  email: ' Ann@Example.COM ',
  phone: '5125550100',
  password: 'Secret#123',
  question_answers: { question: 'First pet?', answer: 'Rex' },
  plan_code: 'basic',
};

const completion = {
  id: 'i1',
  token: 't1',
  first_name: 'Ann',
  last_name: 'Lee',
  password: 'Secret#123',
  confirm: 'Secret#123',
  role: 'veterinarian',
  question_answers: { question: 'First pet?', answer: 'Rex' },
};

describe('the account bodies (spec section 5)', () => {
  it('reads a sign-up into camelCase: trimmed, the e-mail lower-case, the country US', () => {
    expect(signUpWire.parse(signUp)).toEqual({
      organization: 'Happy Paws',
      address: { address1: '1 Main St', address2: undefined, city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
      clinics: [{ name: 'Happy Paws Austin' }],
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '5125550100',
      password: 'Secret#123',
      questionAnswers: { question: 'First pet?', answer: 'Rex' },
      planCode: 'basic',
    });
  });

  it("refuses a sign-up with the spec's messages on the JSON paths", () => {
    expect(issues(signUpWire.safeParse({ ...signUp, first_name: ' ', phone: '512-555-0100', email: 'nope', password: 'short', clinics: [], question_answers: null }))).toEqual([
      { path: 'clinics', message: 'Sign-up creates exactly one clinic.' },
      { path: 'first_name', message: 'Please input your first name' },
      { path: 'email', message: 'Please input correct email address!' },
      { path: 'phone', message: 'Phone Number must not contain special characters!' },
      { path: 'password', message: 'Enter a valid password' },
      { path: 'question_answers', message: 'Please select a security question' },
    ]);
  });

  it("requires the licences of the stored invitation's role, not the one the form names", () => {
    expect(issues(inviteCompletionWire('veterinarian').safeParse(completion))).toEqual([
      { path: 'veterinarian_license', message: 'Please input license' },
      { path: 'state', message: 'Please input license' },
    ]);
    expect(inviteCompletionWire('veterinarian-technician').parse({ ...completion, rvt_license: ' R1 ', cvt_license: '' })).toMatchObject({ firstName: 'Ann', rvtLicense: 'R1', cvtLicense: undefined });
  });

  it('says when the two passwords differ, on confirm', () => {
    expect(issues(inviteCompletionWire('receptionist').safeParse({ ...completion, confirm: 'Other#123' }))).toEqual([
      { path: 'confirm', message: 'The two passwords that you entered do not match!' },
    ]);
  });
});
