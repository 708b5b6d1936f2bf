// The main service's visit, visit status, status log, modification reason and sent-form answers
// as it sends them (snake_case, docs/rest-main.md), parsed into the gateway's camelCase records.
// Used by the main loader table (loaders/main.ts). They are the visit contract's
// (@vetchart/contracts/visits/visit).
import {
  modificationReasonAnswer,
  subjectiveFormSentAnswer,
  visitAnswer,
  visitStatusAnswer,
  visitStatusLogAnswer,
  type modificationReasonWire as modificationReasonBody,
  type visitCreateWire,
  type visitLockWire,
  type visitRenameWire,
  type visitStatusChangeWire,
} from '@vetchart/contracts/visits/visit';
import type { z } from 'zod/mini';

export const visitWire = visitAnswer;
export type VisitRecord = z.output<typeof visitWire>;

export const visitStatusWire = visitStatusAnswer;
export type VisitStatusRecord = z.output<typeof visitStatusWire>;

export const visitStatusLogWire = visitStatusLogAnswer;
export type VisitStatusLogRecord = z.output<typeof visitStatusLogWire>;

export const modificationReasonWire = modificationReasonAnswer;
export type ModificationReasonRecord = z.output<typeof modificationReasonWire>;

export const subjectiveFormSentWire = subjectiveFormSentAnswer;
export type SubjectiveFormSentRecord = z.output<typeof subjectiveFormSentWire>;

/** POST /visits, PUT its name and status, POST a reason for modification and the lock: the contract's JSON. */
export type VisitCreatePayload = z.input<typeof visitCreateWire>;
export type VisitRenamePayload = z.input<typeof visitRenameWire>;
export type VisitStatusChangePayload = z.input<typeof visitStatusChangeWire>;
export type ModificationReasonPayload = z.input<typeof modificationReasonBody>;
export type VisitLockPayload = z.input<typeof visitLockWire>;
