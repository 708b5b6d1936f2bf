// The sources panel of AI lines (AiSourcesPanel), loaded when a form first shows one. The AI text
// tools' module re-exports it, so a step that shows both pays one small chunk; the clean-up dialog,
// itself inside the text tools, imports it from here.
import { lazy, Suspense, useState } from 'react';
import type { AiSourcesPanelProps } from './AiSourcesPanel';

type PanelModule = typeof import('./AiSourcesPanel');
let panelModule: Promise<PanelModule> | undefined;
let loadedModule: PanelModule | undefined;

/**
 * Starts loading the panel's chunk (once). A dialog that shows the panel opens after it has loaded:
 * the panel arriving in an open, centred dialog would grow it and move its buttons under a click.
 */
export function preloadAiSourcesPanel(): Promise<PanelModule> {
  panelModule ??= import('./AiSourcesPanel').then(
    (module) => (loadedModule = module),
    (error: unknown) => {
      panelModule = undefined;
      throw error;
    },
  );
  return panelModule;
}

const AiSourcesPanel = lazy(async () => ({ default: (await preloadAiSourcesPanel()).AiSourcesPanel }));

export function LazyAiSourcesPanel(props: AiSourcesPanelProps) {
  // Loaded before this panel was first drawn: drawn in the same render (lazy would suspend for a
  // tick the first time). Kept per panel, so a panel first drawn lazily is never remounted.
  const [loaded] = useState(() => loadedModule);
  if (loaded) return <loaded.AiSourcesPanel {...props} />;
  return (
    <Suspense fallback={null}>
      <AiSourcesPanel {...props} />
    </Suspense>
  );
}
