// A stored file as the main service sends it (POST /platform/upload, GET /files), parsed into
// the gateway's camelCase record with the file contract (packages/contracts/src/files/file.ts).
// Used by the main loader table (loaders/main.ts).
import { fileAnswer, type fileUploadWire } from '@vetchart/contracts/files/file';
import type { z } from 'zod/mini';

export const fileWire = fileAnswer;
export type FileRecord = z.output<typeof fileWire>;

/** POST /platform/upload: the contract's JSON. */
export type FileUploadPayload = z.input<typeof fileUploadWire>;
