// The Smart Recommendations switch of the Assessment step (spec 002 section 4; section 8's
// messages): the clinic's setting, kept as clinic config by the server (created 'on' when absent),
// changed by someone who may chart visits. After a change the step asks for its suggestions again.
import { useId } from 'react';
import { useAccess } from '../../auth/access';
import { focusRing } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { notify } from '../../ui/notifications/notificationStore';
import { useSetSmartRecommendations } from './mutations/useSetSmartRecommendations';

export const SMART_ON = 'Smart Recommendations turned on';
export const SMART_OFF = 'Smart Recommendations turned off';
export const SMART_FAILED = 'Failed to update AI status';

interface SmartRecommendationsToggleProps {
  enabled: boolean;
  /** The suggestions are being asked for again. */
  refreshing: boolean;
  onChanged: () => void;
}

export function SmartRecommendationsToggle({ enabled, refreshing, onChanged }: SmartRecommendationsToggleProps) {
  const labelId = useId();
  const canChange = useAccess().can('Add Visit');
  const [setSmartRecommendations, saving] = useSetSmartRecommendations();

  const toggle = async () => {
    const next = !enabled;
    try {
      const { setSmartRecommendations: result } = await setSmartRecommendations(next);
      if (result.__typename === 'SetSmartRecommendationsSuccess' && result.aiSettings) {
        notify('success', result.aiSettings.smartRecommendations ? SMART_ON : SMART_OFF);
        onChanged();
        return;
      }
      notify('error', SMART_FAILED, result.message);
    } catch (error) {
      notify('error', SMART_FAILED, error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <div className="inline-flex items-center gap-2">
      <button
        type="button"
        role="switch"
        aria-checked={enabled}
        aria-labelledby={labelId}
        disabled={!canChange || saving}
        onClick={() => void toggle()}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition disabled:cursor-not-allowed disabled:opacity-60 ${enabled ? 'bg-violet-700' : 'bg-slate-400'} ${focusRing}`}
      >
        <span aria-hidden="true" className={`inline-block size-5 rounded-full bg-white shadow transition ${enabled ? 'translate-x-5.5' : 'translate-x-0.5'}`} />
      </button>
      <span id={labelId} className="text-sm font-medium text-slate-800">
        Smart Recommendations
      </span>
      {(saving || refreshing) && <Spinner />}
      {refreshing && <span className="sr-only">Updating the AI suggestions…</span>}
    </div>
  );
}
