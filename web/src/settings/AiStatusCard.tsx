// The settings hub's AI Assistant card: which AI provider answers — the built-in rules
// engine or an OpenAI-compatible server and its chat model — and whether dictation is available;
// its details name the server setting that turns dictation on. The provider is chosen by the server's environment,
// so the card only tells; the details open in a modal. The status is read by the card itself,
// beside the hub's query: an AI engine that does not answer leaves the rest of the hub working.
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AiStatusCardQuery } from '../__generated__/AiStatusCardQuery.graphql';
import { DICTATION_NOT_SET_UP } from '../ai/dictation/transcriptionFailure';
import { Button } from '../ui/Button';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { Modal } from '../ui/Modal';
import { Spinner } from '../ui/Spinner';
import { SettingsCard } from './SettingsCard';
import { partUnavailableMessage } from '../ui/PartUnavailable';

const statusQuery = graphql`
  query AiStatusCardQuery {
    aiStatus {
      provider
      description
      languageModel
      chatModel
      dictationAvailable
      dictationSetting
      dictationDescription
    }
  }
`;

const PROVIDER_NAMES: Record<string, string> = { RULES: 'Built-in rules engine', OPENAI: 'OpenAI-compatible server' };

function Badge({ on, children }: { on: boolean; children: string }) {
  return (
    <span className={`inline-flex shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${on ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-slate-100 text-slate-700 ring-slate-200'}`}>
      {children}
    </span>
  );
}

export function AiStatusCard({ title }: { title: string }) {
  return (
    <ErrorBoundary fallback={<SettingsCard title={title} description="The AI status could not be loaded. Reload the page to try again." disabled />}>
      <Suspense fallback={<SettingsCard title={title} description="Checking which AI provider answers…" status={<Spinner />} disabled />}>
        <LoadedAiStatusCard title={title} />
      </Suspense>
    </ErrorBoundary>
  );
}

function LoadedAiStatusCard({ title }: { title: string }) {
  const { aiStatus: status } = useLazyLoadQuery<AiStatusCardQuery>(statusQuery, {}, { fetchPolicy: 'store-and-network' });
  const [open, setOpen] = useState(false);
  // Null when the service did not answer: the card's error boundary says so, as before the field
  // became nullable for the visit steps.
  if (!status) throw new Error(partUnavailableMessage('AI status'));
  const aiStatus = status;
  const provider = PROVIDER_NAMES[aiStatus.provider] ?? aiStatus.provider;
  const model = aiStatus.chatModel ? ` (${aiStatus.chatModel})` : '';
  // The card's line is read by all staff: the words they can act on. The setting's name stays in the
  // details below, for whoever runs the server.
  const dictation = aiStatus.dictationAvailable ? 'Dictation is available.' : DICTATION_NOT_SET_UP;
  return (
    <>
      <SettingsCard title={title} description={`${provider}${model}. ${dictation}`} status={<Badge on={aiStatus.languageModel}>{aiStatus.languageModel ? 'Language model' : 'Rules'}</Badge>} onSelect={() => setOpen(true)} />
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="AI Assistant"
        width={560}
        footer={
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Close
          </Button>
        }
      >
        <dl className="space-y-4 text-sm">
          <div>
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Active provider</dt>
            <dd className="mt-1 flex flex-wrap items-center gap-2 text-slate-900">
              <span className="font-medium">{provider}</span>
              <Badge on={aiStatus.languageModel}>{aiStatus.languageModel ? 'Language model' : 'No language model'}</Badge>
            </dd>
            <dd className="mt-1 text-slate-700">{aiStatus.description}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Chat model</dt>
            <dd className="mt-1 text-slate-900">{aiStatus.chatModel ?? 'None: the rules engine answers without a model.'}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Dictation</dt>
            <dd className="mt-1 flex flex-wrap items-center gap-2 text-slate-900">
              <Badge on={aiStatus.dictationAvailable}>{aiStatus.dictationAvailable ? 'Available' : 'Not available'}</Badge>
              <span>
                Turned on by the server setting <code className="rounded bg-slate-100 px-1 py-0.5 text-xs">{aiStatus.dictationSetting}</code>.
              </span>
            </dd>
            <dd className="mt-1 text-slate-700">{aiStatus.dictationDescription}</dd>
          </div>
        </dl>
      </Modal>
    </>
  );
}
