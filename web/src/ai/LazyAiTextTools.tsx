// The AI parts a form loads when it first shows them: AiTextTools (until loaded, a placeholder
// keeps the label row's height so the field does not move), and the sources panel of AI lines
// (re-exported from ai-sources/LazyAiSourcesPanel, so a step imports both from one place).
import { lazy, Suspense } from 'react';
import type { AiTextToolsProps } from './AiTextTools';

export { LazyAiSourcesPanel } from '../ai-sources/LazyAiSourcesPanel';

const AiTextTools = lazy(async () => ({ default: (await import('./AiTextTools')).AiTextTools }));

export function LazyAiTextTools(props: AiTextToolsProps) {
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block h-6" />}>
      <AiTextTools {...props} />
    </Suspense>
  );
}
