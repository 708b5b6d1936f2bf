// The AI engine's one provider interface (docs/ai-engine.md). Every AI feature asks a
// provider for structured output (a JSON object checked against a zod schema), optionally for
// embeddings, and — separately, so dictation can be on while the rules engine does the rest — for
// speech to text. Provider `rules` is the built-in default and needs nothing; provider `openai`
// talks to any OpenAI-compatible base URL (hosted, Ollama, llama.cpp, vLLM).
import type { z } from 'zod';
import { StartupError } from '@vetchart/platform/startup-errors';

export type AiProviderName = 'rules' | 'openai';

/** What a feature asks the language model for; also part of the cache key and of log lines. */
export type AiTask = 'triage' | 'clean-up' | 'rewrite' | 'recommendations' | 'physical-exam' | (string & {});

export interface ChatJsonRequest<S extends z.ZodType> {
  task: AiTask;
  system: string;
  user: string;
  /** Checks the model's answer; an answer that does not match is an AiProviderError. */
  schema: S;
  /** The same shape as JSON Schema, sent as response_format json_schema (strict). */
  jsonSchema: Record<string, unknown>;
}

/** A language model: structured output, and embeddings when an embedding model is configured. */
export interface LanguageModel {
  readonly name: 'openai';
  readonly chatModel: string;
  readonly embeddingModel: string | null;
  chatJson<S extends z.ZodType>(request: ChatJsonRequest<S>): Promise<z.infer<S>>;
  /** One vector per input, in order; only when embeddingModel is set. */
  embed?(inputs: string[]): Promise<number[][]>;
}

export interface TranscribeRequest {
  audio: Uint8Array;
  mimeType: string;
  /** Words the model should expect (drug names, the pet's name), passed as the `prompt`. */
  prompt?: string;
}

export interface SpeechToText {
  /** Named in errors: 'openai (api.openai.com)'. */
  readonly label: string;
  readonly model: string;
  transcribe(request: TranscribeRequest): Promise<string>;
}

/**
 * A provider failed (network, timeout, error status, an answer that is not the asked shape). The
 * message names the provider and the base URL's host so the operator knows where to look.
 */
export class AiProviderError extends Error {
  override name = 'AiProviderError';
  constructor(
    /** 'openai (api.openai.com)' */
    readonly provider: string,
    message: string,
    /** The upstream HTTP status, when there was one. */
    readonly status?: number,
  ) {
    super(`AI provider ${provider}: ${message}`);
  }
}

export interface AiConfig {
  provider: AiProviderName;
  baseUrl: string;
  apiKey: string | null;
  chatModel: string;
  embeddingModel: string | null;
  timeoutMs: number;
  maxRetries: number;
  speech: { model: string; baseUrl: string; apiKey: string | null } | null;
}

export const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_CHAT_MODEL = 'gpt-4o-mini';
export const SPEECH_SETTING = 'AI_SPEECH_MODEL';

/**
 * A setting the service cannot start with; the message is the line the operator reads (a
 * StartupError, so the entry points print it instead of a stack trace).
 */
export class AiConfigError extends StartupError {
  override name = 'AiConfigError';
}

function positiveInt(env: NodeJS.ProcessEnv, variable: string, fallback: number, min: number): number {
  const raw = env[variable];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new AiConfigError(`${variable}: "${raw}" must be a whole number of at least ${min}.`);
  return value;
}

function baseUrlOf(raw: string, variable: string): string {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw new AiConfigError(`${variable}: "${raw}" is not an http(s) URL such as https://api.openai.com/v1.`);
  }
  return raw.replace(/\/+$/, '');
}

/** The AI settings from the environment (README 'Configuration'). */
export function loadAiConfig(env: NodeJS.ProcessEnv = process.env): AiConfig {
  const provider = (env.AI_PROVIDER || 'rules').toLowerCase();
  if (provider !== 'rules' && provider !== 'openai') {
    throw new AiConfigError(`AI_PROVIDER: "${env.AI_PROVIDER}" is not known; use "rules" (the default) or "openai".`);
  }
  const baseUrl = baseUrlOf(env.AI_BASE_URL || DEFAULT_BASE_URL, 'AI_BASE_URL');
  const apiKey = env.AI_API_KEY || null;
  const speechModel = env.AI_SPEECH_MODEL || null;
  return {
    provider,
    baseUrl,
    apiKey,
    chatModel: env.AI_CHAT_MODEL || DEFAULT_CHAT_MODEL,
    embeddingModel: env.AI_EMBEDDING_MODEL || null,
    timeoutMs: positiveInt(env, 'AI_TIMEOUT_MS', 30_000, 1),
    maxRetries: positiveInt(env, 'AI_MAX_RETRIES', 2, 0),
    speech: speechModel
      ? {
          model: speechModel,
          baseUrl: env.AI_SPEECH_BASE_URL ? baseUrlOf(env.AI_SPEECH_BASE_URL, 'AI_SPEECH_BASE_URL') : baseUrl,
          apiKey: env.AI_SPEECH_API_KEY || apiKey,
        }
      : null,
  };
}

/** 'openai (api.openai.com)': how errors and the status name a provider at a base URL. */
export function providerLabel(name: string, baseUrl: string): string {
  try {
    return `${name} (${new URL(baseUrl).host})`;
  } catch {
    return name;
  }
}

/**
 * The engine every route uses: which provider is active, its language model (null with the rules
 * engine) and speech to text (null without AI_SPEECH_MODEL).
 */
export interface AiEngine {
  config: AiConfig;
  provider: AiProviderName;
  languageModel: LanguageModel | null;
  speech: SpeechToText | null;
}
