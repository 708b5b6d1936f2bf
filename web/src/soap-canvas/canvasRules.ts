// The SOAP canvas's pure rules (spec 003 sections 4, 5, 6 and 9): when Generate SOAP is enabled,
// who may finalize, loading a template into the older canvas's label:code groups, the duplicate
// drop rule, the final-note modal's starting text, and the auto-save timer (5000 ms after the last
// change).
import { mayFinalizeSoap, NOT_A_VET } from '@vetchart/contracts/roles/role';
import { CANVAS_MESSAGES } from '@vetchart/contracts/soap-canvas/canvas-messages';
import { keyOf } from '../template-builder/parsedTemplate';

/** Spec 003 section 9: Generate SOAP needs a triage note longer than 30 characters. */
export const MIN_TRIAGE_LENGTH = 30;
/** Spec 003 section 9: the auto-save delay. */
export const AUTOSAVE_DELAY_MS = 5000;

export const FINALIZE_FORBIDDEN_TEXT = NOT_A_VET;
export const DUPLICATE_ITEM_TEXT = 'Item already exists in group';
export const NO_SESSION_TEXT = 'No active session. Please select a template first.';
// The spec's messages (sections 4, 5 and 8) both canvases show; those the service answers too are the contract's.
export const SAVED_TEXT = 'SOAP Canvas saved successfully';
export const NO_TEMPLATE_TEXT = CANVAS_MESSAGES.selectTemplate;
export const SAVE_FIRST_TEXT = CANVAS_MESSAGES.saveFirst;
export const FINALIZED_TEXT = CANVAS_MESSAGES.finalized;
export const EXPORTED_TEXT = CANVAS_MESSAGES.exported;
export const FINALIZE_ERROR = 'An error occured while finalizing soap';
/** The older canvas's Finalize modal when the request itself failed: 'Failed to finalize SOAP: ...'. */
export const finalizeFailedText = (message: string) => `Failed to finalize SOAP: ${message}`;
const EXPORT_FAILED_PREFIX = 'Failed to export to PIMs: ';
/** A refused export: the gateway's practice-system errors carry the prefix already, the other refusals do not. */
export const exportFailedText = (message: string) => {
  const text = message || 'Unknown error';
  return text.startsWith(EXPORT_FAILED_PREFIX) ? text : `${EXPORT_FAILED_PREFIX}${text}`;
};

/** Enabled only for a triage note longer than 30 characters and a note not finalized. */
export function canGenerateSoap(triageText: string, isFinalized: boolean): boolean {
  return !isFinalized && triageText.trim().length > MIN_TRIAGE_LENGTH;
}

/**
 * Whether a generated note would replace text of the person's own, so the editor asks first:
 * the note is not blank and is not the last note generated here, unchanged.
 */
export function generateReplacesOwnText(note: string, lastGenerated: string | null): boolean {
  return note.trim() !== '' && note !== lastGenerated;
}

/** Finalizing (write-back to the PIMS) needs a role whose name contains 'vet', any case: the contract's rule. */
export const canFinalizeAs = mayFinalizeSoap;

export interface TemplateEntry {
  label: string;
  code: string;
}

/**
 * A template section's value in the older editor: split on commas and line breaks, each entry split
 * at its first colon into label and code; entries without a colon are dropped.
 */
export function splitTemplateEntries(value: string): TemplateEntry[] {
  const entries: TemplateEntry[] = [];
  for (const raw of value.split(/[,\r\n]+/)) {
    const colon = raw.indexOf(':');
    if (colon < 0) continue;
    const label = raw.slice(0, colon).trim();
    const code = raw.slice(colon + 1).trim();
    if (!label && !code) continue;
    entries.push({ label, code });
  }
  return entries;
}

/**
 * A field's templating code: its saved key (lowercase with underscores, spec 003 section 3) in the
 * spec's placeholder form, double underscores around the name in square brackets: 'Heart rate' →
 * '[__heart_rate__]'.
 */
export const fieldCode = (name: string) => `[__${keyOf(name)}__]`;

/** A template section as the canvas reads it; `fields` are the ones the template builder and the demo templates carry. */
export interface TemplateSectionSource {
  section: string;
  value: string;
  fields?: ReadonlyArray<{ name: string }> | null;
}

/**
 * A section's entries: the 'label: code' entries of its value (the older editor's templates), then
 * each of its fields as 'name: [__key__]' unless an entry of that label is there already. A value
 * without colons (guidance prose, or the builder's 'Field, Field') gives no entries of its own; its
 * fields do. A section with neither (a template made on the templates page) has none.
 */
export function sectionEntries(section: TemplateSectionSource): TemplateEntry[] {
  const entries = splitTemplateEntries(section.value);
  for (const field of section.fields ?? []) {
    const label = field.name.trim();
    if (!label || entries.some((known) => known.label.toLowerCase() === label.toLowerCase())) continue;
    entries.push({ label, code: fieldCode(label) });
  }
  return entries;
}

export interface TemplateGroup {
  section: string;
  entries: TemplateEntry[];
}

/** A template's sections as groups of label:code entries. */
export function templateGroups(content: ReadonlyArray<TemplateSectionSource>): TemplateGroup[] {
  return content.map((section) => ({ section: section.section, entries: sectionEntries(section) }));
}

const sameEntry = (a: TemplateEntry, b: TemplateEntry) => a.label.toLowerCase() === b.label.toLowerCase() && a.code === b.code;

/** Dropping a component onto a group adds it unless it is already there. */
export function addEntryToGroup(group: TemplateGroup, entry: TemplateEntry): { group: TemplateGroup; error: string | null } {
  if (group.entries.some((existing) => sameEntry(existing, entry))) return { group, error: DUPLICATE_ITEM_TEXT };
  return { group: { ...group, entries: [...group.entries, entry] }, error: null };
}

/** The groups back as the template's comma-joined 'label: code' values. */
export const groupValue = (group: TemplateGroup) => group.entries.map((entry) => `${entry.label}: ${entry.code}`).join(', ');

/** The latest answer of the assistant in a canvas chat, or '' before it answered. */
export function latestAssistantReply(history: ReadonlyArray<{ role: string; content: string }>): string {
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const entry = history[index]!;
    if (entry.role === 'assistant' && entry.content.trim()) return entry.content;
  }
  return '';
}

/**
 * The final-note modal's text before the person edits it: the note saved on the canvas, or — when
 * none is saved yet, as for a canvas started from the chat — the assistant's latest reply.
 */
export function finalNoteStart(finalSoap: string | null | undefined, history: ReadonlyArray<{ role: string; content: string }>): string {
  return finalSoap?.trim() ? finalSoap : noteBody(latestAssistantReply(history));
}

// The rules engine's framing, as its chat replies carried it before it moved to the reply's notice:
// those replies are still in canvases' chat histories, and the note goes into the medical record.
const RULES_FRAMING = [/^I am the built-in rules engine, not a language model\..*$/, /^Nothing found yet for: .*Tell me more about these and I will add what I can read\.$/];

/** A reply without the rules engine's framing lines: the note alone. */
export function noteBody(reply: string): string {
  return reply
    .split('\n')
    .filter((line) => !RULES_FRAMING.some((framing) => framing.test(line.trim())))
    .join('\n')
    .trim();
}

export interface TimerApi {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const browserTimers: TimerApi = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The auto-save: each change restarts the wait; the save runs once, delayMs after the last change.
 * cancel() drops a pending save (a manual save or leaving the page); pending tells whether one waits.
 */
export class AutosaveScheduler {
  private handle: unknown = null;
  constructor(
    private readonly save: () => void,
    private readonly delayMs = AUTOSAVE_DELAY_MS,
    private readonly timers: TimerApi = browserTimers,
  ) {}

  get pending(): boolean {
    return this.handle !== null;
  }

  changed(): void {
    this.cancel();
    this.handle = this.timers.setTimeout(() => {
      this.handle = null;
      this.save();
    }, this.delayMs);
  }

  cancel(): void {
    if (this.handle !== null) this.timers.clearTimeout(this.handle);
    this.handle = null;
  }
}
