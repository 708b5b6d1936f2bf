// An AI draft's sources in a dialog (opened from its 'AI draft' badge): the lines the AI feature
// answered when it wrote the draft, kept by the server, with the sources panel's highlighting.
import { Modal } from '../ui/Modal';
import { AiSourcesPanel } from './AiSourcesPanel';
import type { AiLineData } from './aiSources';

interface AiSourcesDialogProps {
  part: string;
  featureLabel: string;
  input: string;
  lines: ReadonlyArray<AiLineData>;
  onClose: () => void;
}

export function AiSourcesDialog({ part, featureLabel, input, lines, onClose }: AiSourcesDialogProps) {
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={`Sources of ${part}`} description={`What ${featureLabel} read, and where each line it wrote came from.`} width={820}>
      <AiSourcesPanel title="AI lines" inputLabel="Text the AI read" input={input} groups={[{ lines }]} />
    </Modal>
  );
}
