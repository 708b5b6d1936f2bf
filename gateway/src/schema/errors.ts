// GraphQL types of the typed errors (gateway/src/errors.ts) and the shared Error interface.
import { builder } from '../builder.ts';
import {
  AuthenticationError,
  ConflictError,
  ForbiddenError,
  InputValidationError,
  InvalidLinkError,
  NotFoundError,
  StaleVersionError,
  ThrottledError,
} from '../errors.ts';
import type { FieldError } from '../clients/http.ts';

export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

const FieldErrorType = builder.objectRef<FieldError>('FieldError').implement({
  description: 'A message about one input field; path is the field name in the input (a.b for nested fields).',
  fields: (t) => ({ path: t.exposeString('path'), message: t.exposeString('message') }),
});

builder.objectType(InputValidationError, {
  name: 'InputValidationError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ fieldErrors: t.field({ type: [FieldErrorType], resolve: (error) => error.fieldErrors }) }),
});

builder.objectType(AuthenticationError, {
  name: 'AuthenticationError',
  description: 'Credentials refused, or an e-mail not verified yet.',
  interfaces: [ErrorInterface],
});

builder.objectType(ThrottledError, {
  name: 'ThrottledError',
  description: 'Too many attempts or e-mails (sign-in, security answers, e-mails per recipient, sender or address); try again after retryAfterSeconds.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds') }),
});

builder.objectType(InvalidLinkError, {
  name: 'InvalidLinkError',
  description: 'A link (verification, reset, invite) that is unknown, used or expired.',
  interfaces: [ErrorInterface],
});

builder.objectType(ConflictError, { name: 'ConflictError', interfaces: [ErrorInterface] });
builder.objectType(StaleVersionError, {
  name: 'StaleVersionError',
  description:
    "The save was based on an older version of the note: someone else saved it since. message is 'This note was changed by <name> at <time>'; the mutation's payload type names the note as it is now where it can.",
  interfaces: [ErrorInterface],
  fields: (t) => ({ changedByName: t.exposeString('changedByName'), changedAt: t.exposeString('changedAt') }),
});
builder.objectType(NotFoundError, { name: 'NotFoundError', interfaces: [ErrorInterface] });
builder.objectType(ForbiddenError, { name: 'ForbiddenError', interfaces: [ErrorInterface] });
