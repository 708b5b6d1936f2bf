import { WarningMark } from './PublicLinkPage';

/** What a page shows to someone whose role may not open it (the server refuses them too). */
export function PermissionDenied() {
  return (
    <section role="alert" className="rounded-2xl border border-slate-200 bg-white p-10 text-center shadow-sm">
      <WarningMark />
      <p className="mt-4 text-lg font-semibold text-slate-900">Sorry, you don't have permission to access this page.</p>
      <p className="mt-1 text-sm text-slate-600">Ask an administrator of your clinic if you need access.</p>
    </section>
  );
}
