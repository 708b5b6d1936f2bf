// The AI parts a form loads when it first shows them, in one module so a step pays one small chunk
// for both: AiTextTools (until loaded, a placeholder keeps the label row's height so the field
// does not move) and the sources panel of AI lines (AiSourcesPanel).
import { lazy, Suspense } from 'react';
import type { AiSourcesPanelProps } from '../ai-sources/AiSourcesPanel';
import type { AiTextToolsProps } from './AiTextTools';

const AiTextTools = lazy(async () => ({ default: (await import('./AiTextTools')).AiTextTools }));
const AiSourcesPanel = lazy(async () => ({ default: (await import('../ai-sources/AiSourcesPanel')).AiSourcesPanel }));

export function LazyAiTextTools(props: AiTextToolsProps) {
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block h-6" />}>
      <AiTextTools {...props} />
    </Suspense>
  );
}

export function LazyAiSourcesPanel(props: AiSourcesPanelProps) {
  return (
    <Suspense fallback={null}>
      <AiSourcesPanel {...props} />
    </Suspense>
  );
}
