// What a failed segment says in its 'Error transcribing voice' warning (spec 001 section 9): a
// refused recording (400) names the audio format, a server error (500) the likely too-short
// segment, a provider failure its status and provider, a lost connection the network. Recording
// goes on in every case.
import { NoAnswerError } from '../../relay/request';

export const TRANSCRIBE_ERROR_TITLE = 'Error transcribing voice';

export type TranscriptionFailureKind = 'invalid-audio' | 'server' | 'unavailable' | 'provider' | 'network';

export class TranscriptionFailure extends Error {
  constructor(
    readonly kind: TranscriptionFailureKind,
    message: string,
  ) {
    super(message);
  }
}

/** A thrown request error as a failure: no answer at all is the network, any other the server. */
export function failureOf(error: unknown): TranscriptionFailure {
  if (error instanceof TranscriptionFailure) return error;
  if (error instanceof NoAnswerError) return new TranscriptionFailure('network', error.message);
  return new TranscriptionFailure('server', error instanceof Error ? error.message : '');
}

/** The warning's description. */
export function describeFailure(failure: TranscriptionFailure): string {
  switch (failure.kind) {
    case 'invalid-audio':
      return `Invalid audio format: ${failure.message || 'the server could not read this recording.'}`;
    case 'server':
      return 'Server error: this part of the recording may be too short to transcribe. Recording goes on.';
    case 'unavailable':
      return failure.message || 'Dictation is not configured.';
    case 'provider':
      return `Transcription failed: ${failure.message}. Recording goes on.`;
    case 'network':
      return 'Network error: this part of the recording could not be sent. Recording goes on.';
  }
}
