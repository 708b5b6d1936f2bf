// The Pothos schema builder and its plugins; the domain folders add types to it.
import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import type { GatewayContext } from './context.ts';
import { ForbiddenError } from './errors.ts';

export const builder = new SchemaBuilder<{
  Context: GatewayContext;
  AuthScopes: {
    authenticated: boolean;
    superAdmin: boolean;
    clientAdmin: boolean;
    /** Holds the named permission (super admins hold every permission). */
    permission: string;
  };
  DefaultFieldNullability: false;
}>({
  // The errors plugin wraps scope-auth, so a refused mutation answers its union's ForbiddenError
  // member like any other expected error; elsewhere the refusal is a plain GraphQL error.
  plugins: [ErrorsPlugin, ScopeAuthPlugin, ValidationPlugin, RelayPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    unauthorizedError: (_parent, _context, _info, result) => new ForbiddenError(result.message),
    authScopes: (context) => ({
      authenticated: context.principal !== null,
      superAdmin: context.principal?.isSuperAdmin === true,
      clientAdmin: context.principal?.isClientAdmin === true,
      permission: (name: string) =>
        context.principal !== null &&
        (context.principal.isSuperAdmin ||
          context.principal.permissions.some((held) => held.toLowerCase() === name.toLowerCase())),
    }),
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
  },
  errors: {
    directResult: true,
  },
});

builder.queryType({});
builder.mutationType({});
