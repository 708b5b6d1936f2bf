// The heading row of an admin screen: a Back button (to where the person came from, or the
// settings hub when they opened the page directly), the screen's name, and its main actions.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { focusRing } from './Button';

export function BackHeader({ title, id, children }: { title: string; id?: string; children?: ReactNode }) {
  const navigate = useNavigate();
  const back = () => {
    const cameFromApp = (window.history.state as { idx?: number } | null)?.idx;
    if (cameFromApp) navigate(-1);
    else navigate('/d/settings');
  };
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={back}
          className={`inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 ${focusRing}`}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M15 6l-6 6 6 6" />
          </svg>
          Back
        </button>
        <h2 id={id} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
      </div>
      {children && <div className="flex items-center gap-3">{children}</div>}
    </div>
  );
}
