// The main service's visit, visit status, status log, modification reason and sent-form answers
// as it sends them (snake_case, docs/rest-main.md), parsed into the gateway's camelCase records.
// Used by the main loader table (loaders/main.ts). They are the visit contract's
// (@vetchart/contracts/visits/visit).
import { modificationReasonAnswer, subjectiveFormSentAnswer, visitAnswer, visitStatusAnswer, visitStatusLogAnswer } from '@vetchart/contracts/visits/visit';
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
