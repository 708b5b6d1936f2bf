// The typed errors of the integrations mutations, beside the shared ones of gateway/src/errors.ts.
import { builder } from '../builder.ts';
import { ErrorInterface } from '../schema/errors.ts';

/** The partner refused: wrong credentials on connect, or a stored connection it no longer accepts. */
export class IntegrationRefusedError extends Error {}
/** The partner could not be asked (unreachable, failing, or not configured on this server). */
export class PartnerUnavailableError extends Error {}
/** Sync Data Now with nothing (or not the named app) connected. */
export class IntegrationNotConnectedError extends Error {}

builder.objectType(IntegrationRefusedError, {
  name: 'IntegrationRefusedError',
  description: "The partner refused; message is the partner's own explanation.",
  interfaces: [ErrorInterface],
});

builder.objectType(PartnerUnavailableError, {
  name: 'PartnerUnavailableError',
  description: 'The partner could not be reached; try again later.',
  interfaces: [ErrorInterface],
});

builder.objectType(IntegrationNotConnectedError, {
  name: 'IntegrationNotConnectedError',
  description: 'No practice management system (or not the requested app) is connected for the clinic.',
  interfaces: [ErrorInterface],
});
