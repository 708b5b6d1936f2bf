// The completion page (spec 002 section 1 and 2.1): the SOAP process is complete and the client
// was e-mailed the visit's summary. Closing it leaves the visit for the pet's information.
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../ui/Button';
import { petInfoSearch } from '../visitSteps';

export const COMPLETE_TITLE = 'SOAP Process Complete';

export function VisitComplete({ titleId, petName, emailedTo }: { titleId: string; petName: string; emailedTo: string | null }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.scrollIntoView({ block: 'center' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-10 text-center">
      <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-3xl text-emerald-700">
        ✓
      </span>
      <h3 id={titleId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
        {COMPLETE_TITLE}
      </h3>
      <p className="text-slate-700">The SOAP process for {petName} is complete.</p>
      <p role="status" className="text-slate-700">
        {emailedTo ? (
          <>
            An email with the visit summary has been sent to the client at <strong className="break-words">{emailedTo}</strong>.
          </>
        ) : (
          'The client has no e-mail address on file, so no summary e-mail was sent.'
        )}
      </p>
      <Button onClick={() => navigate({ search: petInfoSearch(searchParams).toString() })}>Close</Button>
    </div>
  );
}
