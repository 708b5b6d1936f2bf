// Magic Re-write and Undo for a step, with the rules engine's notice when it answered.
import type { AiLineData } from '../ai-sources/aiSources';
import { Button } from '../ui/Button';
import { InlineNotice } from '../ui/InlineNotice';
import { AiTag } from './AiMark';
import { LazyAiSourcesPanel } from './LazyAiTextTools';

interface MagicRewriteBarProps {
  /** What gets re-written, e.g. 'the complaint, special diets and supplements'. */
  scope: string;
  rewrite: () => void;
  undo: () => void;
  canUndo: boolean;
  busy: boolean;
  notice: string | null;
  /** The last re-write's lines and where each came from (the sentence of its field it says again). */
  lines?: ReadonlyArray<AiLineData>;
  disabled?: boolean;
}

export function MagicRewriteBar({ scope, rewrite, undo, canUndo, busy, notice, lines = [], disabled = false }: MagicRewriteBarProps) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={rewrite} busy={busy} disabled={disabled} className="px-3 py-1.5">
          <AiTag /> Magic Re-write
        </Button>
        <Button variant="secondary" onClick={undo} disabled={disabled || !canUndo || busy} className="px-3 py-1.5">
          Undo
        </Button>
        <span className="text-sm text-slate-600">Re-writes {scope}.</span>
      </div>
      {notice && <InlineNotice tone="info">{notice}</InlineNotice>}
      {lines.length > 0 && <LazyAiSourcesPanel title="Sources of the re-write" inputLabel="Field text" groups={[{ lines }]} />}
    </div>
  );
}
