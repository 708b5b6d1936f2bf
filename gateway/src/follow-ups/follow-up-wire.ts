// Follow-ups as the main service sends them (GET /follow-ups, POST /follow-ups/{id}/stop,
// GET/POST /follow-up-settings), parsed into camelCase records with the follow-ups contract
// (packages/contracts/src/follow-ups/follow-up.ts); called through the main loader table.
import { followUpAnswer, followUpSettingsAnswer, type followUpSettingsWire as followUpSettingsBody } from '@vetchart/contracts/follow-ups/follow-up';
import type { z } from 'zod/mini';

export const followUpWire = followUpAnswer;
export type FollowUpRecord = z.output<typeof followUpWire>;

export const followUpSettingsWire = followUpSettingsAnswer;
export type FollowUpSettingsRecord = z.output<typeof followUpSettingsWire>;

/** POST /follow-up-settings: the contract's JSON. */
export type FollowUpSettingsPayload = z.input<typeof followUpSettingsBody>;
