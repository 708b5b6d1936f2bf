// Sync Data Now (settings hub; everyone in the clinic may run it), first step: the service checks
// the connection with the partner (docs/rest-thirdparty.md); the web app then syncs the practice
// system's patients one by one (syncPet) with its progress.
import { builder } from '../builder.ts';
import type { SyncResultRecord } from './thirdparty-wire.ts';
import { ForbiddenError, InputValidationError, NotFoundError, fromUpstream } from '../errors.ts';
import { IntegrationNotConnectedError, IntegrationRefusedError, PartnerUnavailableError } from './integration-errors.ts';
import { integrationErrors } from './third-party-app.ts';

type SyncedProvider = SyncResultRecord['providers'][number];

const SyncedProviderType = builder.objectRef<SyncedProvider>('SyncedProvider').implement({
  fields: (t) => ({
    slug: t.exposeString('provider', { description: 'The app slug.' }),
    name: t.exposeString('name'),
    accountName: t.exposeString('accountName'),
    verifiedAt: t.exposeString('verifiedAt', { description: 'When the partner accepted the connection (ISO 8601).' }),
  }),
});

const SyncClinicDataSuccess = builder.objectRef<SyncResultRecord>('SyncClinicDataSuccess').implement({
  fields: (t) => ({
    message: t.exposeString('message', { description: 'What happened, for the notification.' }),
    providers: t.field({ type: [SyncedProviderType], resolve: (result) => result.providers }),
  }),
});

const SyncClinicDataInput = builder.inputType('SyncClinicDataInput', {
  fields: (t) => ({
    provider: t.string({ description: "An app slug; by default the clinic's connected practice management systems." }),
  }),
});

builder.mutationField('syncClinicData', (t) =>
  t.field({
    type: SyncClinicDataSuccess,
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: SyncClinicDataInput, required: true }) },
    errors: {
      types: [InputValidationError, IntegrationNotConnectedError, IntegrationRefusedError, PartnerUnavailableError, NotFoundError, ForbiddenError],
      union: { name: 'SyncClinicDataResult' },
    },
    resolve: async (_root, { input }, context) => {
      try {
        return await context.loaders.thirdparty.syncClinicData({ clinicCode: context.principal!.clinicCode ?? '', provider: input.provider });
      } catch (error) {
        throw fromUpstream(error, { ...integrationErrors, 409: (upstream) => new IntegrationNotConnectedError(upstream.message) });
      }
    },
  }),
);
