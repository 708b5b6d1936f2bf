// The answers of the consent writes as GraphQL errors: the service's 403, 404 and 409 (its
// messages, the consent gate's among them) and its field errors on the input's paths; too many
// e-mails (429) is a conflict with the limit's message.
import { UpstreamError } from '../clients/http.ts';
import { ConflictError } from '../errors.ts';
import { chartingError } from '../charting-objective/objective-note.ts';

const RENAMES = {
  form_version: 'formVersion',
  signer_name: 'signerName',
  signature_png: 'signaturePng',
  decline_reason: 'declineReason',
  based_on_version: 'basedOnVersion',
  form_id: 'formId',
};

export function consentError(error: unknown): Error {
  if (error instanceof UpstreamError && error.status === 429) return new ConflictError(error.message);
  return chartingError(error, RENAMES);
}
