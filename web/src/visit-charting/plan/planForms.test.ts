import { describe, expect, it } from 'vitest';
import { declineReasonSchema, ENTER_DECLINE_REASON, ENTER_EMAIL, estimateEmailSchema, INVALID_EMAIL } from './planForms';
import { ENTER_FULL_NAME, SIGN_FIRST, signatureProblems } from './signatureRules';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe("the plan step's forms", () => {
  it("asks for the recipient in 'Verify Email Address'", () => {
    expect(messages(estimateEmailSchema.safeParse({ email: '  ' }))).toEqual([ENTER_EMAIL]);
    expect(messages(estimateEmailSchema.safeParse({ email: 'not an address' }))).toEqual([INVALID_EMAIL]);
    expect(estimateEmailSchema.parse({ email: ' parent@example.com ' })).toEqual({ email: 'parent@example.com' });
  });

  it("requires a reason in 'Decline Rason'", () => {
    expect(messages(declineReasonSchema.safeParse({ reason: ' ' }))).toEqual([ENTER_DECLINE_REASON]);
    expect(declineReasonSchema.parse({ reason: ' Too costly ' })).toEqual({ reason: 'Too costly' });
    expect(declineReasonSchema.safeParse({ reason: 'x'.repeat(2001) }).success).toBe(false);
  });

  it('needs a drawn signature, and a full name where one is asked', () => {
    expect(signatureProblems({ signed: false, signerName: '', nameRequired: true })).toEqual({ signature: SIGN_FIRST, signerName: ENTER_FULL_NAME });
    expect(signatureProblems({ signed: true, signerName: ' ', nameRequired: true })).toEqual({ signerName: ENTER_FULL_NAME });
    expect(signatureProblems({ signed: true, signerName: '', nameRequired: false })).toEqual({});
    expect(signatureProblems({ signed: true, signerName: 'Ann Lee', nameRequired: true })).toEqual({});
  });
});
