/** What a page shows to someone whose role may not open it (the server refuses them too). */
export function PermissionDenied() {
  return (
    <section role="alert" className="rounded-2xl border border-slate-200 bg-white p-10 text-center shadow-sm">
      <span aria-hidden="true" className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-100 text-2xl text-amber-700">
        !
      </span>
      <p className="mt-4 text-lg font-semibold text-slate-900">Sorry, you don't have permission to access this page.</p>
      <p className="mt-1 text-sm text-slate-600">Ask an administrator of your clinic if you need access.</p>
    </section>
  );
}
