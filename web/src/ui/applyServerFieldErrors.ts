// Puts InputValidationError.fieldErrors beside the fields they name. The forms use the input's
// own field names, so a server path such as `address.zip` is a form path as it is.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export interface ServerFieldError {
  readonly path: string;
  readonly message: string;
}

/** Sets the errors of the fields the form has; returns the paths it set. */
export function applyServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldErrors: ReadonlyArray<ServerFieldError>,
  formPaths: ReadonlyArray<string>,
): string[] {
  const applied: string[] = [];
  for (const { path, message } of fieldErrors) {
    if (!formPaths.includes(path)) continue;
    setError(path as Path<T>, { type: 'server', message }, { shouldFocus: applied.length === 0 });
    applied.push(path);
  }
  return applied;
}
