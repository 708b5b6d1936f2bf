// The AI prompt panel (spec 002 sections 2.1, 4 and 5): shown on the Subjective, Objective and
// Assessment steps, each step deciding what the prompt does (the triage reading, the physical exam
// from observations, the recommendations). The person writes or dictates a prompt, chooses
// Replace or Append for how the answer lands in the form, and sends it: an empty prompt is the
// info 'Prompt is required'; an answer applied is 'Check the fields below with the AI response'.
import { useId, useState } from 'react';
import { Button, focusRing } from '../ui/Button';
import { notify } from '../ui/notifications/notificationStore';
import { AiTag } from './AiMark';
import { CHECK_AI_RESPONSE, PROMPT_REQUIRED } from './aiMessages';
import { LazyAiTextTools } from './LazyAiTextTools';
import { MERGE_MODES, type MergeMode } from './mergeModes';


export interface AiPromptPanelProps {
  /** What the prompt does on this step. */
  description: string;
  placeholder?: string;
  disabled?: boolean;
  /**
   * Runs the prompt and applies the answer in the mode chosen; resolves true when the form was
   * changed. The step reports its own failures.
   */
  onSubmit: (prompt: string, mode: MergeMode) => Promise<boolean>;
}

export function AiPromptPanel({ description, placeholder, disabled = false, onSubmit }: AiPromptPanelProps) {
  const ids = useId();
  const [prompt, setPrompt] = useState('');
  const [mode, setMode] = useState<MergeMode>('replace');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!prompt.trim()) {
      notify('info', PROMPT_REQUIRED);
      return;
    }
    setBusy(true);
    try {
      if (await onSubmit(prompt.trim(), mode)) notify('info', CHECK_AI_RESPONSE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${ids}-title`} className="rounded-xl border border-violet-200 bg-violet-50/40 p-4">
      {/* No form of its own: the panel sits inside the step's form, and sends with its button. */}
      <div className="space-y-3">
        <div>
          <h4 id={`${ids}-title`} className="inline-flex items-center gap-2 text-base font-semibold text-slate-900">
            AI Prompt <AiTag />
          </h4>
          <p className="mt-0.5 text-sm text-slate-700">{description}</p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label htmlFor={`${ids}-prompt`} className="text-sm font-medium text-slate-800">
            AI prompt
          </label>
          <LazyAiTextTools label="AI prompt" value={prompt} onChange={setPrompt} disabled={disabled || busy} />
        </div>
        <textarea
          id={`${ids}-prompt`}
          rows={3}
          value={prompt}
          maxLength={20000}
          disabled={disabled}
          placeholder={placeholder}
          onChange={(event) => setPrompt(event.target.value)}
          className={`field-sizing-content block max-h-[11rem] min-h-[5rem] w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 placeholder:text-slate-500 disabled:bg-slate-50 ${focusRing}`}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <fieldset className="flex flex-wrap items-center gap-2" disabled={disabled}>
            <legend className="sr-only">How the answer is applied</legend>
            {MERGE_MODES.map((option) => (
              <label
                key={option.value}
                className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 has-checked:border-violet-600 has-checked:bg-violet-50 has-checked:text-violet-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-600"
              >
                <input type="radio" name={`${ids}-mode`} value={option.value} checked={mode === option.value} onChange={() => setMode(option.value)} className="size-4 accent-violet-700" />
                {option.label}
              </label>
            ))}
          </fieldset>
          <Button onClick={submit} busy={busy} disabled={disabled}>
            Ask AI
          </Button>
        </div>
      </div>
    </section>
  );
}
