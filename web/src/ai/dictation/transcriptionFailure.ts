// What a failed segment says in its 'Error transcribing voice' warning (spec 001 section 9): a
// refused recording (400) names the audio format, a server error (500) the likely too-short
// segment, a provider failure its status and provider, a lost connection the network. Recording
// goes on in every case.
import { NoAnswerError } from '../../relay/request';

export const TRANSCRIBE_ERROR_TITLE = 'Error transcribing voice';

/**
 * Why dictation is off, in the words staff can act on: the server's own reason names the
 * environment variable that turns it on (AI_SPEECH_MODEL), which only whoever runs the server can
 * set (README.md, docs/ai-engine.md). The disabled button's tooltip and a refused part both say this.
 */
export const DICTATION_NOT_SET_UP = 'Dictation is not set up for this clinic. Ask your administrator to turn it on.';

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
      return DICTATION_NOT_SET_UP;
    case 'provider':
      return `Transcription failed: ${failure.message}. Recording goes on.`;
    case 'network':
      return 'Network error: this part of the recording could not be sent. Recording goes on.';
  }
}
