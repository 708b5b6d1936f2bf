// Where each AI line came from: the lines the AI wrote (grouped, e.g. by the note's sections) as a
// list of buttons; selecting one (click, or Enter / Space on the focused line) shows its source —
// the spans of the input text highlighted with <mark>, or the visit records it used, named — and a
// line the engine found no source for says so, for the person to check it.
import { useEffect, useId, useRef, useState } from 'react';
import { AiTag } from '../ai/AiMark';
import { focusRing } from '../ui/Button';
import { markedParts, NO_SOURCE, spanOf, unsourcedCount, type AiLineData, type AiLineGroup } from './aiSources';

export interface AiSourcesPanelProps {
  title: string;
  groups: ReadonlyArray<AiLineGroup>;
  /** The text the person gave, that the lines' spans point into. */
  input?: string;
  /** What that text is: 'Triage notes', 'AI prompt'. */
  inputLabel?: string;
}

function SourceView({ line, input, inputLabel }: { line: AiLineData; input: string; inputLabel: string }) {
  const markRef = useRef<HTMLElement>(null);
  const spans = line.sources.flatMap((source) => spanOf(source, input) ?? []);
  const records = line.sources.filter((source) => !spanOf(source, input));
  useEffect(() => {
    markRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [line]);
  if (line.sources.length === 0) {
    return (
      <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {NO_SOURCE}: the AI found nothing in the {inputLabel.toLowerCase()} or the visit's records that it rests on.
      </p>
    );
  }
  const parts = markedParts(input, spans);
  const firstMarked = parts.findIndex((part) => part.marked);
  return (
    <div className="space-y-3">
      {spans.length > 0 && (
        <figure className="space-y-1">
          <figcaption className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{inputLabel}</figcaption>
          <p data-testid="ai-source-text" className="max-h-48 overflow-y-auto rounded-lg border border-slate-200 bg-white p-3 text-sm whitespace-pre-wrap text-slate-800">
            {parts.map((part, index) =>
              part.marked ? (
                <mark key={index} ref={index === firstMarked ? markRef : undefined} className="rounded bg-amber-200 px-0.5 text-slate-900">
                  {part.text}
                </mark>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </p>
        </figure>
      )}
      {records.length > 0 && (
        <ul className="space-y-1 text-sm text-slate-800" aria-label="Records used">
          {records.map((source, index) => (
            <li key={index} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
              <span className="font-medium">{source.label}</span>
              {source.quote ? <span className="text-slate-700">: {source.quote}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function AiSourcesPanel({ title, groups, input = '', inputLabel = 'Input text' }: AiSourcesPanelProps) {
  const ids = useId();
  const [selected, setSelected] = useState<{ group: number; line: number } | null>(null);
  const unsourced = unsourcedCount(groups);
  const total = groups.reduce((count, group) => count + group.lines.length, 0);
  const line = selected ? groups[selected.group]?.lines[selected.line] : undefined;
  if (total === 0) return null;

  return (
    <section aria-labelledby={`${ids}-title`} className="space-y-3 rounded-xl border border-violet-200 bg-violet-50/40 p-4">
      <div>
        <h4 id={`${ids}-title`} className="inline-flex items-center gap-2 text-base font-semibold text-slate-900">
          {title} <AiTag />
        </h4>
        <p className="mt-0.5 text-sm text-slate-700">
          Select a line to see where it came from. {total} {total === 1 ? 'line' : 'lines'}
          {unsourced > 0 ? `, ${unsourced} without a source` : ', each with a source'}.
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="max-h-80 space-y-3 overflow-y-auto pr-1">
          {groups.map((group, groupIndex) =>
            group.lines.length === 0 ? null : (
              <div key={groupIndex} className="space-y-1">
                {group.heading && <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{group.heading}</p>}
                <ul className="space-y-1" aria-label={group.heading ? `${group.heading} lines` : 'AI lines'}>
                  {group.lines.map((entry, lineIndex) => {
                    const pressed = selected?.group === groupIndex && selected.line === lineIndex;
                    return (
                      <li key={lineIndex}>
                        <button
                          type="button"
                          aria-pressed={pressed}
                          aria-controls={`${ids}-source`}
                          onClick={() => setSelected(pressed ? null : { group: groupIndex, line: lineIndex })}
                          className={`flex w-full items-start justify-between gap-2 rounded-lg border px-3 py-1.5 text-left text-sm ${pressed ? 'border-violet-600 bg-violet-100 text-violet-950' : 'border-slate-200 bg-white text-slate-800 hover:bg-slate-50'} ${focusRing}`}
                        >
                          <span>{entry.text}</span>
                          {entry.sources.length === 0 && <span className="shrink-0 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">No source</span>}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ),
          )}
        </div>
        <div id={`${ids}-source`} aria-live="polite" className="space-y-1">
          <p className="text-sm font-semibold text-slate-900">Source</p>
          {line ? <SourceView line={line} input={input} inputLabel={inputLabel} /> : <p className="text-sm text-slate-600">Select a line to see its source.</p>}
        </div>
      </div>
    </section>
  );
}
