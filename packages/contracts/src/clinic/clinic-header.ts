// The clinic's header as the main service stores it with an e-mailed link or a signed plan (name,
// logo, address, contacts, time zone): gathered by the gateway from the auth service's clinic
// (gateway/src/clinic/clinic-header.ts) and kept as sent, in its REST keys, as a signature's hash
// covers it. The main service validates it with `clinicHeaderWire` inside the bodies that carry it.
import { z } from 'zod/mini';
import { keptWire } from '../wire.ts';

export const HEADER_MESSAGES = {
  nameTooLong: 'A name can be at most 200 characters.',
  textTooLong: 'Must be at most 500 characters.',
} as const;

/** A header's line: trimmed, at most 500 characters; blank, null or left out is null. */
export const headerText = z.pipe(
  z.nullish(z.string().check(z.trim(), z.maxLength(500, HEADER_MESSAGES.textTooLong))),
  z.transform((value) => value || null),
);

/** A name a header prints: trimmed, at most 200 characters; left out is ''. */
export const headerName = z._default(z.string().check(z.trim(), z.maxLength(200, HEADER_MESSAGES.nameTooLong)), '');

/** The address and contacts a header prints, the clinic's and the pet parent's alike. */
export const headerAddressAndContact = {
  addressLine1: headerText,
  city: headerText,
  state: headerText,
  zip: headerText,
  phone: headerText,
  email: headerText,
};

export const clinicHeaderWire = keptWire({
  name: headerName,
  logoUrl: headerText,
  ...headerAddressAndContact,
  /** The clinic's IANA time zone: dates are the days there (documents, a vaccination's status). */
  timeZone: headerText,
});
/** The header as the gateway sends it. */
export type ClinicHeaderInput = z.input<typeof clinicHeaderWire>;
/** The header as the service keeps it (snake_case keys). */
export type ClinicHeaderKept = z.output<typeof clinicHeaderWire>;
