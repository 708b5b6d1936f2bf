// The mark of an AI-made value (every AI-filled field is marked as AI-made until it is
// edited): an 'AI' tag beside the field's label that shows the words of the note or the reason
// behind the value while it is hovered or focused.
import { focusRing } from '../ui/Button';
import { Tooltip } from '../ui/Tooltip';

/** The 'AI' tag of anything the AI made. */
export function AiTag() {
  return <span className="rounded bg-violet-100 px-1.5 py-0.5 text-[0.6875rem] leading-none font-bold tracking-wide text-violet-800 ring-1 ring-violet-200">AI</span>;
}

interface AiMarkProps {
  /** The field's label, naming what the AI filled. */
  label: string;
  /** The evidence, a sentence: the note's words or the reason behind the value; may be empty. */
  evidence: string;
  /** 'end' for a mark at the right of a row or table: its tooltip opens leftwards, inside it. */
  align?: 'start' | 'end';
}

export function AiMark({ label, evidence, align = 'start' }: AiMarkProps) {
  const text = evidence || 'Filled by AI: check it before saving.';
  return (
    <Tooltip text={text} align={align}>
      {(describedBy) => (
        <span tabIndex={0} role="note" aria-label="AI-made" aria-describedby={describedBy} data-ai-mark={label} className={`inline-flex rounded ${focusRing}`}>
          <AiTag />
        </span>
      )}
    </Tooltip>
  );
}
