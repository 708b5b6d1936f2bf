// The main service's subjective notes, vitals and SOAP cases as it sends them (snake_case,
// docs/rest-main-charting-subjective.md), parsed into the gateway's camelCase records with the
// subjective note contract (packages/contracts/src/charting/subjective-note.ts), and the bodies
// the saves send (the vitals' is the contract's, packages/contracts/src/charting/vitals.ts). Used
// by the main loader table (loaders/main.ts) and by the saves' stale-version answers.
import {
  soapCaseAnswer,
  subjectiveNoteAnswer,
  vitalsAnswer,
  type AdditionalNotes,
  type DiarrheaCase,
  type VomitingCase,
  type subjectiveNoteContent,
  type subjectiveNoteCreateWire,
  type subjectiveNoteUpdateWire,
} from '@vetchart/contracts/charting/subjective-note';
import type { vitalsSaveWire } from '@vetchart/contracts/charting/vitals';
import { snakeCase } from '@vetchart/contracts/wire';
import type { z } from 'zod/mini';

export type DiarrheaCaseRecord = DiarrheaCase;
export type VomitingCaseRecord = VomitingCase;
export type AdditionalNotesRecord = AdditionalNotes;

export const subjectiveNoteWire = subjectiveNoteAnswer;
export type SubjectiveNoteRecord = z.output<typeof subjectiveNoteWire>;

export const vitalsWire = vitalsAnswer;
export type VitalsRecord = z.output<typeof vitalsWire>;

export const soapCaseWire = soapCaseAnswer;
export type SoapCaseRecord = z.output<typeof soapCaseWire>;

/** A GraphQL input's keys in snake_case, nested objects too, lists as they are (the saves' bodies). */
export function snakeKeys(input: unknown): unknown {
  if (input === null || input === undefined || typeof input !== 'object' || Array.isArray(input)) return input ?? null;
  return Object.fromEntries(Object.entries(input).map(([key, value]) => [snakeCase(key), snakeKeys(value)]));
}

/** POST /subjective: the first save of a visit's note (the contract's JSON). */
export type SubjectiveNoteCreatePayload = z.input<typeof subjectiveNoteCreateWire>;

/** PUT /subjective/:visitId: a later save, naming the version it was based on. */
export type SubjectiveNoteUpdatePayload = z.input<typeof subjectiveNoteUpdateWire>;

/** The note's answers (the spec's subjective_note), as the staff save and the public form send them. */
export type SubjectiveNoteContentPayload = z.input<typeof subjectiveNoteContent>;

/** The body of a vitals save (PUT /visits/:id/vitals): the contract's JSON; the service answers the spec's messages for what it refuses. */
export type VitalsPayload = z.input<typeof vitalsSaveWire>;
