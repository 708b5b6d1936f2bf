// AiTextTools loaded when a form first shows it; until then a placeholder keeps the label row's
// height so the field does not move.
import { lazy, Suspense } from 'react';
import type { AiTextToolsProps } from './AiTextTools';

const AiTextTools = lazy(async () => ({ default: (await import('./AiTextTools')).AiTextTools }));

export function LazyAiTextTools(props: AiTextToolsProps) {
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block h-6" />}>
      <AiTextTools {...props} />
    </Suspense>
  );
}
