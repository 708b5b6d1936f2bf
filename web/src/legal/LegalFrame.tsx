import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../ui/Button';
import { Logo } from '../ui/Logo';

/** The frame of the public legal pages: the logo, a title and the document. */
export function LegalFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center px-6 py-4">
          <Link to="/" aria-label="VetChart home" className={`rounded-lg ${focusRing}`}>
            <Logo />
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-6 py-8">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
