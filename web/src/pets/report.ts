// How the pet screens report a mutation's outcome (spec 001 section 8): a notification titled by
// the action with the server's message, the field messages beside the fields of the open form.
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerFieldErrors, type ServerFieldError } from '../ui/applyServerFieldErrors';
import { notify } from '../ui/notifications/notificationStore';

export interface MutationResult {
  readonly __typename: string;
  readonly message?: string;
  readonly fieldErrors?: ReadonlyArray<ServerFieldError>;
}

interface ReportOptions<T extends FieldValues> {
  successType: string;
  errorTitle: string;
  successTitle?: string;
  form?: { setError: UseFormSetError<T>; paths: ReadonlyArray<string> };
}

/** Runs the mutation; its result when it succeeded, else null (after telling the person why). */
export async function runReported<R extends MutationResult, T extends FieldValues = FieldValues>(
  run: () => Promise<R>,
  options: ReportOptions<T>,
): Promise<R | null> {
  try {
    const result = await run();
    if (result.__typename === options.successType) {
      if (options.successTitle) notify('success', options.successTitle);
      return result;
    }
    if (result.__typename === 'InputValidationError' && options.form) applyServerFieldErrors(options.form.setError, result.fieldErrors ?? [], options.form.paths);
    notify('error', options.errorTitle, result.message || 'An unexpected error occurred');
  } catch (error) {
    notify('error', options.errorTitle, error instanceof Error ? error.message : 'An unexpected error occurred');
  }
  return null;
}
