// Dictation and AI clean-up beside a free-text field (spec 001 section 2.10), in a group beside the
// field's label. Loaded lazily (LazyAiTextTools): the recorder and the proposal dialog are not
// part of the forms' own code.
import type { CleanUpApplied } from './aiMarks';
import { CleanUpButton } from './CleanUpButton';
import { DictationControl } from './dictation/DictationControl';
import { DICTATION_NOT_SET_UP } from './dictation/transcriptionFailure';
import { useAiStatus } from './useAiStatus';

export interface AiTextToolsProps {
  /** The field's label: names the group and the clean-up dialog. */
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** After an AI clean-up is applied (see CleanUpButton). */
  onCleanUpApplied?: (applied: CleanUpApplied) => void;
  /** A read-only form: nothing can be recorded or applied. */
  disabled?: boolean;
}


/** The AI status could not be read (its service did not answer): dictation is off for now. */
const DICTATION_NOT_ANSWERING = 'Dictation is not available right now; try again in a moment.';

export function AiTextTools({ label, value, onChange, onCleanUpApplied, disabled = false }: AiTextToolsProps) {
  const status = useAiStatus();
  return (
    // Named without the field's label: the field alone answers to its label (getByLabel, speech input).
    <div role="group" aria-label="Dictation and AI clean-up" data-ai-tools={label} className="flex flex-wrap items-center justify-end gap-1.5">
      <DictationControl
        label={label}
        value={value}
        onChange={onChange}
        disabled={disabled}
        available={status?.dictationAvailable ?? false}
        unavailableReason={status ? DICTATION_NOT_SET_UP : DICTATION_NOT_ANSWERING}
      />
      <CleanUpButton label={label} value={value} onChange={onChange} onApplied={onCleanUpApplied} disabled={disabled} />
    </div>
  );
}
