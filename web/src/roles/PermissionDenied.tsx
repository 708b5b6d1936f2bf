// What a screen shows someone whose role may not use it (spec section 2, Integrations wording,
// used by every restricted admin screen). The server refuses their calls anyway.
export function PermissionDenied() {
  return (
    <section role="alert" className="rounded-2xl border border-slate-200 bg-white px-8 py-16 text-center shadow-sm">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mx-auto size-10 text-slate-400" fill="none" stroke="currentColor" strokeWidth="1.6">
        <path d="M6 10V8a6 6 0 1112 0v2M5 10h14v10H5zM12 14v3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <p className="mt-4 text-base font-medium text-slate-800">Sorry, you don't have permission to access this page.</p>
    </section>
  );
}
