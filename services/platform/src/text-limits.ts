// The length limits every service shares for strings a caller names rather than writes: ids and
// codes, comma-separated id lists in a query, and a browser's user agent. Free text keeps the limit
// and message of its own module (docs/rest-*.md list them); these exist so that nothing a caller
// sends is bounded only by the whole-body byte limit.
import { z } from 'zod';

/** Ids are UUIDs or short codes; 100 leaves room for any id a partner system hands us. */
export const MAX_ID_LENGTH = 100;
export const ID_TOO_LONG = `An id can be at most ${MAX_ID_LENGTH} characters.`;

/** A query's comma-separated ids: the 100 a list reads at most, as UUIDs with commas. */
export const MAX_ID_LIST_LENGTH = 4000;
export const ID_LIST_TOO_LONG = `A list of ids can be at most ${MAX_ID_LIST_LENGTH} characters.`;

export const MAX_USER_AGENT_LENGTH = 1000;
export const USER_AGENT_TOO_LONG = `The user agent can be at most ${MAX_USER_AGENT_LENGTH} characters.`;

/** An id a caller names, trimmed. */
export const idText = () => z.string().trim().max(MAX_ID_LENGTH, ID_TOO_LONG);

/** An optional id in a body (a visit modification, a template); null or absent is no id. */
export const optionalId = () => idText().nullish();

/** A required id with the message its form shows when none is chosen. */
export const requiredId = (message: string) => z.string({ error: message }).trim().min(1, message).max(MAX_ID_LENGTH, ID_TOO_LONG);

/** `?ids=a,b,c`: the list is split and checked where it is read. */
export const idListQuery = () => z.string().max(MAX_ID_LIST_LENGTH, ID_LIST_TOO_LONG).optional();

export const MAX_SEARCH_LENGTH = 200;
export const SEARCH_TOO_LONG = `A search can be at most ${MAX_SEARCH_LENGTH} characters.`;
