// /d/knowledge-base/{tab} (spec 001 section 2.1): a back header and the tabs in the spec's
// order; switching tab changes the path, and the panel of the path's tab shows its list.
import { Suspense, useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { BackHeader } from '../ui/BackHeader';
import { focusRing } from '../ui/Button';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { notify } from '../ui/notifications/notificationStore';
import { PageSkeleton } from '../ui/Skeleton';
import { KNOWLEDGE_BASE_TABS, knowledgeBasePath } from './knowledgeBaseTabs';

interface KnowledgeBasePageProps {
  tab: string;
  children: ReactNode;
}

export function KnowledgeBasePage({ tab, children }: KnowledgeBasePageProps) {
  const navigate = useNavigate();
  const tabRefs = useRef<Array<HTMLAnchorElement | null>>([]);

  // Ten tabs do not fit a narrow window: the open one is scrolled into the tab strip's view.
  useEffect(() => {
    const index = KNOWLEDGE_BASE_TABS.findIndex((entry) => entry.key === tab);
    tabRefs.current[index]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  // Arrow keys, Home and End move between tabs, as in any tab list.
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = KNOWLEDGE_BASE_TABS.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    tabRefs.current[next]?.focus();
    navigate(knowledgeBasePath(KNOWLEDGE_BASE_TABS[next]!.key));
  };

  return (
    <div className="space-y-5">
      <BackHeader title="Knowledge Base" />
      <div role="tablist" aria-label="Knowledge base lists" className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {KNOWLEDGE_BASE_TABS.map((entry, index) => {
          const selected = entry.key === tab;
          return (
            <Link
              key={entry.key}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              to={knowledgeBasePath(entry.key)}
              role="tab"
              id={`kb-tab-${entry.key}`}
              aria-selected={selected}
              aria-controls="kb-panel"
              tabIndex={selected ? 0 : -1}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap ${focusRing} ${
                selected ? 'border-teal-700 text-teal-800' : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {entry.label}
            </Link>
          );
        })}
      </div>
      <div role="tabpanel" id="kb-panel" aria-labelledby={`kb-tab-${tab}`}>
        <ErrorBoundary
          key={tab}
          fallback={<p className="text-sm text-slate-600">This list could not be loaded. Please try again.</p>}
          onError={(error) => notify('error', 'Error', error.message || 'An Error Occurred')}
        >
          <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
        </ErrorBoundary>
      </div>
    </div>
  );
}
