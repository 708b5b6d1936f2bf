// One image picker for the forms that upload a picture before they are saved (a pet's photo, the
// clinic's logo): the chosen file is checked here for size and type (the server checks again), read
// as a data URI, uploaded, and its URL handed to the form. Each form keeps its own words.
import { useState, type ChangeEvent } from 'react';
import { notify } from '../notifications/notificationStore';

export function readAsDataUri(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** What a form's upload mutation answered: the stored file's URL, or why not. */
export type ImageUploadOutcome = { url: string } | { message?: string };

export interface ImagePickerOptions {
  maxBytes: number;
  types: ReadonlyArray<string>;
  /** The notification's text for a file over maxBytes (its title is the spec's 'File to large'). */
  tooLargeText: string;
  /** Shown under the picker when the upload failed without a message of its own. */
  failedText: string;
  upload: (input: { name: string; type: string; dataUri: string }) => Promise<ImageUploadOutcome>;
  /** The uploaded file's URL, for the form's field. */
  onUploaded: (url: string) => void;
}

/** The file input's change handler, and the error to show under the picker (null when none). */
export function useImagePicker(options: ImagePickerOptions) {
  const [error, setError] = useState<string | null>(null);
  const failed = (message: string | undefined) => {
    notify('error', 'Upload Error', message);
    setError(message ?? options.failedText);
  };

  const onChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again fires the change once more.
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (file.size > options.maxBytes) {
      notify('warning', 'File to large', options.tooLargeText);
      setError('File to large');
      return;
    }
    if (!options.types.includes(file.type)) {
      failed('Only PNG, JPEG, GIF or WebP images can be uploaded.');
      return;
    }
    try {
      const outcome = await options.upload({ name: file.name, type: file.type, dataUri: await readAsDataUri(file) });
      if ('url' in outcome && outcome.url) options.onUploaded(outcome.url);
      else failed('message' in outcome ? outcome.message : undefined);
    } catch (caught) {
      failed(caught instanceof Error ? caught.message : undefined);
    }
  };

  return { onChosen, error, setError };
}
