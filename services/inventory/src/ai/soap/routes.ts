// The AI engine's SOAP routes (docs/rest-inventory-ai-soap.md): POST /ai/soap-note
// (Generate SOAP), POST /ai/template/convert (the template builder, multipart) and
// POST /ai/canvas-chat (the older canvas's chat). Compute routes: nothing is stored, no
// Idempotency-Key. Each reads the caller's clinic catalogue for the drug and dose guard; a
// provider failure is a 502 naming the provider (as the other AI routes).
import { canvasChatWire, soapNoteWire } from '@vetchart/contracts/ai/ai-requests';
import { requirePrincipal } from '@vetchart/platform/access-token';
import { HttpError, badRequest, readBody } from '@vetchart/platform/http';
import type { Sql } from '@vetchart/platform/database';
import type { ServiceDeps } from '@vetchart/platform/service';
import type { App } from '../../lookups/clinic-routes.ts';
import { clinicScope } from '../../lookups/scope.ts';
import { answering } from '../language-routes.ts';
import type { AiEngine } from '../provider.ts';
import { RULES_TASKS } from '../rules-off-thread.ts';
import { runTask } from '@vetchart/platform/task-pool';
import { canvasChat } from './canvas-chat.ts';
import type { CatalogueMedication } from './drug-filter.ts';
import { generateSoapNote } from './soap-note.ts';
import { convertToTemplate } from './template/convert.ts';
import {
  ALLOWED_EXTENSIONS,
  DOC_NOT_READABLE,
  FILE_TOO_LARGE,
  FILE_TYPE_NOT_SUPPORTED,
  IMAGE_EXTENSIONS,
  IMAGE_NEEDS_VISION,
  MAX_FILE_BYTES,
  extensionOf,
} from './template/extract-text.ts';
import { MAX_PROMPT_LINES, PROMPT_TOO_MANY_LINES, countTextLines } from './template/limits.ts';

export const CONVERT_PATH = '/ai/template/convert';
/** The convert route's body limit: a 10 MB file plus the multipart framing and the prompt. */
export const CONVERT_BODY_LIMIT = 11 * 1024 * 1024;
export const PROVIDE_INPUT = 'Please provide either text input or upload a file';
export const ONE_FILE = 'Upload one file at a time.';
export const MAX_PROMPT_CHARS = 20_000;
export const NO_TEXT_FOUND = 'No text was found in the file.';

/** The clinic's medications (names, dose instructions and units) the drug and dose guard allows. */
export async function clinicCatalogue(db: Sql, clinicId: string): Promise<CatalogueMedication[]> {
  const rows = await db.query<{ name: string; dose_instructions: string; dosage_unit: unknown }>(
    `SELECT name, dose_instructions, dosage_unit FROM inventory.medications WHERE clinic_id = $1 AND deleted_at IS NULL ORDER BY name`,
    [clinicId],
  );
  // dosage_unit rows are { dosage: '10', unit: 'mg tablet' }: written as '10 mg tablet' so the guard reads the dose.
  const units = (value: unknown) =>
    (Array.isArray(value) ? value : []).map((entry) => (entry && typeof entry === 'object' ? `${(entry as { dosage?: unknown }).dosage ?? ''} ${(entry as { unit?: unknown }).unit ?? ''}`.trim() : '')).filter(Boolean);
  return rows.map((row) => ({ name: row.name, details: [row.dose_instructions, ...units(row.dosage_unit)].filter(Boolean).join('; ') }));
}

export function registerAiSoapRoutes(app: App, deps: ServiceDeps, engine: AiEngine): void {
  const auth = requirePrincipal(deps);
  const db = deps.db;

  app.post('/ai/soap-note', auth, async (c) => {
    const scope = clinicScope(c.var.principal);
    const body = await readBody(c, soapNoteWire);
    const catalogue = await clinicCatalogue(db, scope.clinicId);
    const note = await answering(() => generateSoapNote(engine, body, catalogue));
    return c.json({ data: note });
  });

  app.post('/ai/canvas-chat', auth, async (c) => {
    const scope = clinicScope(c.var.principal);
    const body = await readBody(c, canvasChatWire);
    const catalogue = await clinicCatalogue(db, scope.clinicId);
    const reply = await answering(() => canvasChat(engine, body, catalogue));
    return c.json({ data: reply });
  });

  app.post(CONVERT_PATH, auth, async (c) => {
    clinicScope(c.var.principal);
    if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) throw badRequest(PROVIDE_INPUT, [{ path: 'file', message: PROVIDE_INPUT }]);
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      throw badRequest(PROVIDE_INPUT, [{ path: 'file', message: PROVIDE_INPUT }]);
    }
    const promptValue = form.prompt;
    const prompt = typeof promptValue === 'string' ? promptValue.trim() : '';
    if (prompt.length > MAX_PROMPT_CHARS) throw badRequest(`Text must be at most ${MAX_PROMPT_CHARS} characters.`, [{ path: 'prompt', message: `Text must be at most ${MAX_PROMPT_CHARS} characters.` }]);
    if (countTextLines(prompt, MAX_PROMPT_LINES) > MAX_PROMPT_LINES) throw badRequest(PROMPT_TOO_MANY_LINES, [{ path: 'prompt', message: PROMPT_TOO_MANY_LINES }]);
    const files = (Array.isArray(form.file) ? form.file : form.file === undefined ? [] : [form.file]).filter((entry): entry is File => typeof entry !== 'string');
    if (files.length > 1) throw badRequest(ONE_FILE, [{ path: 'file', message: ONE_FILE }]);
    const file = files[0] && files[0].size > 0 ? files[0] : null;
    if (!prompt && !file) throw badRequest(PROVIDE_INPUT, [{ path: 'prompt', message: PROVIDE_INPUT }]);

    let documentText = '';
    if (file) {
      const extension = extensionOf(file.name);
      if (!(ALLOWED_EXTENSIONS as readonly string[]).includes(extension)) throw badRequest(FILE_TYPE_NOT_SUPPORTED, [{ path: 'file', message: FILE_TYPE_NOT_SUPPORTED }]);
      if (file.size > MAX_FILE_BYTES) throw badRequest(FILE_TOO_LARGE, [{ path: 'file', message: FILE_TOO_LARGE }]);
      // No provider of the engine reads images yet: a vision-capable model is not configurable.
      if (IMAGE_EXTENSIONS.has(extension)) throw new HttpError(422, IMAGE_NEEDS_VISION);
      if (extension === 'doc') throw new HttpError(422, DOC_NOT_READABLE);
      // A document the builder refuses crosses back from the thread as its 422.
      documentText = (await runTask<string>(RULES_TASKS, 'extractTextTask', { bytes: new Uint8Array(await file.arrayBuffer()), extension })).trim();
      if (!documentText && !prompt) return c.json({ data: { success: false, json_data: null, raw_text: '', error: NO_TEXT_FOUND, notice: null } });
    }
    const text = [prompt, documentText].filter(Boolean).join('\n\n');
    const result = await answering(() => convertToTemplate(engine, text));
    return c.json({ data: result });
  });
}
