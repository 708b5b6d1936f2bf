// The account forms' fields (spec section 5) with the spec's exact messages, and the bodies the
// gateway sends to the auth service to sign up and to complete an invitation: the service
// validates POST /auth/signup and PUT /user/invite/{orgCode} with `signUpWire` and
// `inviteCompletionWire`, and its password reset and role forms use the same fields, so one rule
// never drifts between forms; the gateway's payloads are their inputs (gateway/src/auth/viewer-wire.ts).
import { z } from 'zod/mini';
import { checkedWire, wire } from '../wire.ts';

export const PASSWORD_MESSAGE = 'Enter a valid password';
export const EMAIL_MESSAGE = 'Please input correct email address!';
export const PASSWORDS_DIFFER_MESSAGE = 'The two passwords that you entered do not match!';
export const INVITE_INVALID = 'This invite link has expired or has already been used.';
export const LICENSE_MESSAGE = 'Please input license';
export const MAX_INVITE_ID_LENGTH = 100;
export const MAX_INVITE_TOKEN_LENGTH = 200;

// At least 8 characters with a lowercase letter, an uppercase letter, a digit and a symbol. The
// upper bound only keeps argon2 from hashing megabytes someone posted.
const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,128}$/s;

/** A required string; missing, non-string and blank all give the same message. */
export const accountText = (message: string, max = 200) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message, abort: true }), z.maxLength(max, { error: `Must be at most ${max} characters.` }));

/** Trimmed, at most `max` characters; blank or left out is left out. */
export const optionalAccountText = (max = 200) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, { error: `Must be at most ${max} characters.` }))),
    z.transform((value) => value || undefined),
  );

/** E-mail addresses are stored lower-case: one person, one account, whatever they type. */
export const emailField = (requiredMessage: string) =>
  z.pipe(
    z.string({ error: requiredMessage }).check(z.trim(), z.minLength(1, { error: requiredMessage, abort: true }), z.toLowerCase()),
    z.email({ error: EMAIL_MESSAGE }).check(z.maxLength(254, { error: EMAIL_MESSAGE })),
  );

/** Sign-up and invite phones: digits only, exactly ten (a US number without formatting). */
export const phoneField = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).check(
    z.trim(),
    z.minLength(1, { error: requiredMessage, abort: true }),
    z.regex(/^\d+$/, { error: 'Phone Number must not contain special characters!', abort: true }),
    z.length(10, { error: 'Phone Number must be 10-digits.' }),
  );

export const passwordField = (requiredMessage = PASSWORD_MESSAGE) =>
  z.string({ error: requiredMessage }).check(z.minLength(1, { error: requiredMessage, abort: true }), z.regex(STRONG_PASSWORD, { error: PASSWORD_MESSAGE }));

export const securityAnswerFields = () =>
  z.object(
    {
      question: accountText('Please select a security question', 300),
      answer: accountText('Please input your answer', 200),
    },
    { error: 'Please select a security question' },
  );

/** POST /auth/signup: a clinic owner's organization, its one clinic and their own account. */
export const signUpWire = wire({
  organization: accountText('Please enter organization name'),
  address: z.object(
    {
      address1: accountText('Please enter address', 100),
      address2: optionalAccountText(80),
      city: accountText('Please enter city', 100),
      state: accountText('Please enter state', 100),
      zip: accountText('Please enter zip', 20),
      // Sign-up is offered in the US only (spec section 9).
      country: z._default(z.literal('US', { error: 'Sign-up is available in the US only.' }), 'US'),
    },
    { error: 'Please enter address' },
  ),
  clinics: z.array(z.object({ name: accountText('Please enter clinic name') }), { error: 'Please enter clinic name' }).check(z.length(1, { error: 'Sign-up creates exactly one clinic.' })),
  firstName: accountText('Please input your first name', 100),
  lastName: accountText('Please input your last name', 100),
  email: emailField('Please input your email'),
  phone: phoneField('Please input your phone number'),
  password: passwordField(),
  questionAnswers: securityAnswerFields(),
  // Billing owns the plan list; the gateway checks the code exists before calling here.
  planCode: accountText('Please select a plan', 50),
});
export type SignUp = z.output<typeof signUpWire>;

/** The link an invitation's completion names: read first, as its role decides the rest's rules. */
export const inviteLinkWire = z.object({
  id: z.string({ error: INVITE_INVALID }).check(z.maxLength(MAX_INVITE_ID_LENGTH, INVITE_INVALID)),
  token: z.string({ error: INVITE_INVALID }).check(z.maxLength(MAX_INVITE_TOKEN_LENGTH, INVITE_INVALID)),
});

/** The licence fields each built-in role may carry; the veterinarian's are required. */
export const LICENSE_FIELDS = {
  veterinarian: { fields: ['veterinarianLicense', 'state'], required: true },
  'veterinarian-technician': { fields: ['rvtLicense', 'cvtLicense'], required: false },
  'veterinarian-assistant': { fields: ['vdlLicense'], required: false },
} as const satisfies Record<string, { fields: readonly string[]; required: boolean }>;
export type LicenseField = (typeof LICENSE_FIELDS)[keyof typeof LICENSE_FIELDS]['fields'][number];

/** The licence fields of a role (by its slug); none for the others. */
export const licenseFieldsOf = (roleSlug: string): { fields: readonly LicenseField[]; required: boolean } | undefined =>
  Object.hasOwn(LICENSE_FIELDS, roleSlug) ? LICENSE_FIELDS[roleSlug as keyof typeof LICENSE_FIELDS] : undefined;

/**
 * PUT /user/invite/{orgCode}: the completion form. The licence rule follows the role the
 * invitation was made for (`roleSlug`, the stored invitation's), not the `role` the form sends,
 * which is accepted only because the web app posts it.
 */
export const inviteCompletionWire = (roleSlug: string) => {
  const licenses = licenseFieldsOf(roleSlug);
  const licenseField = (name: LicenseField) => (licenses?.required && licenses.fields.includes(name) ? accountText(LICENSE_MESSAGE, 100) : optionalAccountText(100));
  const shape = {
    id: z.string().check(z.maxLength(MAX_INVITE_ID_LENGTH, INVITE_INVALID)),
    token: z.string().check(z.maxLength(MAX_INVITE_TOKEN_LENGTH, INVITE_INVALID)),
    firstName: accountText('Please input your email', 100),
    lastName: accountText('Please input your email', 100),
    password: passwordField('Please input your password'),
    confirm: z.string({ error: 'Please confirm your password!' }).check(z.minLength(1, { error: 'Please confirm your password!' }), z.maxLength(1024, { error: PASSWORDS_DIFFER_MESSAGE })),
    role: z.optional(z.string().check(z.maxLength(100, { error: 'Must be at most 100 characters.' }))),
    questionAnswers: securityAnswerFields(),
    vdlLicense: licenseField('vdlLicense'),
    rvtLicense: licenseField('rvtLicense'),
    cvtLicense: licenseField('cvtLicense'),
    veterinarianLicense: licenseField('veterinarianLicense'),
    state: licenseField('state'),
  };
  return checkedWire(shape, {}, (value, problem) => {
    if (typeof value.confirm === 'string' && value.confirm && value.confirm !== value.password) problem('confirm', PASSWORDS_DIFFER_MESSAGE);
  });
};
export type InviteCompletion = z.output<ReturnType<typeof inviteCompletionWire>>;
