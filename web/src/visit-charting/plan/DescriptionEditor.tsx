// The plan description's rich-text editor (spec 002 section 2.6: a modal with Cancel and Save
// edits the plan's HTML). A light one on purpose: the browser's own editable area with a toolbar
// for bold, italic, underline and the two kinds of list, the only formatting SafeHtml keeps —
// no editor library to download for one paragraph. document.execCommand is deprecated but is
// still what every browser's editable areas (and their undo history) run on. Loaded when the
// modal opens (DescriptionEditorModal.tsx).
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button, focusRing } from '../../ui/Button';
import { sanitizeHtml } from '../../ui/SafeHtml';

// Each button shows its name (in its own style), so what a person sees is what speech input says.
const COMMANDS = [
  { command: 'bold', label: <strong>Bold</strong> },
  { command: 'italic', label: <em>Italic</em> },
  { command: 'underline', label: <u>Underline</u> },
  { command: 'insertUnorderedList', label: 'Bulleted list' },
  { command: 'insertOrderedList', label: 'Numbered list' },
] as const;

type Command = (typeof COMMANDS)[number]['command'];

interface DescriptionEditorProps {
  html: string;
  onCancel: () => void;
  onSave: (html: string) => void;
}

export function DescriptionEditor({ html, onCancel, onSave }: DescriptionEditorProps) {
  const areaRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<Record<Command, boolean>>({ bold: false, italic: false, underline: false, insertUnorderedList: false, insertOrderedList: false });
  const [empty, setEmpty] = useState(false);

  // The editor starts from the description once; later renders must not reset what is typed.
  const startingHtml = useEffectEvent(() => html);
  useEffect(() => {
    const area = areaRef.current!;
    area.innerHTML = sanitizeHtml(startingHtml());
    area.focus();
    // Paragraphs rather than bare <div>s for new lines.
    document.execCommand('defaultParagraphSeparator', false, 'p');
    const track = () => {
      if (!area.contains(document.getSelection()?.anchorNode ?? null)) return;
      setActive(Object.fromEntries(COMMANDS.map(({ command }) => [command, document.queryCommandState(command)])) as Record<Command, boolean>);
    };
    document.addEventListener('selectionchange', track);
    return () => document.removeEventListener('selectionchange', track);
  }, []);

  const run = (command: Command) => {
    areaRef.current?.focus();
    document.execCommand(command);
    setActive((current) => ({ ...current, [command]: document.queryCommandState(command) }));
  };

  const save = () => {
    const area = areaRef.current!;
    if (!area.textContent?.trim()) {
      setEmpty(true);
      area.focus();
      return;
    }
    onSave(sanitizeHtml(area.innerHTML));
  };

  return (
    <div className="space-y-3">
      <div role="toolbar" aria-label="Formatting" aria-controls="plan-description-editor" className="flex flex-wrap gap-1 rounded-lg border border-slate-200 bg-slate-50 p-1">
        {COMMANDS.map(({ command, label }) => (
          <button
            key={command}
            type="button"
            aria-pressed={active[command]}
            // Keeps the selection in the text while the button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(command)}
            className={`min-w-9 rounded-md px-2.5 py-1.5 text-sm text-slate-800 ${focusRing} ${active[command] ? 'bg-teal-100 text-teal-900' : 'hover:bg-white'}`}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        id="plan-description-editor"
        ref={areaRef}
        role="textbox"
        aria-multiline="true"
        aria-label="Description"
        aria-invalid={empty || undefined}
        aria-describedby={empty ? 'plan-description-editor-error' : undefined}
        contentEditable
        suppressContentEditableWarning
        onInput={() => setEmpty(false)}
        className={`rich-text max-h-[50vh] min-h-40 overflow-y-auto rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-xs ${focusRing} ${empty ? 'border-rose-400' : 'border-slate-300'}`}
      />
      {empty && (
        <p id="plan-description-editor-error" className="text-sm text-rose-600">
          Please enter the description
        </p>
      )}
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={save}>Save</Button>
      </div>
    </div>
  );
}
