// An AI draft's sources in a dialog (opened from its 'AI draft' badge): the lines the AI feature
// answered when it wrote the draft, kept by the server, with the sources panel's highlighting.
// Read when opened, so the steps' own queries stay small.
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AiSourcesDialogQuery } from '../__generated__/AiSourcesDialogQuery.graphql';
import { Modal } from '../ui/Modal';
import { Spinner } from '../ui/Spinner';
import { AiSourcesPanel } from './AiSourcesPanel';

const query = graphql`
  query AiSourcesDialogQuery($id: ID!) {
    node(id: $id) {
      ... on AiDraft {
        sourceText
        lines {
          ...aiLineFragment_line @relay(mask: false)
        }
      }
    }
  }
`;

function DraftSources({ draftId }: { draftId: string }) {
  const { node } = useLazyLoadQuery<AiSourcesDialogQuery>(query, { id: draftId });
  const lines = node?.lines ?? [];
  if (lines.length === 0) return <p className="text-sm text-slate-700">No sources were kept with this AI draft.</p>;
  return <AiSourcesPanel title="AI lines" inputLabel="Text the AI read" input={node?.sourceText ?? ''} groups={[{ lines }]} />;
}

interface AiSourcesDialogProps {
  draftId: string;
  part: string;
  featureLabel: string;
  onClose: () => void;
}

export function AiSourcesDialog({ draftId, part, featureLabel, onClose }: AiSourcesDialogProps) {
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={`Sources of ${part}`} description={`What ${featureLabel} read, and where each line it wrote came from.`} width={820}>
      <Suspense fallback={<Spinner />}>
        <DraftSources draftId={draftId} />
      </Suspense>
    </Modal>
  );
}
