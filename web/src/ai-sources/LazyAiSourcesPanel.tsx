// AiSourcesPanel loaded when AI lines are first shown: the screens that show AI output keep it out
// of their own bundle.
import { lazy, Suspense } from 'react';
import type { AiSourcesPanelProps } from './AiSourcesPanel';

const AiSourcesPanel = lazy(async () => ({ default: (await import('./AiSourcesPanel')).AiSourcesPanel }));

export function LazyAiSourcesPanel(props: AiSourcesPanelProps) {
  return (
    <Suspense fallback={null}>
      <AiSourcesPanel {...props} />
    </Suspense>
  );
}
