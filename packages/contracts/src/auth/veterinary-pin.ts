// The Veterinary PIN's bodies (spec 002 sections 5 'PIN', 9 'PIN is 4 characters'): setting or
// changing it (PUT /me/veterinary-pin) and locking a visit with it (POST
// /me/veterinary-pin/lock-proof). The auth service validates with them and the gateway's payloads
// are their inputs (gateway/src/loaders/auth.ts).
import { z } from 'zod/mini';
import { requiredId } from '../text.ts';
import { wire } from '../wire.ts';

export const PIN_LENGTH = 4;
export const ENTER_PIN = 'Enter pin';
export const PIN_FORMAT = 'The Veterinary PIN is 4 characters.';

/** Four characters (letters, digits or symbols; a character is a code point), no spaces. */
const newPin = z.string({ error: ENTER_PIN }).check(
  z.minLength(1, ENTER_PIN),
  z.maxLength(64, { error: PIN_FORMAT, abort: true }),
  z.refine((value) => [...value].length === PIN_LENGTH && !/\s/.test(value), PIN_FORMAT),
);

/** The password is needed only to change a PIN already set, which the service knows. */
export const veterinaryPinSetWire = wire({
  pin: newPin,
  password: z.optional(z.string().check(z.maxLength(1024, 'Must be at most 1024 characters.'))),
});

/** A PIN that does not match is answered as wrong, whatever its form. */
export const lockProofWire = wire({
  pin: z.string({ error: ENTER_PIN }).check(z.minLength(1, ENTER_PIN), z.maxLength(64, PIN_FORMAT)),
  visitId: requiredId('Name the visit to lock.'),
});
