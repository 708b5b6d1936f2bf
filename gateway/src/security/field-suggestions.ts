// 'Did you mean …' suggestions in GraphQL errors spell out field and type names one typo at a
// time. The schema is public (introspection and GraphiQL stay open for integrators, as the
// product promises), so this hides nothing from them; in production anonymous callers still get
// no suggestions, while anyone signed in, and every caller outside production, keeps them.
import { bearerToken, verifyAccessToken, type KeyPair } from '@vetchart/platform/access-token';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { ExecutionResult, GraphQLError } from 'graphql';

const SUGGESTION = /\s*Did you mean [^?]*\?/g;
const HAS_SUGGESTION = /Did you mean /;

export const withoutSuggestion = (message: string) => message.replace(SUGGESTION, '').trim();

async function isSignedIn(request: Request, publicKey: KeyPair['publicKey']): Promise<boolean> {
  const token = bearerToken(request.headers.get('authorization'));
  if (!token) return false;
  try {
    await verifyAccessToken(publicKey, token);
    return true;
  } catch {
    return false;
  }
}

const isExecutionResult = (value: unknown): value is ExecutionResult =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(Symbol.asyncIterator in value);

export function useHideFieldSuggestionsFromAnonymous(options: { production: boolean; publicKey: KeyPair['publicKey'] }): Plugin {
  if (!options.production) return {};
  return {
    async onExecutionResult({ request, result, setResult }) {
      if (!isExecutionResult(result) || !result.errors?.some((error) => HAS_SUGGESTION.test(error.message))) return;
      if (await isSignedIn(request, options.publicKey)) return;
      setResult({
        ...result,
        errors: result.errors.map((error) => {
          const { nodes, path, extensions, originalError } = error as GraphQLError;
          const message = withoutSuggestion(error.message);
          return message === error.message ? error : createGraphQLError(message, { nodes, path, extensions, originalError });
        }),
      });
    },
  };
}
