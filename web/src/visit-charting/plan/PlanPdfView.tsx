// After the plan is signed (spec 002 section 2.6): the signed plan's PDF, rendered by the server
// from the signed snapshot, with View Result (the results step), Back (the plan) and Done.
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { InlineNotice } from '../../ui/InlineNotice';
import { PdfViewer } from '../../ui/PdfViewer';
import { Skeleton } from '../../ui/Skeleton';
import { usePlanDocumentLink } from './mutations/usePlanDocumentLink';
import { PLAN_TITLE } from './planDocument';

interface PlanPdfViewProps {
  titleId: string;
  visitId: string;
  onViewResult: () => void;
  onBack: () => void;
  onDone: () => void;
  finishing: boolean;
}

type Link = { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed'; message: string };

export function PlanPdfView({ titleId, visitId, onViewResult, onBack, onDone, finishing }: PlanPdfViewProps) {
  const [createLink] = usePlanDocumentLink();
  const [link, setLink] = useState<Link>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The view replaces the plan where the person pressed Approve or Continue, far down the page:
  // its title and buttons come into view, and focus starts there.
  useEffect(() => {
    headingRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    let current = true;
    setLink({ state: 'loading' });
    createLink({ input: { visitId, kind: 'TREATMENT_PLAN' } })
      .then(({ createVisitDocumentLink: result }) => {
        if (!current) return;
        if (result.__typename === 'CreateVisitDocumentLinkSuccess' && result.url) setLink({ state: 'ready', url: result.url });
        else setLink({ state: 'failed', message: result.message || 'The PDF could not be prepared.' });
      })
      .catch((error: unknown) => current && setLink({ state: 'failed', message: error instanceof Error ? error.message : 'The PDF could not be prepared.' }));
    return () => {
      current = false;
    };
  }, [createLink, visitId, attempt]);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={titleId} ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-lg font-semibold text-slate-900 focus:outline-none">
          {PLAN_TITLE} (signed)
        </h3>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={onViewResult}>
            View Result
          </Button>
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
          <Button onClick={onDone} busy={finishing}>
            Done
          </Button>
        </div>
      </div>
      {link.state === 'loading' && (
        <div role="status">
          <span className="sr-only">Preparing the PDF…</span>
          <Skeleton className="h-[60vh] w-full" />
        </div>
      )}
      {link.state === 'failed' && (
        <InlineNotice tone="error">
          <p>{link.message}</p>
          <Button variant="secondary" className="mt-3 px-3 py-1.5" onClick={() => setAttempt((count) => count + 1)}>
            Try again
          </Button>
        </InlineNotice>
      )}
      {link.state === 'ready' && <PdfViewer url={link.url} title="Signed treatment plan" />}
    </div>
  );
}
