// Integrations (/d/integrations): the third-party apps with the clinic's status, and connecting
// or disconnecting one. The clinic is always the caller's (from the token); partner secrets never
// reach the schema — there is no field that could carry them.
import { z } from 'zod';
import { builder } from '../builder.ts';
import type { IntegrationConnectionRecord, ThirdPartyAppRecord } from './thirdparty-wire.ts';
import type { UpstreamError } from '../clients/http.ts';
import { resolveServiceConnection } from '../connections.ts';
import { ConflictError, ForbiddenError, InputValidationError, NotFoundError, fromUpstream } from '../errors.ts';
import { IntegrationRefusedError, PartnerUnavailableError } from './integration-errors.ts';
import { integrationAdminScope, isIntegrationAdmin } from './integration-scopes.ts';

const IntegrationKind = builder.enumType('IntegrationKind', {
  values: {
    PIMS: { value: 'pims', description: 'A practice information management system.' },
    LAB: { value: 'lab', description: 'A reference laboratory (connects with a username and password).' },
  } as const,
});

const IntegrationStatus = builder.enumType('IntegrationStatus', {
  values: {
    ACTIVE: { value: 'active', description: 'Connected for the clinic.' },
    INACTIVE: { value: 'inactive', description: 'Not connected.' },
  } as const,
});

const IntegrationConnectionType = builder.objectRef<IntegrationConnectionRecord>('IntegrationConnection').implement({
  description: "The clinic's connection to an app: the partner identifiers entered, who connected it and when. Never a password or token.",
  fields: (t) => ({
    clinicId: t.exposeString('clinicId', { description: "The partner's clinic ID." }),
    accountId: t.exposeString('accountId', { nullable: true }),
    username: t.exposeString('username', { nullable: true }),
    accountName: t.exposeString('accountName', { nullable: true, description: 'What the partner calls the account.' }),
    connectedByName: t.exposeString('connectedByName'),
    connectedAt: t.exposeString('connectedAt', { description: 'ISO 8601.' }),
    lastVerifiedAt: t.exposeString('lastVerifiedAt', { nullable: true, description: 'When the partner last accepted the connection (ISO 8601).' }),
  }),
});

export const ThirdPartyAppType = builder.loadableNode(builder.objectRef<ThirdPartyAppRecord>('ThirdPartyApp'), {
  description: "An app the clinic can connect, with the caller's clinic status.",
  id: { resolve: (app) => app.id },
  load: (ids: string[], context) =>
    isIntegrationAdmin(context.principal) ? context.loaders.thirdparty.app.loadMany(ids) : Promise.resolve(ids.map(() => new NotFoundError('Not found.'))),
  fields: (t) => ({
    appletCode: t.exposeString('appletCode'),
    name: t.exposeString('name'),
    appName: t.exposeString('appName'),
    slug: t.exposeString('slug'),
    description: t.exposeString('description'),
    logo: t.exposeString('logo', { description: 'The logo URL.' }),
    kind: t.field({ type: IntegrationKind, resolve: (app) => app.kind }),
    requiresLogin: t.exposeBoolean('requiresLogin', { description: 'Connecting needs a username and password (the lab provider).' }),
    status: t.field({ type: IntegrationStatus, resolve: (app) => app.status }),
    connection: t.field({
      type: IntegrationConnectionType,
      nullable: true,
      description: 'Set while the app is connected for the clinic.',
      resolve: (app) => app.connection,
    }),
  }),
});

builder.queryField('integrations', (t) =>
  t.connection(
    {
      type: ThirdPartyAppType,
      description: "The third-party apps with the caller's clinic status (Integrations page; Super Admin or Admin).",
      authScopes: integrationAdminScope,
      args: { search: t.arg.string({ validate: z.string().max(200) }) },
      resolve: (_root, args, context) =>
        resolveServiceConnection(args, (window) => context.loaders.thirdparty.apps({ ...window, q: args.search ?? undefined })),
    },
    { name: 'ThirdPartyAppConnection' },
    { name: 'ThirdPartyAppEdge' },
  ),
);

const AppPayload = (name: string) =>
  builder.objectRef<{ app: ThirdPartyAppRecord }>(name).implement({
    fields: (t) => ({ app: t.field({ type: ThirdPartyAppType, resolve: (result) => result.app }) }),
  });

const ConnectIntegrationSuccess = AppPayload('ConnectIntegrationSuccess');
const DisconnectIntegrationSuccess = AppPayload('DisconnectIntegrationSuccess');

const ConnectIntegrationInput = builder.inputType('ConnectIntegrationInput', {
  fields: (t) => ({
    integration: t.string({ required: true, description: 'The app slug (covetrus, antech).' }),
    clinicId: t.string({ required: true, description: "The partner's clinic ID." }),
    accountId: t.string(),
    username: t.string({ description: 'Required for the lab provider.' }),
    password: t.string({ description: 'Required for the lab provider; stored encrypted, never returned.' }),
  }),
});

const DisconnectIntegrationInput = builder.inputType('DisconnectIntegrationInput', {
  fields: (t) => ({ integration: t.string({ required: true, description: 'The app slug.' }) }),
});

/** The service's refusals as the mutation's typed errors; other statuses are masked. */
export const integrationErrors = {
  403: (error: UpstreamError) => new ForbiddenError(error.message),
  404: (error: UpstreamError) => new NotFoundError(error.message),
  409: (error: UpstreamError) => new ConflictError(error.message),
  422: (error: UpstreamError) => new IntegrationRefusedError(error.message),
  502: (error: UpstreamError) => new PartnerUnavailableError(error.message),
  503: (error: UpstreamError) => new PartnerUnavailableError(error.message),
};

const clinicCodeOf = (context: { principal: { clinicCode: string | null } | null }) => context.principal?.clinicCode ?? '';

builder.mutationField('connectIntegration', (t) =>
  t.field({
    type: ConnectIntegrationSuccess,
    description: "Checks the credentials with the partner and connects the app for the caller's clinic.",
    authScopes: integrationAdminScope,
    args: { input: t.arg({ type: ConnectIntegrationInput, required: true }) },
    errors: {
      types: [InputValidationError, IntegrationRefusedError, PartnerUnavailableError, ConflictError, NotFoundError, ForbiddenError],
      union: { name: 'ConnectIntegrationResult' },
    },
    resolve: async (_root, { input }, context) => {
      try {
        const app = await context.loaders.thirdparty.connectIntegration({
          integration: input.integration,
          clinic_code: clinicCodeOf(context),
          clinic_id: input.clinicId,
          account_id: input.accountId,
          username: input.username,
          password: input.password,
        });
        return { app };
      } catch (error) {
        throw fromUpstream(error, integrationErrors);
      }
    },
  }),
);

builder.mutationField('disconnectIntegration', (t) =>
  t.field({
    type: DisconnectIntegrationSuccess,
    description: "Disconnects the app for the caller's clinic; its stored secrets are erased.",
    authScopes: integrationAdminScope,
    args: { input: t.arg({ type: DisconnectIntegrationInput, required: true }) },
    errors: { types: [InputValidationError, NotFoundError, ForbiddenError], union: { name: 'DisconnectIntegrationResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        return { app: await context.loaders.thirdparty.disconnectIntegration({ integration: input.integration, clinic_code: clinicCodeOf(context) }) };
      } catch (error) {
        throw fromUpstream(error, integrationErrors);
      }
    },
  }),
);
