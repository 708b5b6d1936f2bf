// The AI engine's own errors (PLAN-AI 'GraphQL'): the provider failed (a language or speech
// model's server answered an error or nothing in time; the message names the provider), or the
// feature is not configured (dictation without AI_SPEECH_MODEL). Each AI mutation lists them in
// its result union next to InputValidationError; aiError maps the inventory service's answers.
import { GraphQLError } from 'graphql';
import { builder } from '../builder.ts';
import { UpstreamError } from '../clients/http.ts';
import { ForbiddenError, InputValidationError, NotFoundError, fromUpstream } from '../errors.ts';
import { ErrorInterface } from '../schema/errors.ts';

export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly provider: string,
  ) {
    super(message);
  }
}

export class AiUnavailableError extends Error {
  constructor(
    message: string,
    readonly setting: string,
  ) {
    super(message);
  }
}

builder.objectType(AiProviderError, {
  name: 'AiProviderError',
  description: 'The AI provider failed or did not answer in time; the message names the provider.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ provider: t.exposeString('provider') }),
});

builder.objectType(AiUnavailableError, {
  name: 'AiUnavailableError',
  description: 'The feature is not configured; setting names the environment variable that turns it on (AI_SPEECH_MODEL).',
  interfaces: [ErrorInterface],
  fields: (t) => ({ setting: t.exposeString('setting') }),
});

const details = (error: UpstreamError, key: string): string | null => {
  const value = error.details?.[key];
  return typeof value === 'string' && value ? value : null;
};

/**
 * The inventory service's AI answer as a typed error: 400 the input (REST paths renamed to the
 * GraphQL input's; a message without field errors is put on `field`), 502/504 the provider, 503
 * not configured, 403, 404. Anything else is rethrown and masked.
 */
export function aiError(error: unknown, field: string, renames: Record<string, string> = {}): Error {
  if (error instanceof UpstreamError && error.status === 400 && !error.fieldErrors.length) return InputValidationError.forField(field, error.message);
  const provider = (upstream: UpstreamError) => new AiProviderError(upstream.message, details(upstream, 'provider') ?? providerNamedIn(upstream.message));
  return fromUpstream(
    error,
    {
      403: (upstream) => new ForbiddenError(upstream.message),
      404: (upstream) => new NotFoundError(upstream.message),
      502: provider,
      504: provider,
      503: (upstream) => new AiUnavailableError(upstream.message, details(upstream, 'setting') ?? settingNamedIn(upstream.message)),
    },
    renames,
  );
}

/**
 * The provider the service's message names: 'AI provider openai (api.openai.com): …' gives
 * 'openai (api.openai.com)'. The rules engine never fails at a provider, so a message that names
 * none is the configured language or speech model's: 'openai'.
 */
function providerNamedIn(message: string): string {
  return /^AI provider (.+?): /.exec(message)?.[1] ?? /\b(openai|rules)\b/i.exec(message)?.[1]?.toLowerCase() ?? 'openai';
}

/** The AI_* setting the message names ('Dictation is not configured: set AI_SPEECH_MODEL.'). */
function settingNamedIn(message: string): string {
  return /\bAI_[A-Z_]+\b/.exec(message)?.[0] ?? 'AI_SPEECH_MODEL';
}

/**
 * An AI field's (not a mutation's, so no result union) refusal or provider failure: a GraphQL
 * error whose message the client sees, with a code (AI_PROVIDER_ERROR and the provider, or
 * BAD_USER_INPUT); yoga.ts passes it unmasked.
 */
export class AiFieldError extends GraphQLError {
  constructor(message: string, extensions: { code: 'AI_PROVIDER_ERROR'; provider: string } | { code: 'BAD_USER_INPUT' }) {
    super(message, { extensions });
  }
}

/** For a field that calls the AI: the provider's failure or the service's 400 as AiFieldError; anything else as it is. */
export function aiFieldError(error: unknown): unknown {
  const mapped = aiError(error, 'input');
  if (mapped instanceof AiProviderError) return new AiFieldError(mapped.message, { code: 'AI_PROVIDER_ERROR', provider: mapped.provider });
  if (mapped instanceof InputValidationError) return new AiFieldError(mapped.message, { code: 'BAD_USER_INPUT' });
  return error;
}
