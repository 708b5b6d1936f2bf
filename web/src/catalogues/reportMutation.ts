// How the lookup screens report a mutation's outcome (spec 000 section 8): a titled error
// notification with the server's message, field messages beside the fields of the open form,
// and a success notice.
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerFieldErrors, type ServerFieldError } from '../ui/applyServerFieldErrors';
import { notify } from '../ui/notifications/notificationStore';

interface MutationResult {
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

/** Runs the mutation; true when it succeeded. */
export async function reportMutation<T extends FieldValues>(run: () => Promise<Record<string, unknown>>, options: ReportOptions<T>): Promise<boolean> {
  try {
    const response = await run();
    const result = Object.values(response)[0] as MutationResult | null;
    if (result?.__typename === options.successType) {
      if (options.successTitle) notify('success', options.successTitle);
      return true;
    }
    if (result?.__typename === 'InputValidationError' && options.form) {
      const applied = applyServerFieldErrors(options.form.setError, result.fieldErrors ?? [], options.form.paths);
      if (applied.length > 0) return false;
    }
    notify('error', options.errorTitle, result?.message || 'An unexpected error occurred');
  } catch (error) {
    notify('error', options.errorTitle, error instanceof Error ? error.message : 'An unexpected error occurred');
  }
  return false;
}
