// The spec's validation rules (section 5) as zod fields, with its exact messages, shared by
// sign-up, invites and password reset so one rule never drifts between forms.
import { z } from 'zod';

export const PASSWORD_MESSAGE = 'Enter a valid password';
export const EMAIL_MESSAGE = 'Please input correct email address!';
export const PASSWORDS_DIFFER_MESSAGE = 'The two passwords that you entered do not match!';

// At least 8 characters with a lowercase letter, an uppercase letter, a digit and a symbol. The
// upper bound only keeps argon2 from hashing megabytes someone posted.
const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,128}$/s;

/** A required string; missing, non-string and blank all give the same message. */
export function requiredText(message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: `Must be at most ${max} characters.` });
}

export function optionalText(max = 200) {
  return z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters.` })
    .optional()
    .transform((value) => value || undefined);
}

/** E-mail addresses are stored lower-case: one person, one account, whatever they type. */
export function emailField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .toLowerCase()
    .pipe(z.email({ error: EMAIL_MESSAGE }).max(254, { error: EMAIL_MESSAGE }));
}

/** Sign-up and invite phones: digits only, exactly ten (a US number without formatting). */
export function phoneField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .regex(/^\d+$/, { error: 'Phone Number must not contain special characters!', abort: true })
    .length(10, { error: 'Phone Number must be 10-digits.' });
}

export function passwordField(requiredMessage = PASSWORD_MESSAGE) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .regex(STRONG_PASSWORD, { error: PASSWORD_MESSAGE });
}

export function securityAnswerFields() {
  return z.object(
    {
      question: requiredText('Please select a security question', 300),
      answer: requiredText('Please input your answer', 200),
    },
    { error: 'Please select a security question' },
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from clients are compared only when well formed, so a junk id is "not found", not a 500. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
