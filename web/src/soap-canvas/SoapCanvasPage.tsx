// /d/SOAPCanvas?pet=…&visitId=…&source=… (spec 003 sections 2.2, 4, 8): the older SOAP canvas. The
// pet header, the subjective-info widget, the template panel (label:code entries, drag and drop
// with a keyboard alternative), the history drawer (the pet's visits), the chat session (the
// canvas record's chat history with its template), and Finalize with the final-note modal (save,
// export to the PIMS, edit the content). The modal starts from the saved note, or from the
// assistant's latest reply while none is saved (a canvas started from the chat); Export saves the
// modal's text first when it differs from the saved note, and exports only once that save went
// through. Edits not saved stay in the modal when it closes, and leaving the page asks first.
// Without a pet: 'No pet selected. Please select a pet to continue with SOAP Canvas.'
import { useState } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { SoapCanvasPageQuery } from '../__generated__/SoapCanvasPageQuery.graphql';
import type { SoapCanvasPage_canvas$key } from '../__generated__/SoapCanvasPage_canvas.graphql';
import { useSession } from '../auth/session';
import { canvasEditorPath, choosePetForCanvasPath, formatVisitDate, soapCanvasPath } from '../pet-profile/petProfileLinks';
import { Button, buttonClasses } from '../ui/Button';
import { Drawer } from '../ui/Drawer';
import { InlineNotice } from '../ui/InlineNotice';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/notifications/notificationStore';
import { Tooltip } from '../ui/Tooltip';
import { UnsavedChangesGuard } from '../visit-charting/UnsavedChangesGuard';
import { VisitSummaryBar } from '../visit-charting/VisitSummaryBar';
import {
  canFinalizeAs,
  EXPORTED_TEXT,
  FINALIZE_FORBIDDEN_TEXT,
  FINALIZED_TEXT,
  finalizeFailedText,
  finalNoteStart,
  latestAssistantReply,
  NO_SESSION_TEXT,
  NO_TEMPLATE_TEXT,
  SAVE_FIRST_TEXT,
  SAVED_TEXT,
} from './canvasRules';
import { Confetti } from './Confetti';
import { useFinalizeSoapCanvas } from './mutations/useFinalizeSoapCanvas';
import { useSaveSoapCanvas } from './mutations/useSaveSoapCanvas';
import { useSendSoapCanvasChatMessage } from './mutations/useSendSoapCanvasChatMessage';
import { TemplatePanel } from './TemplatePanel';
import type { AiLineData } from '../ai-sources/aiSources';
import { LazyAiSourcesPanel } from '../ai/LazyAiTextTools';
import { AiDraftBadge } from '../ai-drafts/AiDraftBadge';
import { draftOfField, sourcesMark } from '../ai-drafts/aiDraftFields';
import { useVisitAiDrafts } from '../ai-drafts/useVisitAiDrafts';
import { useAccess } from '../auth/access';
import { PracticeExportStatus } from '../write-back/PracticeExportStatus';
import { NOT_WRITTEN_BACK_TEXT } from '../write-back/practiceExportText';

export const NO_PET_TEXT = 'No pet selected. Please select a pet to continue with SOAP Canvas.';

export const soapCanvasPageQuery = graphql`
  query SoapCanvasPageQuery($petId: ID!, $visitId: ID!, $hasVisit: Boolean!) {
    soapTemplates(status: ACTIVE) {
      id
      code
      name
      content {
        section
        value
        fields {
          name
        }
      }
    }
    pet: node(id: $petId) {
      __typename
      ... on Pet {
        id
        name
        ...VisitSummaryBar_pet
        visits(first: 50) {
          edges {
            node {
              id
              name
              createdAt
              status {
                name
              }
            }
          }
        }
      }
    }
    visit: node(id: $visitId) @include(if: $hasVisit) {
      __typename
      ... on Visit {
        id
        name
        isLocked
        subjectiveNote {
          chiefComplaint {
            complaint
          }
          reasonForConsultation {
            generalHealth
            otherCases
          }
          additionalNotes {
            triageNotes
            appetite
            waterIntake
            medications
          }
        }
        soapCanvas {
          id
          ...SoapCanvasPage_canvas
        }
        ...useVisitAiDrafts_visit
      }
    }
  }
`;

const canvasFragment = graphql`
  fragment SoapCanvasPage_canvas on SoapCanvas {
    id
    templateCode
    finalSoap
    prompt
    version
    isFinalized
    chatHistory {
      role
      content
      at
    }
    practiceExport {
      ...PracticeExportStatus_practiceExport
    }
  }
`;

export interface SoapCanvasLoaderData {
  petId: string;
  source: string;
  visitId: string;
  queryRef: PreloadedQuery<SoapCanvasPageQuery> | null;
}

export function SoapCanvasPage() {
  const { petId, source, visitId, queryRef } = useLoaderData() as SoapCanvasLoaderData;
  if (!queryRef || !petId) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold text-slate-900">SOAP Canvas</h1>
        <InlineNotice tone="info">{NO_PET_TEXT}</InlineNotice>
        <Link to={choosePetForCanvasPath} className={buttonClasses('secondary')}>
          Choose a pet
        </Link>
      </div>
    );
  }
  return <Canvas queryRef={queryRef} petId={petId} source={source} visitId={visitId} />;
}

function Canvas({ queryRef, petId, source, visitId }: { queryRef: PreloadedQuery<SoapCanvasPageQuery>; petId: string; source: string; visitId: string }) {
  const data = usePreloadedQuery(soapCanvasPageQuery, queryRef);
  const [historyOpen, setHistoryOpen] = useState(false);
  const { pet } = data;
  if (pet?.__typename !== 'Pet') {
    return <InlineNotice tone="info">{NO_PET_TEXT}</InlineNotice>;
  }
  const visit = data.visit?.__typename === 'Visit' ? data.visit : null;
  const visits = pet.visits?.edges.map((edge) => edge.node) ?? [];
  const canvasPath = (id: string) => soapCanvasPath({ petId, source, visitId: id });
  return (
    <div className="space-y-4">
      <h1 className="sr-only">SOAP Canvas</h1>
      <VisitSummaryBar pet={pet}>
        <Button variant="secondary" onClick={() => setHistoryOpen(true)}>
          History
        </Button>
      </VisitSummaryBar>
      {!visit ? (
        <InlineNotice tone="info">Choose one of {pet.name}'s visits in History to work on its SOAP note.</InlineNotice>
      ) : (
        <VisitCanvas key={visit.id} visit={visit} templates={data.soapTemplates} editorPath={canvasEditorPath({ petId, source, visitId })} />
      )}
      <Drawer open={historyOpen} onOpenChange={setHistoryOpen} title={`${pet.name}'s visits`} width={626}>
        {visits.length === 0 ? (
          <p className="text-slate-600">No visits yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {visits.map((entry) => (
              <li key={entry.id} className="flex items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-medium text-slate-900">{entry.name}</span>
                  <span className="block text-sm text-slate-600">
                    {formatVisitDate(entry.createdAt)} · {entry.status.name}
                  </span>
                </span>
                <Link to={canvasPath(entry.id)} onClick={() => setHistoryOpen(false)} className={buttonClasses('secondary')} aria-current={entry.id === visit?.id ? 'page' : undefined}>
                  Open
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Drawer>
    </div>
  );
}

type PageData = SoapCanvasPageQuery['response'];
type VisitData = Extract<NonNullable<PageData['visit']>, { __typename: 'Visit' }>;

function VisitCanvas({ visit, templates, editorPath }: { visit: VisitData; templates: PageData['soapTemplates']; editorPath: string }) {
  const canvas = useFragment<SoapCanvasPage_canvas$key>(canvasFragment, visit.soapCanvas ?? null);
  const session = useSession();
  const mayFinalize = canFinalizeAs(session?.viewer.role.name);
  const [templateCode, setTemplateCode] = useState(canvas?.templateCode ?? '');
  const [message, setMessage] = useState('');
  const [chatNotice, setChatNotice] = useState('');
  // What the AI engine says of its latest reply (the rules engine's sections still empty): shown, never part of the note.
  const [replyNotice, setReplyNotice] = useState('');
  // The latest reply's lines, and the conversation (the person's messages) their spans point into.
  const [replySources, setReplySources] = useState<{ input: string; lines: ReadonlyArray<AiLineData> } | null>(null);
  // The latest reply of this session and who wrote it: a final note saved as that text is its AI draft.
  const [lastReply, setLastReply] = useState<{ text: string; provider: string } | null>(null);
  const drafts = useVisitAiDrafts(visit);
  const [finalOpen, setFinalOpen] = useState(false);
  // The modal's text as the person edited it; null: not edited, the text is where the note starts.
  const [finalDraft, setFinalDraft] = useState<string | null>(null);
  const [confetti, setConfetti] = useState(0);
  const [send, sending] = useSendSoapCanvasChatMessage();
  const [save, saving] = useSaveSoapCanvas();
  const [finalize, finalizing] = useFinalizeSoapCanvas();
  const mayChart = useAccess().can('Add Visit');
  const readOnly = (canvas?.isFinalized ?? false) || visit.isLocked;
  const subjective = visit.subjectiveNote;
  const chatHistory = canvas?.chatHistory ?? [];
  const latestReply = latestAssistantReply(chatHistory);
  const finalText = finalDraft ?? finalNoteStart(canvas?.finalSoap, chatHistory);
  const finalUnsaved = !readOnly && (!canvas || finalText !== canvas.finalSoap);
  // The saved note's AI draft, shown while the modal holds that text.
  const noteDraft = finalText === canvas?.finalSoap ? draftOfField(drafts, 'SOAP_CANVAS', 'final_soap', finalText) : null;

  // The session is the canvas record with its template: a template chosen here is saved first.
  const saveCanvas = async (finalSoap: string, quiet = false): Promise<number | null> => {
    if (!templateCode) {
      notify('error', NO_TEMPLATE_TEXT);
      return null;
    }
    try {
      // The assistant's reply saved unchanged as the note is the AI's draft: the server keeps it as one
      // until a person accepts or edits it (Export is refused meanwhile).
      const aiDrafts =
        lastReply && finalSoap.trim() && finalSoap === lastReply.text
          ? [{ field: 'final_soap', feature: 'CANVAS_CHAT' as const, provider: lastReply.provider, ...(replySources ? { sources: sourcesMark(replySources) } : {}) }]
          : [];
      const response = await save({ input: { visitId: visit.id, templateCode, finalSoap, prompt: canvas?.prompt ?? '', basedOnVersion: canvas?.version ?? null, aiDrafts } });
      const result = response.saveSoapCanvas;
      if (result.__typename === 'SaveSoapCanvasSuccess' && result.canvas) {
        if (!quiet) {
          notify('success', SAVED_TEXT);
          setConfetti((count) => count + 1);
        }
        return result.canvas.version;
      }
      notify('error', `Failed to save SOAP Canvas: ${result.message || 'Unknown error'}`);
    } catch (error) {
      notify('error', `Failed to save SOAP Canvas: ${error instanceof Error && error.message ? error.message : 'Unknown error'}`);
    }
    return null;
  };

  /** The modal's text saved as the canvas's note: its new version, or null when the save failed. */
  const saveFinalText = async (): Promise<number | null> => {
    const text = finalText;
    const version = await saveCanvas(text);
    // The saved note is where the modal starts now; an edit made while saving stays.
    if (version !== null) setFinalDraft((draft) => (draft === text ? null : draft));
    return version;
  };

  const onTemplate = async (code: string) => {
    setTemplateCode(code);
    setChatNotice('');
  };

  const onSend = async () => {
    const text = message.trim();
    if (!text) return;
    if (!templateCode) {
      setChatNotice(NO_SESSION_TEXT);
      return;
    }
    // Starting the session: the canvas record is created with the template.
    let version = canvas?.version ?? null;
    if (!canvas || canvas.templateCode !== templateCode) {
      version = await saveCanvas(canvas?.finalSoap ?? '', true);
    }
    if (version === null) return;
    try {
      const response = await send({ input: { visitId: visit.id, message: text, basedOnVersion: version } });
      const result = response.sendSoapCanvasChatMessage;
      if (result.__typename === 'SendSoapCanvasChatMessageSuccess') {
        setMessage('');
        setChatNotice('');
        setReplyNotice(result.notice ?? '');
        const conversation = (result.canvas?.chatHistory ?? [])
          .filter((entry) => entry.role === 'user')
          .map((entry) => entry.content.trim())
          .filter(Boolean)
          .join('\n');
        setReplySources({ input: conversation, lines: result.lines ?? [] });
        setLastReply({ text: latestAssistantReply(result.canvas?.chatHistory ?? []) ?? result.reply ?? '', provider: result.provider ?? '' });
        return;
      }
      setChatNotice(result.message || 'Error processing response');
    } catch (error) {
      setChatNotice(`Error processing response: ${error instanceof Error ? error.message : ''}`);
    }
  };

  const onExport = async () => {
    if (!canvas) {
      notify('error', SAVE_FIRST_TEXT);
      return;
    }
    // Export goes with the modal's text: what is not saved yet is saved first, and a failed save stops it.
    let version: number | null = canvas.version;
    if (finalUnsaved) {
      version = await saveFinalText();
      if (version === null) return;
    }
    try {
      const response = await finalize({ input: { visitId: visit.id, basedOnVersion: version } });
      const result = response.finalizeSoapCanvas;
      if (result.__typename === 'FinalizeSoapCanvasSuccess') {
        notify('success', result.message || EXPORTED_TEXT);
        setConfetti((count) => count + 1);
        setFinalOpen(false);
        return;
      }
      // A refusal is the server's own message (export failures show on the write-back line).
      notify('error', result.message ? result.message : finalizeFailedText('Unknown error'));
    } catch (error) {
      notify('error', finalizeFailedText(error instanceof Error ? error.message : 'Unknown error'));
    }
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Confetti burst={confetti} />
      <UnsavedChangesGuard when={finalDraft !== null && finalUnsaved} />
      <div className="space-y-4">
        <section aria-labelledby="subjective-widget-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <h2 id="subjective-widget-title" className="text-base font-semibold text-slate-900">
            Subjective
          </h2>
          {!subjective ? (
            <p className="mt-1 text-sm text-slate-600">No subjective note for this visit yet.</p>
          ) : (
            <dl className="mt-2 space-y-1 text-sm">
              <Fact label="Chief complaint" value={subjective.chiefComplaint.complaint} />
              <Fact label="General health" value={subjective.reasonForConsultation.generalHealth} />
              <Fact label="Other cases" value={subjective.reasonForConsultation.otherCases.join(', ')} />
              <Fact label="Appetite" value={subjective.additionalNotes.appetite} />
              <Fact label="Water intake" value={subjective.additionalNotes.waterIntake} />
              <Fact label="Medications" value={subjective.additionalNotes.medications.join(', ')} />
              <Fact label="Triage notes" value={subjective.additionalNotes.triageNotes} />
            </dl>
          )}
        </section>
        <TemplatePanel templates={templates} templateCode={templateCode} onTemplate={onTemplate} disabled={readOnly} />
      </div>
      <section aria-labelledby="canvas-chat-title" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="canvas-chat-title" className="text-base font-semibold text-slate-900">
            {visit.name}
          </h2>
          <div className="flex gap-2">
            <Link to={editorPath} className={buttonClasses('ghost')}>
              Open in the editor
            </Link>
            {/* Finalize appears once the note is saved (spec 003 section 4: a process id exists). */}
            {canvas &&
              (mayFinalize ? (
                <Button onClick={() => setFinalOpen(true)} disabled={readOnly}>
                  Finalize
                </Button>
              ) : (
                <Tooltip text={FINALIZE_FORBIDDEN_TEXT} align="end">
                  {(describedBy) => (
                    <button type="button" aria-disabled="true" aria-describedby={describedBy} className={buttonClasses('primary', 'cursor-not-allowed opacity-60')}>
                      Finalize
                    </button>
                  )}
                </Tooltip>
              ))}
          </div>
        </div>
        {readOnly && canvas?.isFinalized && <InlineNotice tone="info">{FINALIZED_TEXT}</InlineNotice>}
        {canvas?.isFinalized &&
          (canvas.practiceExport ? <PracticeExportStatus practiceExport={canvas.practiceExport} mayRetry={mayChart} /> : <InlineNotice tone="info">{NOT_WRITTEN_BACK_TEXT}</InlineNotice>)}
        <ol aria-label="Chat" className="max-h-[28rem] min-h-40 space-y-2 overflow-y-auto rounded-lg bg-slate-50 p-3" tabIndex={0}>
          {chatHistory.length === 0 && <li className="text-sm text-slate-600">Choose a template, then ask the assistant to fill it from the visit.</li>}
          {chatHistory.map((entry, index) => (
            <li key={index} className={`max-w-[85%] rounded-lg px-3 py-2 text-sm whitespace-pre-wrap ${entry.role === 'user' ? 'ml-auto bg-teal-700 text-white' : 'bg-white text-slate-900 shadow-sm'}`}>
              <span className="sr-only">{entry.role === 'user' ? 'You: ' : 'Assistant: '}</span>
              {entry.content}
            </li>
          ))}
        </ol>
        {chatNotice && (
          <p role="alert" className="text-sm text-rose-700">
            {chatNotice}
          </p>
        )}
        {replyNotice && (
          <p role="status" className="text-sm text-slate-500">
            {replyNotice}
          </p>
        )}
        {replySources && <LazyAiSourcesPanel title="Sources of the latest reply" inputLabel="Your messages" input={replySources.input} groups={[{ lines: replySources.lines }]} />}
        <div className="flex items-end gap-2">
          <label htmlFor="canvas-chat-input" className="sr-only">
            Message
          </label>
          <textarea
            id="canvas-chat-input"
            rows={2}
            value={message}
            disabled={readOnly}
            onChange={(event) => setMessage(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                void onSend();
              }
            }}
            className="flex-1 rounded-lg border border-slate-300 p-2 text-sm"
          />
          <Button onClick={onSend} busy={sending} disabled={readOnly || !message.trim()}>
            Send
          </Button>
        </div>
      </section>
      <Modal
        open={finalOpen}
        onOpenChange={setFinalOpen}
        title="Final SOAP note"
        width={800}
        footer={
          <div className="flex flex-wrap items-center justify-end gap-2">
            <p role="status" className="mr-auto text-sm text-slate-600">
              {readOnly ? '' : finalUnsaved ? 'Not saved yet: Export saves it first.' : 'Saved.'}
            </p>
            <Button variant="secondary" onClick={() => void saveFinalText()} busy={saving && !finalizing} disabled={readOnly || saving || finalizing}>
              Save
            </Button>
            <Button onClick={onExport} busy={finalizing} disabled={readOnly || !canvas || saving || finalizing}>
              Export to PIMS
            </Button>
          </div>
        }
      >
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor="final-note" className="block text-sm font-medium text-slate-700">
              Note
            </label>
            {noteDraft && <AiDraftBadge draft={noteDraft} editable={!readOnly} visitModificationId={null} />}
          </div>
          {/* Offered while nothing typed here is unsaved, so it never replaces unsaved edits. */}
          {!readOnly && latestReply && latestReply !== finalText && !(finalDraft !== null && finalUnsaved) && (
            <Button variant="ghost" className="px-2 py-1 text-xs" onClick={() => setFinalDraft(latestReply)}>
              Use the latest reply
            </Button>
          )}
        </div>
        <textarea
          id="final-note"
          rows={16}
          value={finalText}
          readOnly={readOnly}
          onChange={(event) => setFinalDraft(event.target.value)}
          className="mt-1 w-full rounded-lg border border-slate-300 p-3 font-mono text-sm"
        />
      </Modal>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div>
      <dt className="inline font-medium text-slate-700">{label}: </dt>
      <dd className="inline text-slate-900">{value}</dd>
    </div>
  );
}
