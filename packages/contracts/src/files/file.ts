// A stored file as the main service answers it (POST /platform/upload, GET /files), each field
// named once; the gateway parses the service's answers with it (gateway/src/files/file-wire.ts).
// The upload's body is `fileUploadWire`, which main validates with and whose input is the
// gateway's payload.
import { z } from 'zod/mini';
import { answerId, answerNumber, orNull } from '../answer.ts';
import { wire } from '../wire.ts';

export const fileAnswer = wire({
  id: answerId,
  url: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: answerNumber,
  purpose: z.string(),
  clinicCode: orNull(z.string()),
  createdAt: z.string(),
});
export type StoredFile = z.output<typeof fileAnswer>;

const CHOOSE_A_FILE = 'Please choose a file.';
export const UPLOAD_PURPOSES = ['clinic-logo', 'pet-image'] as const;

/** POST /platform/upload: an image as a data URI with its name and type (its bytes main checks as it decodes them). */
export const fileUploadWire = wire({
  name: z.string({ error: CHOOSE_A_FILE }).check(z.trim(), z.minLength(1, CHOOSE_A_FILE), z.maxLength(255, 'The file name is too long.')),
  type: z.string({ error: CHOOSE_A_FILE }).check(z.trim(), z.maxLength(100, 'The file type is too long.')),
  dataUri: z.string({ error: CHOOSE_A_FILE }).check(z.minLength(1, CHOOSE_A_FILE)),
  /** What the file is for: a clinic logo or a pet's picture. */
  purpose: z._default(z.enum(UPLOAD_PURPOSES, { error: 'Unknown upload purpose.' }), 'clinic-logo'),
});
