// Visit (spec 001 section 7 "Visits", section 2.7 Reason for Modification): the one written
// definition of what starts, renames and moves a visit and of the reason given before a read-only
// visit's notes change, with their messages, and of the visit as the main service answers it;
// also the proof that locks a visit.
// The main service validates its request bodies with the `*Wire` schemas, the gateway parses its
// answers with the `*Answer` schemas, and the web's Reason for Modification form validates with
// `modificationReasonForm` (docs/adding-a-field.md).
import { z } from 'zod/mini';
import { orNull } from '../answer.ts';
import { readDate, requiredText } from '../text.ts';
import { wire } from '../wire.ts';

export const VISIT_MESSAGES = {
  pet: 'Please select a pet.',
  name: 'You cannot do a name update without specifying a name.',
  nameTooLong: 'The name of a SOAP can be at most 100 characters.',
  status: 'Please choose a status.',
  modificationDate: 'Please select the date of the modification.',
  modificationDateFormat: 'The modification date must be a date written YYYY/MM/DD.',
  modificationReason: 'Please enter the reason for the modification.',
  modificationReasonTooLong: 'The reason can be at most 2000 characters.',
  idTooLong: 'An id can be at most 100 characters.',
} as const;

export const VISIT_NAME_MAX = 100;
export const LOCK_PROOF_MISSING = 'Enter your Veterinary PIN to lock this visit.';
export const MODIFICATION_REASON_MAX = 2000;

/** An id a caller names, trimmed (as every service bounds them: @vetchart/platform/text-limits). */
const idText = z.string().check(z.trim(), z.maxLength(100, VISIT_MESSAGES.idTooLong));
/** An optional id (a visit modification); null or absent is none. */
const optionalId = z.nullish(idText);

const visitName = requiredText(VISIT_MESSAGES.name, VISIT_NAME_MAX, VISIT_MESSAGES.nameTooLong);

/** POST /visits. The spec's payload names the clinic and the creator; the token decides both (another clinic is "not found"). */
export const visitCreateWire = wire({
  petId: z.string({ error: VISIT_MESSAGES.pet }).check(z.trim(), z.minLength(1, VISIT_MESSAGES.pet), z.maxLength(100, VISIT_MESSAGES.idTooLong)),
  clinicId: optionalId,
  creator: z.optional(z.unknown()),
  /** Left out: 'Visit YYYY-MM-DD' (the UTC day). */
  name: z.optional(visitName),
});
export type VisitCreate = z.output<typeof visitCreateWire>;

/** PATCH /visits/{id}/name; a read-only visit is renamed only under a reason for modification. */
export const visitRenameWire = wire({ name: visitName, visitModificationId: optionalId });
export type VisitRename = z.output<typeof visitRenameWire>;

/** PATCH /visits/{id}/status; a read-only visit moves back only under a reason for modification. */
export const visitStatusChangeWire = wire({
  statusId: z.int({ error: VISIT_MESSAGES.status }),
  visitModificationId: optionalId,
});
export type VisitStatusChange = z.output<typeof visitStatusChangeWire>;

/** A real calendar day written YYYY/MM/DD (spec 001 section 9), as YYYY-MM-DD; null if it is not one. */
export function parseModificationDate(value: string): string | null {
  const match = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(value.trim());
  return match ? readDate(`${match[1]}-${match[2]}-${match[3]}`) : null;
}

/** The modification date, read by `read` (YYYY/MM/DD on the wire, the date input's YYYY-MM-DD in the form); yields YYYY-MM-DD. */
const modificationDate = (read: (value: string) => string | null) =>
  z.pipe(
    requiredText(VISIT_MESSAGES.modificationDate),
    z.transform((value, context) => {
      const iso = read(value);
      if (!iso) {
        context.issues.push({ code: 'custom', message: VISIT_MESSAGES.modificationDateFormat, input: value });
        return z.NEVER;
      }
      return iso;
    }),
  );

const modificationReason = requiredText(VISIT_MESSAGES.modificationReason, MODIFICATION_REASON_MAX, VISIT_MESSAGES.modificationReasonTooLong);

/** POST /visits/{id}/modification-reasons. */
export const modificationReasonWire = wire({ modificationDate: modificationDate(parseModificationDate), modificationReason });
export type ModificationReasonInput = z.output<typeof modificationReasonWire>;

/** The Reason for Modification form: its date is a date input's (YYYY-MM-DD). */
export const modificationReasonShape = { modificationDate: modificationDate((value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? readDate(value) : null)), modificationReason };
export const modificationReasonForm = z.object(modificationReasonShape);

// --- The main service's answers (docs/rest-main.md)

const answerId = z.coerce.string();
const flagOrNone = z.pipe(
  z.nullish(z.boolean()),
  z.transform((value) => value === true),
);

/** A visit as main answers it. */
export const visitAnswer = wire(
  {
    id: answerId,
    petId: answerId,
    name: z.string(),
    status: z.object({ id: z.coerce.number(), name: z.string() }),
    isReadOnly: flagOrNone,
    isLocked: flagOrNone,
    lastModifiedByName: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  },
  { lastModifiedByName: 'last_modified_by_user_name' },
);
export type Visit = z.output<typeof visitAnswer>;

/** A visit status (GET /visit-statuses). */
export const visitStatusAnswer = wire({ id: z.coerce.number(), name: z.string(), position: z.coerce.number(), isReadOnly: flagOrNone });
export type VisitStatus = z.output<typeof visitStatusAnswer>;

/** A line of a visit's status log (GET /visits/{id}/logs). */
export const visitStatusLogAnswer = wire({ id: answerId, event: z.string(), userName: z.string(), createdAt: z.string() });
export type VisitStatusLog = z.output<typeof visitStatusLogAnswer>;

/** A reason for modification as main answers it; the date YYYY/MM/DD. */
export const modificationReasonAnswer = wire({
  id: answerId,
  visitId: answerId,
  modificationDate: z.string(),
  modificationReason: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type ModificationReason = z.output<typeof modificationReasonAnswer>;

/** The pet history form sent to the parent (POST /subjective-form/send): where, until when, and for which pet and visit. */
export const subjectiveFormSentAnswer = wire({ email: z.string(), expiresAt: z.string(), petId: answerId, visitId: orNull(answerId) });
export type SubjectiveFormSent = z.output<typeof subjectiveFormSentAnswer>;

/** POST /visits/{id}/lock: the one-minute proof the auth service signed for a right Veterinary PIN (auth/veterinary-pin.ts). */
export const visitLockWire = wire({ lockProof: z.string({ error: LOCK_PROOF_MISSING }).check(z.minLength(1, LOCK_PROOF_MISSING), z.maxLength(4000, LOCK_PROOF_MISSING)) });
