// Magic Re-write with Undo (spec 002 sections 2.2, 2.4 and 4): a step's texts are sent by key and
// replaced by the improved ones; the previous values are kept so Undo restores them, and Undo is
// disabled until a re-write has happened. The rules engine answers with a notice saying it only
// tidied the texts (a free re-write needs a language model), shown until the next re-write.
import { useState } from 'react';
import type { AiLineData } from '../ai-sources/aiSources';
import { notify } from '../ui/notifications/notificationStore';
import { CHECK_AI_RESPONSE } from './aiMessages';
import { useRewriteTexts } from './mutations/useRewriteTexts';

export const REWRITE_ERROR = 'Magic Re-write Error';

export interface KeyedText {
  key: string;
  text: string;
  /** The field's name on screen, for the sources panel (the API names a source by its key). */
  label?: string;
}

interface MagicRewriteOptions {
  /** The step's texts now, by key. */
  collect: () => KeyedText[];
  /** Puts texts into the form; `rewritten` tells a re-write from an undo. */
  apply: (texts: KeyedText[], rewritten: { before: ReadonlyArray<KeyedText>; provider: string } | null) => void;
}

export function useMagicRewrite({ collect, apply }: MagicRewriteOptions) {
  const [rewriteTexts, busy] = useRewriteTexts();
  const [previous, setPrevious] = useState<KeyedText[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The last re-write's lines, each with the sentence of its field it says again.
  const [lines, setLines] = useState<ReadonlyArray<AiLineData>>([]);

  const rewrite = async () => {
    const texts = collect().filter((entry) => entry.text.trim() !== '');
    if (texts.length === 0) {
      notify('info', 'Nothing to re-write', 'Write in the fields first.');
      return;
    }
    try {
      const { rewriteTexts: result } = await rewriteTexts({ input: { texts: texts.map(({ key, text }) => ({ key, text })) } });
      if (result?.__typename !== 'RewriteTextsSuccess') {
        notify('error', REWRITE_ERROR, result && 'message' in result ? result.message : undefined);
        return;
      }
      const wanted = new Set(texts.map((entry) => entry.key));
      const improved = (result.improvedTexts ?? []).filter((entry) => wanted.has(entry.key)).map(({ key, text }) => ({ key, text }));
      setPrevious(texts);
      setNotice(result.notice ?? null);
      // The API names each line's source by its field's key: shown by the field's name.
      const labels = new Map(texts.map((entry) => [entry.key, entry.label ?? entry.key]));
      setLines((result.lines ?? []).map((line) => ({ ...line, sources: line.sources.map((source) => ({ ...source, label: labels.get(source.label) ?? source.label })) })));
      apply(improved, { before: texts, provider: result.provider ?? '' });
      notify('info', CHECK_AI_RESPONSE);
    } catch (error) {
      notify('error', REWRITE_ERROR, error instanceof Error ? error.message : undefined);
    }
  };

  const undo = () => {
    if (!previous) return;
    apply(previous, null);
    setPrevious(null);
    setNotice(null);
    setLines([]);
    notify('info', CHECK_AI_RESPONSE);
  };

  return { rewrite, undo, canUndo: previous !== null, busy, notice, lines };
}
