// Consent records (docs/consents.md): the clinic's consent forms (each edit of a
// form's title or text is a new version), the consents a visit needs, and their signatures (in
// person or through an e-mailed link), declines and withdrawals. The bodies the gateway sends, the
// exact messages, and the main service's answers (snake_case), each field named once.
import { z } from 'zod/mini';
import { answerId, answerNumber, blank, listOf, orNull, trueFlag } from '../answer.ts';
import { planHeaderWire } from '../treatment-plans/treatment-plan.ts';
import { requiredId } from '../text.ts';
import { wire } from '../wire.ts';

export const CONSENT_KINDS = ['treatment_estimate', 'anaesthesia_procedure', 'ai_recording'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export const CONSENT_KIND_LABELS: Record<ConsentKind, string> = {
  treatment_estimate: 'Treatment estimate',
  anaesthesia_procedure: 'Anaesthesia or procedure',
  ai_recording: 'Recording for AI dictation',
};

/**
 * When a visit needs a form: every visit ('always'), when the visit's plan needs it by the form
 * kind's rule ('when_plan_needs': a priced plan for an estimate form, a procedure row for an
 * anaesthesia or procedure form; an AI recording form has no plan rule), or only when staff add
 * it to the visit ('by_hand'). Staff can add any form by hand whatever its requirement.
 */
export const CONSENT_REQUIREMENTS = ['always', 'when_plan_needs', 'by_hand'] as const;
export type ConsentRequirement = (typeof CONSENT_REQUIREMENTS)[number];

export const CONSENT_REQUIREMENT_LABELS: Record<ConsentRequirement, string> = {
  always: 'Every visit',
  when_plan_needs: "When the visit's plan needs it",
  by_hand: 'Only when added to a visit',
};

/** What a visit's consent shows: not yet signed, signed (and standing), withdrawn after signing, declined. */
export const CONSENT_STATES = ['required', 'signed', 'withdrawn', 'declined'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];

/** Why a form is on a visit (docs/consents.md, "Which consents a visit needs"). */
export const CONSENT_REASONS = ['always_required', 'plan_has_price', 'plan_has_procedure', 'added_by_hand'] as const;
export type ConsentReason = (typeof CONSENT_REASONS)[number];


export const MAX_CONSENT_TITLE = 200;
export const MAX_CONSENT_BODY = 20_000;
export const MAX_CONSENT_FORMS = 50;
const MAX_TOKEN_LENGTH = 200;

export const CONSENT_MESSAGES = {
  kind: 'Choose Treatment estimate, Anaesthesia or procedure, or Recording for AI dictation.',
  requirement: "Choose Every visit, When the visit's plan needs it, or Only when added to a visit.",
  titleRequired: 'Please enter the title of the consent form.',
  titleTooLong: `The title can be at most ${MAX_CONSENT_TITLE} characters.`,
  bodyRequired: 'Please enter the text of the consent form.',
  bodyTooLong: `The text can be at most ${MAX_CONSENT_BODY} characters.`,
  tooManyForms: `A clinic can have at most ${MAX_CONSENT_FORMS} consent forms.`,
  versionRequired: 'Name the version of the consent form this edit is based on.',
  formChanged: 'The consent form changed since it was shown. Review it and try again.',
  formNotFound: 'Consent form not found.',
  formArchived: 'This consent form is archived.',
  signerRequired: 'Please enter your full name.',
  nameTooLong: 'A name can be at most 200 characters.',
  signature: 'Please sign the consent form.',
  signatureTooLarge: 'The signature must be a PNG image of at most 1 MB.',
  declineReasonTooLong: 'The reason can be at most 2000 characters.',
  withdrawReasonRequired: 'Please enter the reason for withdrawing the consent.',
  withdrawReasonTooLong: 'The reason can be at most 2000 characters.',
  alreadyWithdrawn: 'This consent has already been withdrawn.',
  declinedNotWithdrawn: 'A declined consent cannot be withdrawn.',
  signatureNotFound: 'Consent signature not found.',
  alreadyOnVisit: 'This consent form is already on the visit.',
  alreadySigned: 'This consent has already been signed.',
  linkUnknown: 'This link is not valid.',
  linkClosed: 'This consent can no longer be signed online. Please contact the clinic.',
  emailRequired: 'Please enter email address',
  emailInvalid: 'Please input correct Email!',
  userAgentTooLong: 'The user agent can be at most 1000 characters.',
} as const;
const M = CONSENT_MESSAGES;

// --- The bodies the gateway sends

const title = z.string({ error: M.titleRequired }).check(z.trim(), z.minLength(1, M.titleRequired), z.maxLength(MAX_CONSENT_TITLE, M.titleTooLong));
const body = z.string({ error: M.bodyRequired }).check(z.trim(), z.minLength(1, M.bodyRequired), z.maxLength(MAX_CONSENT_BODY, M.bodyTooLong));

/** POST /consent-forms. */
export const consentFormCreateWire = wire({
  kind: z.enum(CONSENT_KINDS, { error: M.kind }),
  title,
  body,
  requirement: z._default(z.enum(CONSENT_REQUIREMENTS, { error: M.requirement }), 'when_plan_needs'),
});
export type ConsentFormCreate = z.output<typeof consentFormCreateWire>;

/** PUT /consent-forms/{id}: a changed title or text is a new version; the old versions stay as signed. */
export const consentFormUpdateWire = wire({
  basedOnVersion: z.number({ error: M.versionRequired }).check(z.int(M.versionRequired), z.minimum(1, M.versionRequired)),
  title,
  body,
  requirement: z.enum(CONSENT_REQUIREMENTS, { error: M.requirement }),
  archived: z._default(z.boolean(), false),
});
export type ConsentFormUpdate = z.output<typeof consentFormUpdateWire>;

/** POST /visits/{id}/consents: staff add a form to the visit by hand. */
export const visitConsentAddWire = wire({ formId: requiredId(M.formNotFound) });

const signerName = z.string({ error: M.signerRequired }).check(z.trim(), z.minLength(1, M.signerRequired), z.maxLength(200, M.nameTooLong));
const signatureShape = {
  /** The form version on screen: another is a changed form. */
  formVersion: z.number({ error: M.formChanged }).check(z.int()),
  signaturePng: z.string({ error: M.signature }).check(z.minLength(1, M.signature), z.maxLength(1_500_000, M.signatureTooLarge)),
  /** true: the signer declines the consent (signed the same way). */
  declined: z._default(z.boolean(), false),
  declineReason: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(2000, M.declineReasonTooLong)))),
};
const userAgent = z.optional(z.nullable(z.string().check(z.maxLength(1000, M.userAgentTooLong))));
const linkToken = z.string({ error: M.linkUnknown }).check(z.minLength(1, M.linkUnknown), z.maxLength(MAX_TOKEN_LENGTH, M.linkUnknown));

/** POST /visits/{id}/consents/{formId}/sign: signed in person at the clinic. */
export const consentSignWire = wire({ ...signatureShape, signerName, header: z.optional(planHeaderWire), userAgent });
export type ConsentSign = z.output<typeof consentSignWire>;

/** POST /consent-signatures/{id}/withdraw. */
export const consentWithdrawWire = wire({
  reason: z.string({ error: M.withdrawReasonRequired }).check(z.trim(), z.minLength(1, M.withdrawReasonRequired), z.maxLength(2000, M.withdrawReasonTooLong)),
});

/** POST /visits/{id}/consents/{formId}/send: the form e-mailed to the pet parent to sign. */
export const consentSendWire = wire({
  email: z.string({ error: M.emailRequired }).check(z.trim(), z.minLength(1, M.emailRequired), z.maxLength(254, M.emailInvalid), z.email(M.emailInvalid)),
  header: planHeaderWire,
});

/** POST /consent-link/sign: the pet parent signs (or declines) through the e-mailed link. */
export const consentLinkSignWire = wire({ token: linkToken, ...signatureShape, signerName, userAgent });
export type ConsentLinkSign = z.output<typeof consentLinkSignWire>;

// --- The main service's answers

const text = orNull(z.string());

export const consentFormAnswer = wire({
  id: answerId,
  kind: z.enum(CONSENT_KINDS),
  title: blank,
  body: blank,
  version: answerNumber,
  textSha256: z.string(),
  requirement: z.enum(CONSENT_REQUIREMENTS),
  archived: trueFlag,
  updatedAt: z.string(),
  updatedByName: blank,
});
export type ConsentFormRecord = z.output<typeof consentFormAnswer>;

export const consentSignatureAnswer = wire({
  id: answerId,
  visitId: answerId,
  formId: answerId,
  kind: z.enum(CONSENT_KINDS),
  formTitle: blank,
  formVersion: answerNumber,
  formBody: blank,
  /** SHA-256 of the form's kind, title, version and text as signed (docs/consents.md). */
  textSha256: z.string(),
  /** The hash computed again from the stored text equals the one stored at signing. */
  hashVerified: trueFlag,
  signatureSha256: z.string(),
  signatureUrl: z.string(),
  declined: trueFlag,
  declineReason: text,
  signerName: z.string(),
  channel: z.pipe(
    z.string(),
    z.transform((channel) => (channel === 'link' ? ('LINK' as const) : ('IN_PERSON' as const))),
  ),
  signedAt: z.string(),
  signedByName: text,
  withdrawnAt: text,
  withdrawnByName: text,
  withdrawReason: text,
});
export type ConsentSignatureRecord = z.output<typeof consentSignatureAnswer>;

export const visitConsentAnswer = wire({
  visitId: answerId,
  form: consentFormAnswer,
  state: z.enum(CONSENT_STATES),
  reasons: listOf(z.enum(CONSENT_REASONS)),
  signature: orNull(consentSignatureAnswer),
  /** Where the latest e-mailed link went, if one was sent. */
  sentTo: text,
  sentAt: text,
  /** The latest link staff sent: its follow-up (reminders) names it. */
  sentLinkId: text,
});
export type VisitConsentRecord = z.output<typeof visitConsentAnswer>;

/** The form version a link was sent with: what the pet parent reads and signs. */
const linkFormAnswer = wire({ id: answerId, kind: z.enum(CONSENT_KINDS), title: blank, body: blank, version: answerNumber, textSha256: z.string() });

export const consentLinkAnswer = wire({
  clinic: z.object({ name: blank }),
  petName: blank,
  parentName: blank,
  form: linkFormAnswer,
  expiresAt: z.string(),
  signature: orNull(consentSignatureAnswer),
});
export type ConsentLinkRecord = z.output<typeof consentLinkAnswer>;

export const consentLinkSentAnswer = wire({ email: z.string(), expiresAt: z.string() });
