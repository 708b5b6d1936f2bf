// The main service's visit, visit status, status log, modification reason and sent-form answers
// as it sends them (snake_case, docs/rest-main.md), parsed into the gateway's camelCase records.
// Used by the main loader table (loaders/main.ts). The visit's own answers are the visit
// contract's (@vetchart/contracts/visits/visit); the sent-form answer is the gateway's own until
// the contracts package has it.
import { modificationReasonAnswer, visitAnswer, visitStatusAnswer, visitStatusLogAnswer } from '@vetchart/contracts/visits/visit';
import { z } from 'zod';

export const visitWire = visitAnswer;
export type VisitRecord = z.output<typeof visitWire>;

export const visitStatusWire = visitStatusAnswer;
export type VisitStatusRecord = z.output<typeof visitStatusWire>;

export const visitStatusLogWire = visitStatusLogAnswer;
export type VisitStatusLogRecord = z.output<typeof visitStatusLogWire>;

export const modificationReasonWire = modificationReasonAnswer;
export type ModificationReasonRecord = z.output<typeof modificationReasonWire>;

export const subjectiveFormSentWire = z
  .object({ email: z.string(), expires_at: z.string(), pet_id: z.coerce.string(), visit_id: z.coerce.string().nullish() })
  .transform((raw) => ({ email: raw.email, expiresAt: raw.expires_at, petId: raw.pet_id, visitId: raw.visit_id ?? null }));
export type SubjectiveFormSentRecord = z.output<typeof subjectiveFormSentWire>;
