// AI clean-up of a free-text field (spec 001 section 2.10): disabled while the field is empty;
// otherwise the trimmed text is sent and the proposal shown before and after, with what changed,
// to Apply ('Text updated successfully') or Cancel. A failure is 'Error cleaning up text'.
// The applied notice offers 'Undo AI fill': the field's text before, while the field
// still holds the applied one.
import { useRef, useState } from 'react';
import type { AiLineData } from '../ai-sources/aiSources';
import { LazyAiSourcesPanel, preloadAiSourcesPanel } from '../ai-sources/LazyAiSourcesPanel';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/notifications/notificationStore';
import { UNDO } from './aiFill';
import { AiTag } from './AiMark';
import type { CleanUpApplied } from './aiMarks';
import { useCleanUpText } from './mutations/useCleanUpText';
import { toolButtonClasses } from './toolButton';

export const CLEAN_UP_ERROR = 'Error cleaning up text';
export const CLEAN_UP_APPLIED = 'Text updated successfully';

interface Proposal {
  /** The field's text as it was, untrimmed: what Undo puts back. */
  original: string;
  before: string;
  after: string;
  changes: ReadonlyArray<string>;
  provider: string;
  lines: ReadonlyArray<AiLineData>;
}

interface CleanUpButtonProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** After Apply: the text put in and its provenance (a visit step keeps it as an AI draft). */
  onApplied?: (applied: CleanUpApplied) => void;
  disabled?: boolean;
}

export function CleanUpButton({ label, value, onChange, onApplied, disabled = false }: CleanUpButtonProps) {
  const [cleanUp, busy] = useCleanUpText();
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const empty = value.trim() === '';
  // The field's text now, for an Undo pressed after later renders.
  const latest = useRef(value);
  latest.current = value;

  const propose = async () => {
    const before = value.trim();
    if (!before) return;
    try {
      // The dialog opens with its sources panel drawn, so Apply does not move as the panel arrives;
      // without the panel's chunk the proposal still opens (the panel then arrives as it can).
      const [{ cleanUpText: result }] = await Promise.all([cleanUp({ input: { text: before } }), preloadAiSourcesPanel().catch(() => undefined)]);
      if (result?.__typename === 'CleanUpTextSuccess' && result.improvedText !== undefined) {
        setProposal({ original: value, before, after: result.improvedText, changes: result.changes ?? [], provider: result.provider ?? '', lines: result.lines ?? [] });
        return;
      }
      notify('error', CLEAN_UP_ERROR, result && 'message' in result ? result.message : undefined);
    } catch (error) {
      notify('error', CLEAN_UP_ERROR, error instanceof Error ? error.message : undefined);
    }
  };

  const apply = () => {
    if (!proposal) return;
    const { original, before, after, provider, lines } = proposal;
    onChange(after);
    if (after !== before) onApplied?.({ text: after, provider, input: before, lines });
    setProposal(null);
    notify('success', CLEAN_UP_APPLIED, undefined, [{ label: UNDO, onAction: () => latest.current === after && onChange(original) }]);
  };

  return (
    <>
      <button type="button" onClick={propose} disabled={disabled || empty || busy} aria-busy={busy || undefined} className={toolButtonClasses(disabled || empty || busy)}>
        <span aria-hidden="true">✦</span>
        {busy ? 'Cleaning up…' : 'AI Clean-up'}
      </button>
      <Modal
        open={proposal !== null}
        onOpenChange={(open) => !open && setProposal(null)}
        title="AI Clean-up"
        description={`${label}: check the proposed text. Apply replaces the field's text; Cancel keeps it as it is.`}
        width={680}
        stacked
        footer={
          <>
            <Button variant="secondary" onClick={() => setProposal(null)}>
              Cancel
            </Button>
            <Button onClick={apply}>Apply</Button>
          </>
        }
      >
        {proposal && (
          <div className="space-y-4">
            <div className="grid gap-4 md:grid-cols-2">
              <section aria-labelledby="clean-up-before" className="space-y-1.5">
                <h3 id="clean-up-before" className="flex h-6 items-center text-sm font-semibold text-slate-700">
                  Before
                </h3>
                <p className="min-h-20 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800">{proposal.before}</p>
              </section>
              <section aria-labelledby="clean-up-after" className="space-y-1.5">
                <h3 id="clean-up-after" className="flex h-6 items-center gap-2 text-sm font-semibold text-slate-700">
                  After <AiTag />
                </h3>
                <p className="min-h-20 rounded-lg border border-teal-200 bg-teal-50 p-3 text-sm whitespace-pre-wrap text-slate-900">{proposal.after}</p>
              </section>
            </div>
            {proposal.changes.length > 0 ? (
              <div>
                <h3 className="text-sm font-semibold text-slate-700">What changed</h3>
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
                  {proposal.changes.map((change, index) => (
                    <li key={index}>{change}</li>
                  ))}
                </ul>
              </div>
            ) : (
              <p className="text-sm text-slate-700">{proposal.before === proposal.after ? 'No changes were needed.' : ''}</p>
            )}
            {proposal.before !== proposal.after && <LazyAiSourcesPanel title="Sources of the proposal" inputLabel="Before" input={proposal.before} groups={[{ lines: proposal.lines }]} />}
            <p className="text-xs text-slate-600">Proposed by the {proposal.provider === 'rules' ? 'built-in rules engine' : proposal.provider}.</p>
          </div>
        )}
      </Modal>
    </>
  );
}
