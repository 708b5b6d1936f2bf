// The plan step's small forms with the spec's messages (spec 002 section 5): the 'Verify Email
// Address' modal's recipient and the 'Decline Rason' modal's reason. (Who signs: signatureRules.ts,
// without the form library, which the public estimate page does without.)
import { z } from 'zod/mini';

export const ENTER_EMAIL = 'Please enter email address';
export const INVALID_EMAIL = 'Please enter a valid email address';
export const ENTER_DECLINE_REASON = 'Please enter the reason for declining';

export const DECLINE_REASON_MAX = 2000;

export const estimateEmailSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, ENTER_EMAIL)), z.email(INVALID_EMAIL)),
});
export type EstimateEmailValues = z.infer<typeof estimateEmailSchema>;

export const declineReasonSchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(1, ENTER_DECLINE_REASON), z.maxLength(DECLINE_REASON_MAX, `The reason can be at most ${DECLINE_REASON_MAX} characters.`)),
});
export type DeclineReasonValues = z.infer<typeof declineReasonSchema>;
