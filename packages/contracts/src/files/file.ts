// A stored file as the main service answers it (POST /platform/upload, GET /files), each field
// named once; the gateway parses the service's answers with it (gateway/src/files/file-wire.ts).
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
