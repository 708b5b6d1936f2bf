// Provider `openai`: any OpenAI-compatible base URL through the official `openai` SDK,
// so requests, multipart uploads, retries with backoff (429, 408/409, 5xx, dropped connections;
// Retry-After honoured, capped) and per-attempt timeouts are the SDK's maintained code rather than ours.
// What stays ours: the messages users read (AiProviderError naming the provider and host), the
// zod check of every answer, and two bounds the SDK does not give by itself — a timed-out attempt
// is not retried (it may still be running upstream; retrying would pile up work there) and a
// transcription upload is sent once (AI_MAX_RETRIES applies to chat and embeddings only).
import OpenAI, { APIConnectionError, APIError, APIUserAbortError, toFile } from 'openai';
import type { z } from 'zod';
import { AiProviderError, providerLabel, type AiConfig, type ChatJsonRequest, type LanguageModel, type SpeechToText, type TranscribeRequest } from './provider.ts';

interface Endpoint {
  baseUrl: string;
  apiKey: string | null;
  timeoutMs: number;
  maxRetries: number;
}

/** The longest wait a server's Retry-After may ask between attempts (the SDK would wait any). */
const RETRY_AFTER_MAX_MS = 4_000;

/**
 * The response with its Retry-After capped at RETRY_AFTER_MAX_MS, so a 429 asking for minutes
 * cannot hold a vet's request that long; the SDK still does the waiting and the retrying.
 */
function cappedRetryAfter(response: Response): Response {
  if (response.ok) return response;
  const seconds = response.headers.get('retry-after');
  const ms = response.headers.get('retry-after-ms');
  const asked = ms !== null ? Number(ms) : seconds === null ? NaN : Number.isFinite(Number(seconds)) ? Number(seconds) * 1000 : Date.parse(seconds) - Date.now();
  if (!(asked > RETRY_AFTER_MAX_MS)) return response;
  const headers = new Headers(response.headers);
  headers.delete('retry-after');
  headers.set('retry-after-ms', String(RETRY_AFTER_MAX_MS));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The upstream's own error text ({ error: { message } } in the OpenAI shape), shortened. */
function upstreamMessage(error: APIError): string {
  const body = error.error as { message?: unknown } | string | undefined;
  const raw = typeof body === 'string' ? body : typeof body?.message === 'string' ? body.message : '';
  const message = raw.replace(/\s+/g, ' ').trim();
  return message.length > 200 ? `${message.slice(0, 200)}…` : message;
}

function causeOf(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? error.message;
  }
  return String(error);
}

export class OpenAiClient {
  readonly label: string;
  private readonly sdk: OpenAI;
  constructor(private readonly endpoint: Endpoint) {
    this.label = providerLabel('openai', endpoint.baseUrl);
    this.sdk = new OpenAI({
      baseURL: endpoint.baseUrl,
      // Local servers (Ollama, llama.cpp) need no key; the SDK refuses to start without one, so
      // it gets a placeholder and, without AI_API_KEY, no Authorization header is sent at all.
      apiKey: endpoint.apiKey ?? 'none',
      ...(endpoint.apiKey ? {} : { defaultHeaders: { authorization: null } }),
      timeout: endpoint.timeoutMs,
      maxRetries: endpoint.maxRetries,
    });
  }

  /**
   * One call through the SDK; `idempotent` calls get the SDK's bounded retries, others one
   * attempt. SDK failures become AiProviderError with the messages users already know.
   */
  async call<T>(run: (sdk: OpenAI, options: { signal: AbortSignal; maxRetries: number }) => Promise<T>, options: { idempotent: boolean }): Promise<T> {
    let attempts = 0;
    // The SDK retries an attempt that hit its timeout; aborting our own signal when that happens
    // turns the timeout into a final answer instead (the SDK never retries a caller's abort).
    const timedOut = new AbortController();
    const fetchOnce: typeof fetch = async (input, init) => {
      attempts++;
      try {
        return cappedRetryAfter(await fetch(input, init));
      } catch (error) {
        if (init?.signal?.aborted) timedOut.abort();
        throw error;
      }
    };
    // With `Response` on it the SDK's FormData probe (multipart uploads) need not call it.
    const sdk = this.sdk.withOptions({ fetch: Object.assign(fetchOnce, { Response }) });
    try {
      return await run(sdk, { signal: timedOut.signal, maxRetries: options.idempotent ? this.endpoint.maxRetries : 0 });
    } catch (error) {
      if (error instanceof APIUserAbortError || timedOut.signal.aborted) {
        throw new AiProviderError(this.label, `no answer within ${this.endpoint.timeoutMs} ms (AI_TIMEOUT_MS).`);
      }
      if (error instanceof APIConnectionError) throw new AiProviderError(this.label, `could not be reached (${causeOf(error.cause ?? error)}).`);
      if (error instanceof APIError && error.status !== undefined) {
        const detail = upstreamMessage(error);
        const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
        throw new AiProviderError(this.label, `answered ${error.status}${tries}${detail ? `: ${detail}` : '.'}`, error.status);
      }
      if (error instanceof SyntaxError) throw new AiProviderError(this.label, 'answered with something that is not JSON.');
      throw error;
    }
  }
}

export class OpenAiLanguageModel implements LanguageModel {
  readonly name = 'openai' as const;
  readonly chatModel: string;
  readonly embeddingModel: string | null;
  private readonly client: OpenAiClient;

  constructor(config: Pick<AiConfig, 'baseUrl' | 'apiKey' | 'chatModel' | 'embeddingModel' | 'timeoutMs' | 'maxRetries'>) {
    this.chatModel = config.chatModel;
    this.embeddingModel = config.embeddingModel;
    this.client = new OpenAiClient(config);
    if (!this.embeddingModel) this.embed = undefined;
  }

  get label(): string {
    return this.client.label;
  }

  /**
   * Structured output: response_format json_schema (strict) with the feature's own JSON Schema,
   * and the answer checked with its zod schema. Not the SDK's `chat.completions.parse()`: that
   * throws its own errors on a code-fenced answer, which some local servers give despite
   * response_format, and the features' JSON Schemas are written for the model (descriptions,
   * strict-mode shape), not derived from the zod checks.
   */
  async chatJson<S extends z.ZodType>(request: ChatJsonRequest<S>): Promise<z.infer<S>> {
    const answer = await this.client.call(
      (sdk, options) =>
        sdk.chat.completions.create(
          {
            model: this.chatModel,
            temperature: 0,
            messages: [
              { role: 'system', content: request.system },
              { role: 'user', content: request.user },
            ],
            response_format: { type: 'json_schema', json_schema: { name: request.task.replace(/[^a-zA-Z0-9_-]/g, '_'), strict: true, schema: request.jsonSchema } },
          },
          options,
        ),
      { idempotent: true },
    );
    const choice = (answer as Partial<typeof answer>).choices?.[0];
    if (choice?.message?.refusal) throw new AiProviderError(this.client.label, `refused the ${request.task} request: ${choice.message.refusal}`);
    const content = choice?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') throw new AiProviderError(this.client.label, `gave an empty ${request.task} answer.`);
    let parsed: unknown;
    try {
      // Some local servers wrap JSON in a code fence despite response_format. The closing fence's
      // space is matched from its first character only, so a long run is scanned once.
      parsed = JSON.parse(content.trim().replace(/^```(?:json)?\s*|(?<!\s)\s*```$/g, ''));
    } catch {
      throw new AiProviderError(this.client.label, `gave a ${request.task} answer that is not JSON.`);
    }
    const checked = request.schema.safeParse(parsed);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      throw new AiProviderError(this.client.label, `gave a ${request.task} answer not in the asked shape (${issue?.path.join('.') || 'answer'}: ${issue?.message}).`);
    }
    return checked.data;
  }

  embed?: (inputs: string[]) => Promise<number[][]> = async (inputs) => {
    // encoding_format float: the SDK otherwise asks for base64, which not every local server speaks.
    const answer = await this.client.call((sdk, options) => sdk.embeddings.create({ model: this.embeddingModel!, input: inputs, encoding_format: 'float' }, options), { idempotent: true });
    const rows = (answer as Partial<typeof answer>).data;
    if (!Array.isArray(rows) || rows.length !== inputs.length || rows.some((row) => !Array.isArray(row.embedding))) {
      throw new AiProviderError(this.client.label, `gave ${Array.isArray(rows) ? rows.length : 'no'} embeddings for ${inputs.length} inputs.`);
    }
    return [...rows].sort((a, b) => a.index - b.index).map((row) => row.embedding);
  };
}

const EXTENSIONS: Record<string, string> = { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mp4': 'mp4', 'audio/mpeg': 'mp3', 'audio/wav': 'wav' };

export class OpenAiSpeechToText implements SpeechToText {
  readonly label: string;
  private readonly client: OpenAiClient;
  constructor(
    readonly model: string,
    endpoint: Endpoint,
  ) {
    this.client = new OpenAiClient(endpoint);
    this.label = this.client.label;
  }

  async transcribe(request: TranscribeRequest): Promise<string> {
    const type = request.mimeType.split(';')[0]!;
    const file = await toFile(request.audio, `audio.${EXTENSIONS[type] ?? 'webm'}`, { type });
    // An upload is sent once (idempotent: false): repeating it would transcribe and bill twice.
    const answer = await this.client.call(
      (sdk, options) => sdk.audio.transcriptions.create({ model: this.model, file, response_format: 'json', ...(request.prompt ? { prompt: request.prompt } : {}) }, options),
      { idempotent: false },
    );
    const text = (answer as { text?: unknown }).text;
    if (typeof text !== 'string') throw new AiProviderError(this.label, 'gave a transcription without text.');
    return text.trim();
  }
}
