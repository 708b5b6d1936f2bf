import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { clearUnavailableServices, useUnavailableServices } from './unavailableServices';

/** One notice for the parts of this screen that could not be loaded; cleared on navigation. */
export function UnavailableServicesNotice() {
  const messages = useUnavailableServices();
  const { pathname } = useLocation();
  useEffect(() => clearUnavailableServices, [pathname]);
  if (!messages.length) return null;
  return (
    <div role="status" className="mb-4 flex items-start justify-between gap-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <div>
        <p className="font-medium">Some information on this page could not be loaded.</p>
        {messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      <button type="button" className="shrink-0 rounded px-2 py-1 font-medium underline hover:bg-amber-100" onClick={clearUnavailableServices}>
        Dismiss
      </button>
    </div>
  );
}
