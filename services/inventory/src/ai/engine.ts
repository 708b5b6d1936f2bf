// Builds the AI engine from the configuration once per service: the language model of provider
// `openai` (null with the rules engine) and speech to text when AI_SPEECH_MODEL is set.
import { OpenAiLanguageModel, OpenAiSpeechToText } from './openai-provider.ts';
import { loadAiConfig, type AiConfig, type AiEngine } from './provider.ts';

export function createAiEngine(config: AiConfig = loadAiConfig()): AiEngine {
  return {
    config,
    provider: config.provider,
    languageModel: config.provider === 'openai' ? new OpenAiLanguageModel(config) : null,
    speech: config.speech
      ? new OpenAiSpeechToText(config.speech.model, { baseUrl: config.speech.baseUrl, apiKey: config.speech.apiKey, timeoutMs: config.timeoutMs, maxRetries: 0 })
      : null,
  };
}
