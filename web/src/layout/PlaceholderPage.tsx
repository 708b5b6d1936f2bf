import { useLocation } from 'react-router';
import { pageTitle } from './pageTitle';

/** A dashboard area whose feature has not been built yet: its title and nothing that pretends to work. */
export function PlaceholderPage() {
  const title = pageTitle(useLocation().pathname);
  return (
    <section aria-labelledby="placeholder-title" className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
      <h2 id="placeholder-title" className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-slate-600">This area is not available yet.</p>
    </section>
  );
}
