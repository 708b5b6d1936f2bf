import { focusRing } from '../ui/Button';

/** The small buttons beside a field (dictation, clean-up, AI helpers). */
export const toolButtonClasses = (unavailable: boolean) =>
  `inline-flex items-center gap-1.5 rounded-md border px-2 py-1 text-xs font-semibold ${focusRing} ${
    unavailable ? 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
  }`;
