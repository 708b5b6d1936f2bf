// The AI engine's language routes (docs/rest-inventory-ai.md): status, triage (also for the public
// subjective form, verified by the main service and limited per link), clean-up, rewrite and
// transcription. Answers are cached per input (cache.ts); a provider failure is a 502 whose
// message names the provider.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { AUDIO_FORMAT, AUDIO_TYPES, aiCleanUpWire, aiRewriteWire, aiTranscribeWire, aiTriageWire, type AiTriageRequest } from '@vetchart/contracts/ai/ai-requests';
import { requirePrincipal, type PrincipalVariables } from '@vetchart/platform/access-token';
import { HttpError, badRequest, readBody } from '@vetchart/platform/http';
import { consume, limitKey, tooManyRequests, waitText } from '@vetchart/platform/rate-limit';
import type { ServiceDeps } from '@vetchart/platform/service';
import type { App, Ctx } from '../lookups/clinic-routes.ts';
import { clinicScope } from '../lookups/scope.ts';
import { cached, normaliseText } from './cache.ts';
import { cleanUp, modelOf, rewrite, triage } from './language.ts';
import { AiProviderError, SPEECH_SETTING, type AiEngine } from './provider.ts';
import { rewrittenLines } from './rewritten-lines.ts';
import { triageLines } from './triage-lines.ts';

export const DICTATION_UNAVAILABLE = `Dictation is not configured: set ${SPEECH_SETTING}.`;
export const AUDIO_TOO_SHORT = 'The recording is too short.';
export const AUDIO_TOO_LARGE = 'The recording must be at most 5 MB.';
export const MIN_AUDIO_BYTES = 1000;
export const MAX_AUDIO_BYTES = 5 * 1024 * 1024;
/** Triage calls one public form link may make per hour. */
export const FORM_TRIAGE_LIMIT = { points: 20, windowSeconds: 3600 };
export const FORM_TOKEN_HEADER = 'X-Subjective-Form-Token';
export const CLEAN_UP_SOURCE_LABEL = 'Text before clean-up';

export interface AiUpstreams {
  /** The main service's URL, read when needed (the services host starts inventory before main). */
  main?: () => string | undefined;
}

/** A provider failure as the route's answer: 502 with the message naming the provider. */
export async function answering<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof AiProviderError) {
      console.warn(`[inventory] ${error.message}`);
      throw new HttpError(502, error.message);
    }
    throw error;
  }
}

const hostOf = (url: string) => new URL(url).host;

/** GET /ai/status's answer: which provider is active, and whether dictation is available. */
function statusOf(engine: AiEngine) {
  const { config } = engine;
  return {
    provider: engine.provider,
    description:
      engine.provider === 'openai'
        ? `OpenAI-compatible API at ${hostOf(config.baseUrl)} with model ${config.chatModel}.`
        : 'Built-in rules engine: triage extraction, clean-up of spacing, case, punctuation and abbreviations, and recommendations from the clinic catalogue. It needs no language model and does not write free text.',
    language_model: engine.languageModel !== null,
    chat_model: engine.languageModel?.chatModel ?? null,
    dictation: {
      available: config.speech !== null,
      setting: SPEECH_SETTING,
      description: config.speech ? `Speech to text with ${config.speech.model} at ${hostOf(config.speech.baseUrl)}.` : DICTATION_UNAVAILABLE,
    },
  };
}

/** The audio of a data URI, or the 400 that says what is wrong with it. */
export function decodeAudio(dataUri: string): { audio: Buffer; mimeType: string } {
  const match = /^data:([a-z]+\/[a-z0-9.+-]+)((?:;[a-z0-9-]+=[^;,]*)*);base64,/i.exec(dataUri.slice(0, 300));
  const fail = (message: string) => badRequest(message, [{ path: 'data_uri', message }]);
  if (!match) throw fail(AUDIO_FORMAT);
  const mimeType = match[1]!.toLowerCase() === 'audio/x-wav' || match[1]!.toLowerCase() === 'audio/wave' ? 'audio/wav' : match[1]!.toLowerCase();
  if (!AUDIO_TYPES.includes(mimeType)) throw fail(AUDIO_FORMAT);
  const base64 = dataUri.slice(match[0].length);
  if (Math.floor((base64.length * 3) / 4) > MAX_AUDIO_BYTES + 3) throw fail(AUDIO_TOO_LARGE);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw fail(AUDIO_FORMAT);
  const audio = Buffer.from(base64, 'base64');
  if (audio.length > MAX_AUDIO_BYTES) throw fail(AUDIO_TOO_LARGE);
  if (audio.length < MIN_AUDIO_BYTES) throw fail(AUDIO_TOO_SHORT);
  return { audio, mimeType };
}

interface PublicForm {
  pet: { species: string | null };
  medications: string[];
}

/**
 * The public form a link token opens, from the main service's own public endpoint: its refusals
 * (404 unknown, 409 already submitted, 410 expired) are answered back as they are.
 */
async function openPublicForm(upstreams: AiUpstreams, token: string): Promise<PublicForm> {
  const main = upstreams.main?.();
  if (!main) throw new HttpError(503, 'The subjective form cannot be checked right now.');
  if (token.length > 200) throw new HttpError(404, 'This link is not valid.');
  let response: Response;
  try {
    response = await fetch(`${main}/subjective-form?token=${encodeURIComponent(token)}`, { signal: AbortSignal.timeout(10_000) });
  } catch {
    throw new HttpError(502, 'The subjective form could not be checked.');
  }
  const body = (await response.json().catch(() => null)) as { data?: PublicForm; message?: string } | null;
  if (response.status === 404 || response.status === 409 || response.status === 410) {
    throw new HttpError(response.status, body?.message ?? 'This link is not valid.');
  }
  if (!response.ok || !body?.data) throw new HttpError(502, 'The subjective form could not be checked.');
  return { pet: { species: body.data.pet?.species ?? null }, medications: Array.isArray(body.data.medications) ? body.data.medications : [] };
}

export function registerAiLanguageRoutes(app: App, deps: ServiceDeps, engine: AiEngine, upstreams: AiUpstreams = {}): void {
  const auth = requirePrincipal(deps);
  const db = deps.db;
  const model = () => modelOf(engine);
  // POST /ai/triage takes a clinic member's token, or (the public subjective form) a form link token.
  const memberOrForm: MiddlewareHandler<{ Variables: PrincipalVariables }> = async (c, next) => {
    if (!c.req.header('authorization') && c.req.header(FORM_TOKEN_HEADER)) return next();
    return auth(c, next);
  };

  app.get('/ai/status', auth, (c) => c.json({ data: statusOf(engine) }));

  app.post('/ai/triage', memberOrForm, async (c: Ctx) => {
    const principal = c.get('principal') as PrincipalVariables['principal'] | undefined;
    let medicationNames: string[];
    let species: string | null;
    let clinicId: string | null = null;
    let body: AiTriageRequest;
    if (principal) {
      const scope = clinicScope(principal);
      body = await readBody(c, aiTriageWire);
      clinicId = scope.clinicId;
      species = body.species ?? null;
      const rows = await db.query<{ name: string }>(`SELECT name FROM inventory.medications WHERE clinic_id = $1 AND deleted_at IS NULL ORDER BY name`, [scope.clinicId]);
      medicationNames = rows.map((row) => row.name);
    } else {
      const token = c.req.header(FORM_TOKEN_HEADER)!.trim();
      const form = await openPublicForm(upstreams, token);
      const hit = await consume(db, { key: limitKey('ai-triage-form', token), policy: FORM_TRIAGE_LIMIT });
      if (!hit.allowed) throw tooManyRequests(`Too many requests from this form. Please try again in ${waitText(hit.retryAfterSeconds)}.`, hit.retryAfterSeconds);
      body = await readBody(c, aiTriageWire);
      species = form.pet.species;
      medicationNames = form.medications;
    }
    const now = new Date();
    const { value, cached: fromCache } = await answering(() =>
      cached(
        db,
        {
          provider: engine.provider,
          model: model(),
          operation: 'triage',
          clinicId,
          // Relative durations ('since Tuesday') depend on the day; the catalogue on its names.
          input: {
            note: normaliseText(body.query),
            species: species?.toLowerCase() ?? null,
            day: now.toISOString().slice(0, 10),
            medications: createHash('sha256').update(medicationNames.join('\n')).digest('hex'),
          },
        },
        () => triage(engine, body.query, { species, medicationNames, now }),
      ),
    );
    // The lines are drawn from the analysis each time, so a cached answer carries them too.
    return c.json({ data: { analysis: { ...value, lines: triageLines(value, body.query) }, provider: engine.provider, cached: fromCache } });
  });

  app.post('/ai/clean-up', auth, async (c) => {
    clinicScope(c.var.principal);
    const body = await readBody(c, aiCleanUpWire);
    const { value, cached: fromCache } = await answering(() =>
      cached(db, { provider: engine.provider, model: model(), operation: 'clean-up', input: body.text.trim() }, () => cleanUp(engine, body.text.trim())),
    );
    const lines = rewrittenLines(value.improved_text, body.text.trim(), CLEAN_UP_SOURCE_LABEL, { inPlace: !engine.languageModel });
    return c.json({ data: { improved_text: value.improved_text, provider: engine.provider, changes: value.changes, cached: fromCache, lines } });
  });

  app.post('/ai/rewrite', auth, async (c) => {
    clinicScope(c.var.principal);
    const body = await readBody(c, aiRewriteWire);
    const { value, cached: fromCache } = await answering(() => cached(db, { provider: engine.provider, model: model(), operation: 'rewrite', input: body.texts }, () => rewrite(engine, body.texts)));
    // Each field's lines traced to that field's own text; the source names the field's key.
    const lines = value.improved_texts.flatMap(({ key, text }) => rewrittenLines(text, body.texts.find((given) => given.key === key)?.text ?? '', key, { inPlace: !value.language_model }));
    return c.json({ data: { improved_texts: value.improved_texts, provider: engine.provider, language_model: value.language_model, notice: value.notice, cached: fromCache, lines } });
  });

  app.post('/ai/transcribe', auth, async (c) => {
    clinicScope(c.var.principal);
    const speech = engine.speech;
    if (!speech) throw new HttpError(503, DICTATION_UNAVAILABLE);
    const body = await readBody(c, aiTranscribeWire);
    const { audio, mimeType } = decodeAudio(body.dataUri);
    const { value } = await answering(() =>
      cached(
        db,
        { provider: 'speech', model: `${speech.label} ${speech.model}`, operation: 'transcribe', input: { audio: createHash('sha256').update(audio).digest('hex'), prompt: body.prompt ?? null } },
        () => speech.transcribe({ audio, mimeType, prompt: body.prompt ?? undefined }),
      ),
    );
    return c.json({ data: { text: value, provider: speech.label } });
  });
}
