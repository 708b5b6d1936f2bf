// How a charting save's refusals reach the client: the service's field errors at the input's
// paths, a visit of another clinic as NotFoundError, a locked or read-only visit (or vitals before
// the subjective note) as ConflictError with the service's message, and a stale save as the
// note type's own StaleVersionError carrying the note as it is now.
import { ConflictError, ForbiddenError, fromUpstream, InputValidationError, NotFoundError, StaleVersionError } from '../errors.ts';

export const CHARTING_ERRORS = [InputValidationError, NotFoundError, ForbiddenError, ConflictError];

/** REST paths of a charting body to the GraphQL input's paths. */
const REST_TO_INPUT: Record<string, string> = {
  obj_visit_id: 'visitId',
  pet_id: 'petId',
  based_on_version: 'basedOnVersion',
  visit_modification_id: 'visitModificationId',
  'reason_for_consultation.main_case': 'reasonForConsultation.mainCaseIds',
};

export function chartingError<Current>(error: unknown, stale: (base: StaleVersionError, current: Current) => Error, toCurrent: (raw: any) => Current): Error {
  const staleVersion = StaleVersionError.fromUpstream(error);
  if (staleVersion) return stale(staleVersion, toCurrent(staleVersion.current));
  const mapped = fromUpstream(error, {
    403: (upstream) => new ForbiddenError(upstream.message),
    404: (upstream) => new NotFoundError(upstream.message),
    409: (upstream) => new ConflictError(upstream.message),
  });
  if (!(mapped instanceof InputValidationError)) return mapped;
  const toInput = (path: string) => {
    const rest = path.replace(/^subjective_note\./, '');
    const renamed = Object.entries(REST_TO_INPUT).find(([from]) => rest === from || rest.startsWith(`${from}.`));
    const snakePath = renamed ? renamed[1] + rest.slice(renamed[0].length) : rest;
    return snakePath.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  };
  // fromUpstream camel-cased the paths already; map them again from the service's own paths.
  const upstream = error as { fieldErrors: { path: string; message: string }[] };
  return new InputValidationError(mapped.message, upstream.fieldErrors.map((fieldError) => ({ path: toInput(fieldError.path), message: fieldError.message })));
}
