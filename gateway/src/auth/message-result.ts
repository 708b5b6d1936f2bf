// Mutations whose success is just a sentence for the person (e.g. 'Instructions Sent!').
import { builder } from '../builder.ts';

export function messageSuccessType(name: string) {
  return builder.objectRef<{ message: string }>(name).implement({
    fields: (t) => ({ message: t.exposeString('message') }),
  });
}
