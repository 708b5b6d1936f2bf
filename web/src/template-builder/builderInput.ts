// What the template builder checks before it sends anything (spec 003 sections 5 and 9): text or
// exactly one file, a file of an allowed type and at most 10 MB. The server checks the same.
export const MAX_FILE_BYTES = 10_485_760;
export const ALLOWED_EXTENSIONS = ['doc', 'docx', 'pptx', 'pdf', 'txt', 'md', 'png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'svg', 'tiff', 'ico'] as const;
export const ACCEPT_ATTRIBUTE = ALLOWED_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export const FILE_TYPE_NOT_SUPPORTED = 'File type not supported';
export const FILE_TOO_LARGE = 'File size must be less than 10MB';
export const TEXT_OR_FILE_REQUIRED = 'Please provide either text input or upload a file';
export const ONE_FILE_ONLY = 'Only one file may be attached';

export const MIN_INPUT_ROWS = 1;
export const MAX_INPUT_ROWS = 8;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Why this file cannot be attached, or null when it can. */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (!(ALLOWED_EXTENSIONS as ReadonlyArray<string>).includes(extensionOf(file.name))) return FILE_TYPE_NOT_SUPPORTED;
  if (file.size > MAX_FILE_BYTES) return FILE_TOO_LARGE;
  return null;
}

/** Why this message cannot be sent, or null when it can. */
export function sendProblem(text: string, file: { name: string; size: number } | null): string | null {
  if (!text.trim() && !file) return TEXT_OR_FILE_REQUIRED;
  return file ? fileProblem(file) : null;
}

/** The rows the chat input shows for its text: one per line, from 1 to 8. */
export function inputRows(text: string): number {
  return Math.min(MAX_INPUT_ROWS, Math.max(MIN_INPUT_ROWS, text.split('\n').length));
}
