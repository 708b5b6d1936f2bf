// transcribeAudio: one dictation slice (spec 001 section 2.10 and section 9: 30-second slices of
// at least 1000 bytes, sent as recorded) through the configured speech-to-text model. Without
// AI_SPEECH_MODEL the answer is AiUnavailableError naming that setting.
import { builder } from '../builder.ts';
import type { TranscriptionRecord } from './ai-wire.ts';
import { InputValidationError } from '../errors.ts';
import { AiProviderError, AiUnavailableError, aiError } from './ai-errors.ts';

/** 5 MB of audio as base64 in a data URI, and its header. */
const MAX_DATA_URI_LENGTH = Math.ceil((5 * 1024 * 1024 * 4) / 3) + 100;

const TranscribeAudioInput = builder.inputType('TranscribeAudioInput', {
  fields: (t) => ({
    dataUri: t.string({ required: true, description: 'data:audio/webm;base64,… (also ogg, mp4, mpeg, wav); 1000 bytes to 5 MB.' }),
    prompt: t.string({ description: 'The text so far, to keep the transcript consistent.' }),
  }),
});

const TranscribeAudioSuccess = builder.objectRef<TranscriptionRecord>('TranscribeAudioSuccess').implement({
  fields: (t) => ({ text: t.exposeString('text'), provider: t.exposeString('provider') }),
});

builder.mutationField('transcribeAudio', (t) =>
  t.field({
    type: TranscribeAudioSuccess,
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: TranscribeAudioInput, required: true }) },
    errors: { types: [InputValidationError, AiUnavailableError, AiProviderError], union: { name: 'TranscribeAudioResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        // Refused here too, before the gateway carries megabytes onward.
        if (input.dataUri.length > MAX_DATA_URI_LENGTH) throw InputValidationError.forField('dataUri', 'The recording must be at most 5 MB.');
        return await context.loaders.inventory.transcribe({ data_uri: input.dataUri, prompt: input.prompt ?? undefined });
      } catch (error) {
        throw aiError(error, 'dataUri', { data_uri: 'dataUri' });
      }
    },
  }),
);
