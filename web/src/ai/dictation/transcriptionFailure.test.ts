import { describe, expect, it } from 'vitest';
import { NoAnswerError } from '../../relay/request';
import { describeFailure, DICTATION_NOT_SET_UP, failureOf, TranscriptionFailure } from './transcriptionFailure';

describe('transcription failures', () => {
  it('says what went wrong per kind of failure', () => {
    expect(describeFailure(new TranscriptionFailure('invalid-audio', 'Unsupported audio type.'))).toBe('Invalid audio format: Unsupported audio type.');
    expect(describeFailure(failureOf(new Error('Unexpected error.')))).toMatch(/^Server error: .*too short/);
    expect(describeFailure(new TranscriptionFailure('provider', 'openai answered 502'))).toBe('Transcription failed: openai answered 502. Recording goes on.');
    expect(describeFailure(failureOf(new NoAnswerError('The server could not be reached.')))).toMatch(/^Network error:/);
  });

  it('tells staff to ask their administrator when dictation is off, never naming the server setting', () => {
    // The service's 503 names the environment variable for whoever runs the server; staff cannot act on it.
    expect(describeFailure(new TranscriptionFailure('unavailable', 'Dictation is not configured: set AI_SPEECH_MODEL.'))).toBe(DICTATION_NOT_SET_UP);
    expect(DICTATION_NOT_SET_UP).toBe('Dictation is not set up for this clinic. Ask your administrator to turn it on.');
  });
});
