// The sources panel of AI lines (AiSourcesPanel), loaded when a form first shows one. The AI text
// tools' module re-exports it, so a step that shows both pays one small chunk; the clean-up dialog,
// itself inside the text tools, imports it from here.
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
