// Provider `openai`: our own small client for any OpenAI-compatible base URL over fetch (no SDK:
// three endpoints, and the product keeps control of timeouts, retries and the messages). Chat
// completions and embeddings are idempotent (the same request asks the same question), so they are
// retried a bounded number of times on 429, 5xx and network failures; a transcription uploads
// audio and is sent once.
import type { z } from 'zod';
import { AiProviderError, providerLabel, type AiConfig, type ChatJsonRequest, type LanguageModel, type SpeechToText, type TranscribeRequest } from './provider.ts';

interface Endpoint {
  baseUrl: string;
  apiKey: string | null;
  timeoutMs: number;
  maxRetries: number;
}

const RETRY_BASE_MS = 200;
const RETRY_MAX_MS = 4_000;

/** Retry-After in seconds (or an HTTP date) when the server sent one, capped; else backoff. */
function retryDelay(attempt: number, retryAfter: string | null): number {
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds)) return Math.min(seconds * 1000, RETRY_MAX_MS);
    const date = Date.parse(retryAfter);
    if (Number.isFinite(date)) return Math.min(Math.max(date - Date.now(), 0), RETRY_MAX_MS);
  }
  return Math.min(RETRY_BASE_MS * 2 ** attempt, RETRY_MAX_MS);
}

/** The upstream's own error text ({ error: { message } } in the OpenAI shape), shortened. */
async function upstreamMessage(response: Response): Promise<string> {
  const raw = await response.text().catch(() => '');
  let message = raw;
  try {
    const parsed = JSON.parse(raw) as { error?: { message?: string } | string; message?: string };
    message = (typeof parsed.error === 'string' ? parsed.error : parsed.error?.message) ?? parsed.message ?? raw;
  } catch {
    // not JSON: keep the text
  }
  message = message.replace(/\s+/g, ' ').trim();
  return message.length > 200 ? `${message.slice(0, 200)}…` : message;
}

export class OpenAiClient {
  readonly label: string;
  constructor(private readonly endpoint: Endpoint) {
    this.label = providerLabel('openai', endpoint.baseUrl);
  }

  /**
   * One call; `idempotent` calls are retried (bounded) on 429, 5xx and network failures. Each
   * attempt has its own timeout. The answer is the parsed JSON body.
   */
  async request(path: string, init: { body: string | FormData; json: boolean; idempotent: boolean }): Promise<unknown> {
    const url = `${this.endpoint.baseUrl}${path}`;
    const retries = init.idempotent ? this.endpoint.maxRetries : 0;
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (init.json) headers['content-type'] = 'application/json';
      if (this.endpoint.apiKey) headers.authorization = `Bearer ${this.endpoint.apiKey}`;
      let response: Response;
      try {
        response = await fetch(url, { method: 'POST', headers, body: init.body, signal: AbortSignal.timeout(this.endpoint.timeoutMs) });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        // A timed-out call may still be running upstream; retrying it would pile up work there.
        if (!timedOut && attempt < retries) {
          await sleep(retryDelay(attempt, null));
          continue;
        }
        throw new AiProviderError(
          this.label,
          timedOut ? `no answer within ${this.endpoint.timeoutMs} ms (AI_TIMEOUT_MS).` : `could not be reached (${causeOf(error)}).`,
        );
      }
      if (response.ok) {
        try {
          return await response.json();
        } catch {
          throw new AiProviderError(this.label, 'answered with something that is not JSON.', response.status);
        }
      }
      const retryable = response.status === 429 || response.status >= 500;
      if (retryable && attempt < retries) {
        await response.body?.cancel().catch(() => undefined);
        await sleep(retryDelay(attempt, response.headers.get('retry-after')));
        continue;
      }
      const detail = await upstreamMessage(response);
      const tries = attempt > 0 ? ` after ${attempt + 1} attempts` : '';
      throw new AiProviderError(this.label, `answered ${response.status}${tries}${detail ? `: ${detail}` : '.'}`, response.status);
    }
  }
}

function causeOf(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? error.message;
  }
  return String(error);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ChatCompletion {
  choices?: { message?: { content?: string | null; refusal?: string | null }; finish_reason?: string }[];
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

  async chatJson<S extends z.ZodType>(request: ChatJsonRequest<S>): Promise<z.infer<S>> {
    const body = {
      model: this.chatModel,
      temperature: 0,
      messages: [
        { role: 'system', content: request.system },
        { role: 'user', content: request.user },
      ],
      response_format: { type: 'json_schema', json_schema: { name: request.task.replace(/[^a-zA-Z0-9_-]/g, '_'), strict: true, schema: request.jsonSchema } },
    };
    const answer = (await this.client.request('/chat/completions', { body: JSON.stringify(body), json: true, idempotent: true })) as ChatCompletion;
    const choice = answer.choices?.[0];
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
    const answer = (await this.client.request('/embeddings', { body: JSON.stringify({ model: this.embeddingModel, input: inputs }), json: true, idempotent: true })) as {
      data?: { index: number; embedding: number[] }[];
    };
    const rows = answer.data;
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
    const form = new FormData();
    form.append('model', this.model);
    form.append('response_format', 'json');
    if (request.prompt) form.append('prompt', request.prompt);
    const type = request.mimeType.split(';')[0];
    form.append('file', new Blob([new Uint8Array(request.audio)], { type }), `audio.${EXTENSIONS[type] ?? 'webm'}`);
    const answer = (await this.client.request('/audio/transcriptions', { body: form, json: false, idempotent: false })) as { text?: unknown };
    if (typeof answer.text !== 'string') throw new AiProviderError(this.label, 'gave a transcription without text.');
    return answer.text.trim();
  }
}
