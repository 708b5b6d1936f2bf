// The SOAP canvas's pure helpers (PLAN-19 decisions 3, 4, 7; docs/rest-main-canvas.md):
// who may finalize (a role whose name contains 'vet'), and the note split into the sections the
// practice system receives. What a write must hold, the spec's messages and the limits of a
// canvas record are the contract's (@vetchart/contracts/soap-canvas/soap-canvas).
import { mayFinalizeSoap } from '@vetchart/contracts/roles/role';
import { CANVAS_MESSAGES, MAX_CHAT_ENTRIES } from '@vetchart/contracts/soap-canvas/soap-canvas';

export { CANVAS_MESSAGES, MAX_CHAT_ENTRIES };

export interface ChatEntry {
  role: 'user' | 'assistant';
  content: string;
  at: string;
}
export interface CanvasData {
  final_soap: string;
  prompt: string;
  chat_history: ChatEntry[];
}

/** Decision 4: only a person whose role name contains 'vet' (any case) finalizes a note: the contract's rule. */
export const mayFinalize = mayFinalizeSoap;

/**
 * The note as the practice system's sections: split at its `## ` headings (the heading is the
 * section, the text under it the value); text before the first heading, or a note with no
 * heading, is a section 'SOAP'.
 */
export function noteSections(markdown: string): Array<{ section: string; value: string }> {
  const sections: Array<{ section: string; lines: string[] }> = [{ section: 'SOAP', lines: [] }];
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = /^##\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading && !line.startsWith('###')) sections.push({ section: heading[1]!, lines: [] });
    else sections[sections.length - 1]!.lines.push(line);
  }
  const result = sections.map((entry) => ({ section: entry.section, value: entry.lines.join('\n').trim() }));
  const [preamble, ...rest] = result;
  return rest.length && !preamble!.value ? rest : rest.length ? [preamble!, ...rest] : [preamble!];
}
