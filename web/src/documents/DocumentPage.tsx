// The public pages of a visit's PDF documents: /final-visit-summary,
// /soap-clinical-note and /treatment-plan-summary, each ?token=<document link token> from the
// summary e-mail. No session: the page asks the public port whether the link opens
// (/documents/<token>/check) and then shows the PDF, which the server renders, 90vh high
// (spec 002 section 9), with a download link; otherwise the server's reason ('Token has
// Expired.', 'This link is not valid.', 'Summary not available for this visit'), and for an
// expired link the clinic sent, how to reach that clinic.
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { focusRing } from '../ui/Button';
import { ClinicContactNotice, type ClinicContact } from '../ui/ClinicContactNotice';
import { InlineNotice } from '../ui/InlineNotice';
import { Logo } from '../ui/Logo';
import { Spinner } from '../ui/Spinner';

export const LINK_NOT_VALID = 'This link is not valid.';
const UNREACHABLE = 'The document could not be loaded just now. Please try again later.';
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

type State = { kind: 'checking' } | { kind: 'ready'; url: string } | { kind: 'refused'; message: string; clinic?: ClinicContact | null };

async function check(token: string): Promise<State> {
  try {
    const response = await fetch(`/documents/${token}/check`, { headers: { accept: 'application/json' } });
    if (response.ok) return { kind: 'ready', url: `/documents/${token}` };
    const body = (await response.json().catch(() => null)) as { message?: string; clinic?: ClinicContact } | null;
    return { kind: 'refused', message: body?.message ?? UNREACHABLE, clinic: body?.clinic ?? null };
  } catch {
    return { kind: 'refused', message: UNREACHABLE };
  }
}

export function DocumentPage({ title }: { title: string }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'checking' });

  useEffect(() => {
    if (!TOKEN.test(token)) {
      setState({ kind: 'refused', message: LINK_NOT_VALID });
      return;
    }
    let current = true;
    setState({ kind: 'checking' });
    void check(token).then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center px-6 py-4">
          <Link to="/" aria-label="VetChart home" className={`rounded-lg ${focusRing}`}>
            <Logo />
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-6 py-6">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
          {state.kind === 'ready' && (
            <a href={state.url} download className="text-sm font-medium text-teal-700 underline">
              Download (PDF)
            </a>
          )}
        </div>
        <div className="mt-4">
          {state.kind === 'checking' && (
            <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner /> Loading the document...
            </p>
          )}
          {state.kind === 'refused' && (
            <>
              <InlineNotice tone="error">{state.message}</InlineNotice>
              {state.clinic && <ClinicContactNotice clinic={state.clinic} />}
            </>
          )}
          {state.kind === 'ready' && (
            <object data={state.url} type="application/pdf" aria-label={title} className="h-[90vh] w-full rounded-xl border border-slate-200 bg-white">
              <div className="p-6 text-slate-700">
                <p>Your browser cannot show the document here.</p>
                <a href={state.url} className="mt-2 inline-block font-medium text-teal-700 underline">
                  Download the {title} (PDF)
                </a>
              </div>
            </object>
          )}
        </div>
      </main>
    </div>
  );
}
