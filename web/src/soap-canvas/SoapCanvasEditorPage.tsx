// /d/soap-canvas-editor?pet=…&visitId=…&source=…(&edit=true) (spec 003 sections 2.3, 4, 5, 8, 9;
// spec 001 section 2.6): the AI SOAP canvas editor of one visit. The top bar (Back to the pet
// profile, the template dropdown, 'SOAP Finalized', 'Build Treatment Plan', 'Save as Draft',
// 'Finalize Note'), 'View Pet Information', the Voice Input area (the triage text, dictation and
// 'Generate SOAP'), and the markdown editor with Write / Preview. A generated note that would
// replace text of the person's own asks first, and its notice offers 'Undo AI fill'.
//
// The note is the visit's canvas record: the first save creates it, later saves update it based on
// the version the editor holds; a save based on an older version is refused with who changed the
// note and the text stays on screen. Each change is saved 5000 ms later ('Auto saving updates...').
// Finalize (a role whose name contains 'vet') locks the note and queues its write-back to the
// practice system, whose state shows under the note (write-back/PracticeExportStatus).
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { SoapCanvasEditorPageQuery } from '../__generated__/SoapCanvasEditorPageQuery.graphql';
import type { SoapCanvasEditorPage_canvas$key } from '../__generated__/SoapCanvasEditorPage_canvas.graphql';
import { AiDraftBadge } from '../ai-drafts/AiDraftBadge';
import { draftOfField, sourcesMark } from '../ai-drafts/aiDraftFields';
import { useVisitAiDrafts } from '../ai-drafts/useVisitAiDrafts';
import { AiMark } from '../ai/AiMark';
import { DICTATION_NOT_SET_UP } from '../ai/dictation/transcriptionFailure';
import { notifyAiFill, useAiFillNoticesCloseWithForm } from '../ai/aiFillNotice';
import { DictationControl } from '../ai/dictation/DictationControl';
import { useAiStatus } from '../ai/useAiStatus';
import { useSession } from '../auth/session';
import { Button, buttonClasses } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { InlineNotice } from '../ui/InlineNotice';
import { notify } from '../ui/notifications/notificationStore';
import { Tabs } from '../ui/Tabs';
import { Tooltip } from '../ui/Tooltip';
import { UnsavedChangesGuard } from '../visit-charting/UnsavedChangesGuard';
import { visitEditing } from '../visit-charting/visitEditing';
import { visitStepsPath } from '../visit-charting/visitSteps';
import { VisitSummaryBar } from '../visit-charting/VisitSummaryBar';
import {
  AutosaveScheduler,
  canFinalizeAs,
  canGenerateSoap,
  EXPORTED_TEXT,
  FINALIZE_ERROR,
  FINALIZE_FORBIDDEN_TEXT,
  FINALIZED_TEXT,
  generateReplacesOwnText,
  MIN_TRIAGE_LENGTH,
  NO_TEMPLATE_TEXT,
  SAVE_FIRST_TEXT,
  SAVED_TEXT,
} from './canvasRules';
import { Confetti } from './Confetti';
import { useFinalizeSoapCanvas } from './mutations/useFinalizeSoapCanvas';
import { PracticeExportStatus } from '../write-back/PracticeExportStatus';
import { NOT_WRITTEN_BACK_TEXT } from '../write-back/practiceExportText';
import { useAccess } from '../auth/access';
import { useGenerateSoapNote } from './mutations/useGenerateSoapNote';
import type { AiLineData, AiLineGroup } from '../ai-sources/aiSources';
import type { AiFillSources } from '../ai/aiMarks';
import { LazyAiSourcesPanel } from '../ai/LazyAiTextTools';
import { useSaveSoapCanvas } from './mutations/useSaveSoapCanvas';
import { TreatmentPlanDrawer } from './TreatmentPlanDrawer';

// The renderer (marked + DOMPurify) downloads when Preview is first opened, from this route only.
const MarkdownPreview = lazy(async () => ({ default: (await import('./MarkdownPreview')).MarkdownPreview }));

export const soapCanvasEditorPageQuery = graphql`
  query SoapCanvasEditorPageQuery($petId: ID!, $visitId: ID!) {
    soapTemplates(status: ACTIVE) {
      id
      code
      name
      content {
        section
        value
      }
    }
    pet: node(id: $petId) {
      __typename
      ... on Pet {
        name
        ...VisitSummaryBar_pet
      }
    }
    visit: node(id: $visitId) {
      __typename
      ... on Visit {
        id
        name
        isLocked
        isReadOnly
        status {
          name
        }
        ...useVisitAiDrafts_visit
        soapCanvas {
          id
          ...SoapCanvasEditorPage_canvas
          template {
            id
            code
            name
            content {
              section
              value
            }
          }
        }
      }
    }
  }
`;

const canvasFragment = graphql`
  fragment SoapCanvasEditorPage_canvas on SoapCanvas {
    id
    templateCode
    finalSoap
    prompt
    version
    isFinalized
    finalizedAt
    finalizedByName
    exportedTo
    updatedByName
    updatedAt
    practiceExport {
      ...PracticeExportStatus_practiceExport
    }
  }
`;

export const AUTOSAVING_TEXT = 'Auto saving updates...';
export const AUTOSAVE_ERROR = 'An error occured while saving draft';
export const GENERATE_ERROR = 'An error occured while generating soap summary';
export const NO_CLINIC_TEXT = 'Missing clinic information for saving';
export const TEMPLATE_LOADING_TEXT = 'Template not loaded yet. Please wait.';
export const VOICE_SOON_TEXT = 'Voice recording feature coming soon!';

export interface SoapCanvasEditorLoaderData {
  petId: string;
  source: string;
  visitId: string;
  edit: boolean;
  queryRef: PreloadedQuery<SoapCanvasEditorPageQuery> | null;
}

export function SoapCanvasEditorPage() {
  const { petId, source, visitId, queryRef } = useLoaderData() as SoapCanvasEditorLoaderData;
  const backToProfile = `/d/pet-profiles/pets/${encodeURIComponent(petId)}?${new URLSearchParams({ source }).toString()}`;
  if (!queryRef) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold text-slate-900">SOAP Canvas Editor</h1>
        <InlineNotice tone="error">This address names no pet or visit. Open a visit from its pet's profile.</InlineNotice>
      </div>
    );
  }
  return <CanvasEditor queryRef={queryRef} petId={petId} source={source} visitId={visitId} backToProfile={backToProfile} />;
}

interface EditorProps {
  queryRef: PreloadedQuery<SoapCanvasEditorPageQuery>;
  petId: string;
  source: string;
  visitId: string;
  backToProfile: string;
}

function CanvasEditor({ queryRef, petId, source, visitId, backToProfile }: EditorProps) {
  const data = usePreloadedQuery(soapCanvasEditorPageQuery, queryRef);
  const { pet, visit } = data;
  const back = (
    <Link to={backToProfile} className={buttonClasses('secondary')}>
      <span aria-hidden="true">←</span> Back to Pet Profile
    </Link>
  );
  if (pet?.__typename !== 'Pet' || visit?.__typename !== 'Visit') {
    return (
      <div className="space-y-4">
        {back}
        <InlineNotice tone="error">This visit was not found for this pet. It may have been removed, or belong to another clinic.</InlineNotice>
      </div>
    );
  }
  // The canvas's own template stays choosable even if it is no longer active.
  const templates = [...data.soapTemplates];
  const own = visit.soapCanvas?.template;
  if (own && !templates.some((template) => template.code === own.code)) templates.unshift(own);
  return (
    <EditorBody
      key={visit.id}
      back={back}
      pet={pet}
      visit={visit}
      templates={templates}
      canvasKey={visit.soapCanvas ?? null}
      stepsPath={visitStepsPath({ petId, source, visitId })}
    />
  );
}

type PageData = SoapCanvasEditorPageQuery['response'];
type PetData = Extract<NonNullable<PageData['pet']>, { __typename: 'Pet' }>;
type VisitData = Extract<NonNullable<PageData['visit']>, { __typename: 'Visit' }>;
type TemplateData = PageData['soapTemplates'][number];

interface BodyProps {
  back: React.ReactNode;
  pet: PetData;
  visit: VisitData;
  templates: ReadonlyArray<TemplateData>;
  canvasKey: SoapCanvasEditorPage_canvas$key | null;
  stepsPath: string;
}

interface Conflict {
  message: string;
  currentVersion: number;
}

interface GeneratedNote {
  readonly markdown: string;
  readonly provider: string;
  readonly notice?: string | null;
  readonly emptySections: ReadonlyArray<string>;
  readonly sections: ReadonlyArray<{ readonly section: string; readonly lines: ReadonlyArray<AiLineData> }>;
}

interface Generated {
  notice: string | null;
  emptySections: ReadonlyArray<string>;
  /** The note's lines by section, and the triage text their spans point into (as it was sent). */
  groups: ReadonlyArray<AiLineGroup>;
  triage: string;
}

function EditorBody({ back, pet, visit, templates, canvasKey, stepsPath }: BodyProps) {
  useAiFillNoticesCloseWithForm();
  const canvas = useFragment(canvasFragment, canvasKey);
  const session = useSession();
  const clinicCode = session?.viewer.clinics[0]?.clinicCode ?? null;
  const mayFinalize = canFinalizeAs(session?.viewer.role.name);
  const mayChart = useAccess().can('Add Visit');

  const [templateCode, setTemplateCode] = useState(canvas?.templateCode ?? '');
  const [triage, setTriage] = useState(canvas?.prompt ?? '');
  const [note, setNote] = useState(canvas?.finalSoap ?? '');
  const [version, setVersion] = useState<number | null>(canvas?.version ?? null);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [showPet, setShowPet] = useState(false);
  const [planOpen, setPlanOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [autosaving, setAutosaving] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [generated, setGenerated] = useState<Generated | null>(null);
  // A generated note waiting for the person's yes: it would replace text of their own.
  const [pendingNote, setPendingNote] = useState<{ note: GeneratedNote; triage: string } | null>(null);
  const lastGenerated = useRef<{ markdown: string; provider: string; sources: AiFillSources } | null>(null);
  const drafts = useVisitAiDrafts(visit);
  const [confetti, setConfetti] = useState(0);
  const [dirty, setDirty] = useState(false);

  const [save, saving] = useSaveSoapCanvas();
  const [generate, generating] = useGenerateSoapNote();
  const [finalize, finalizing] = useFinalizeSoapCanvas();

  const finalized = canvas?.isFinalized ?? false;
  // A locked visit, or a read-only one without a modification reason in the address (as the steps).
  const [searchParams] = useSearchParams();
  const editing = visitEditing(visit, searchParams);
  const readOnly = finalized || !editing.editable;
  const visitModificationId = editing.visitModificationId;
  const template = templates.find((candidate) => candidate.code === templateCode) ?? null;

  // The latest values for the auto-save, which runs outside a render.
  const latest = useRef({ templateCode, triage, note, version, conflict, readOnly });
  latest.current = { templateCode, triage, note, version, conflict, readOnly };

  const runSave = useCallback(
    async (mode: 'manual' | 'auto', basedOn?: number | null): Promise<number | null> => {
      const current = latest.current;
      if (current.readOnly) {
        notify('error', FINALIZED_TEXT);
        return null;
      }
      if (!clinicCode) {
        notify('error', NO_CLINIC_TEXT);
        return null;
      }
      if (!current.templateCode) {
        notify('error', NO_TEMPLATE_TEXT);
        return null;
      }
      if (mode === 'auto') setAutosaving(true);
      // A generated note saved unchanged is the AI's draft: the server keeps it as one until a person accepts or edits it.
      const generatedNote = lastGenerated.current;
      const aiDrafts =
        generatedNote && current.note.trim() && current.note === generatedNote.markdown
          ? [{ field: 'final_soap', feature: 'GENERATE_SOAP' as const, provider: generatedNote.provider, sources: sourcesMark(generatedNote.sources) }]
          : [];
      try {
        const response = await save({
          input: {
            visitId: visit.id,
            templateCode: current.templateCode,
            finalSoap: current.note,
            prompt: current.triage,
            basedOnVersion: basedOn === undefined ? current.version : basedOn,
            visitModificationId,
            aiDrafts,
          },
        });
        const result = response.saveSoapCanvas;
        const saved = result.canvas;
        if (result.__typename === 'SaveSoapCanvasSuccess' && saved) {
          setVersion(saved.version);
          setConflict(null);
          // A change made while the save was on its way keeps the note unsaved.
          if (latest.current.note === current.note && latest.current.triage === current.triage && latest.current.templateCode === current.templateCode) setDirty(false);
          if (mode === 'manual') notify('success', SAVED_TEXT);
          return saved.version;
        }
        if (result.__typename === 'SoapCanvasStaleVersionError') {
          setConflict({ message: result.message ?? '', currentVersion: result.current?.version ?? current.version ?? 0 });
          return null;
        }
        const message = result.message ?? '';
        notify('error', mode === 'auto' ? AUTOSAVE_ERROR : `Failed to save SOAP Canvas: ${message || 'Unknown error'}`, mode === 'auto' ? message : undefined);
        return null;
      } catch (error) {
        const message = error instanceof Error ? error.message : '';
        notify('error', mode === 'auto' ? AUTOSAVE_ERROR : `Failed to save SOAP Canvas: ${message || 'Unknown error'}`);
        return null;
      } finally {
        if (mode === 'auto') setAutosaving(false);
      }
    },
    [clinicCode, save, visit.id, visitModificationId],
  );

  const scheduler = useMemo(() => new AutosaveScheduler(() => void runSaveRef.current('auto')), []);
  const runSaveRef = useRef(runSave);
  runSaveRef.current = runSave;
  useEffect(() => () => scheduler.cancel(), [scheduler]);

  const changed = () => {
    setDirty(true);
    // Without a template there is nothing to save to yet; a conflict waits for the person.
    if (latest.current.templateCode && !latest.current.conflict) scheduler.changed();
  };

  const onNote = (text: string) => {
    setNote(text);
    changed();
  };
  const onTriage = (text: string) => {
    setTriage(text);
    changed();
  };
  const onTemplate = (code: string) => {
    setTemplateCode(code);
    latest.current.templateCode = code;
    changed();
  };

  /** Puts a generated note in, with 'Undo AI fill' back to the note before while it is unchanged. */
  const applyGenerated = ({ note: generatedNote, triage: sentTriage }: { note: GeneratedNote; triage: string }) => {
    const before = latest.current.note;
    setNote(generatedNote.markdown);
    latest.current.note = generatedNote.markdown;
    lastGenerated.current = {
      markdown: generatedNote.markdown,
      provider: generatedNote.provider,
      sources: { input: sentTriage, lines: generatedNote.sections.flatMap((section) => section.lines) },
    };
    setGenerated({
      notice: generatedNote.notice ?? null,
      emptySections: generatedNote.emptySections,
      groups: generatedNote.sections.map((section) => ({ heading: section.section, lines: section.lines })),
      triage: sentTriage,
    });
    setTab('write');
    changed();
    notifyAiFill(() => {
      if (latest.current.note !== generatedNote.markdown) return;
      setNote(before);
      latest.current.note = before;
      setGenerated(null);
      changed();
    });
  };

  const onGenerate = async () => {
    if (!canGenerateSoap(triage, readOnly)) return;
    if (!templateCode) {
      notify('error', NO_TEMPLATE_TEXT);
      return;
    }
    if (!template) {
      notify('info', TEMPLATE_LOADING_TEXT);
      return;
    }
    try {
      const response = await generate({ input: { visitId: visit.id, templateCode, triageText: triage } });
      const result = response.generateSoapNote;
      const generatedNote = result.note;
      if (result.__typename !== 'GenerateSoapNoteSuccess' || !generatedNote) {
        notify('error', GENERATE_ERROR, result.message);
        return;
      }
      const answer = { note: generatedNote, triage };
      if (generateReplacesOwnText(latest.current.note, lastGenerated.current?.markdown ?? null)) setPendingNote(answer);
      else applyGenerated(answer);
    } catch {
      notify('error', GENERATE_ERROR);
    }
  };

  const onSaveDraft = async () => {
    scheduler.cancel();
    await runSave('manual');
  };

  const onFinalize = async () => {
    if (version === null) {
      notify('error', SAVE_FIRST_TEXT);
      return;
    }
    scheduler.cancel();
    let basedOn: number | null = version;
    // Unsaved changes go with the note: they are saved first.
    if (dirty) {
      basedOn = await runSave('auto');
      if (basedOn === null) {
        setConfirmOpen(false);
        return;
      }
    }
    try {
      const response = await finalize({ input: { visitId: visit.id, basedOnVersion: basedOn, visitModificationId } });
      const result = response.finalizeSoapCanvas;
      setConfirmOpen(false);
      if (result.__typename === 'FinalizeSoapCanvasSuccess') {
        // The note is locked now; its write-back runs in the background and shows its own state.
        notify('success', result.message || EXPORTED_TEXT);
        setConfetti((count) => count + 1);
        return;
      }
      // Finalize never waits on the practice system: a refusal (unreviewed AI drafts, missing consents,
      // the visit guard, a stale version) is the server's own message; export failures show on the write-back.
      notify('error', result.message || FINALIZE_ERROR);
    } catch (error) {
      setConfirmOpen(false);
      notify('error', FINALIZE_ERROR, error instanceof Error ? error.message : undefined);
    }
  };

  const resolveKeepMine = async () => {
    if (!conflict) return;
    await runSave('manual', conflict.currentVersion);
  };

  const generateEnabled = canGenerateSoap(triage, readOnly) && !generating;
  const noteDraft = draftOfField(drafts, 'SOAP_CANVAS', 'final_soap', note);

  return (
    <div className="space-y-4">
      <Confetti burst={confetti} />
      {/* Leaving before the auto-save ran asks first. */}
      <UnsavedChangesGuard when={dirty && !readOnly} />
      <h1 className="sr-only">SOAP Canvas Editor: {pet.name}, {visit.name}</h1>
      <header className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        {back}
        <div className="flex items-center gap-2">
          <label htmlFor="soap-template" className="text-sm font-medium text-slate-700">
            Template
          </label>
          <select
            id="soap-template"
            value={templateCode}
            disabled={readOnly}
            onChange={(event) => onTemplate(event.target.value)}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm disabled:bg-slate-100"
          >
            <option value="">Select a template</option>
            {templates.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        {finalized && <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-800">SOAP Finalized</span>}
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <Link to={stepsPath} className={buttonClasses('ghost')}>
            Chart this visit step by step
          </Link>
          <Button variant="secondary" onClick={() => setPlanOpen(true)}>
            Build Treatment Plan
          </Button>
          <Button variant="secondary" onClick={onSaveDraft} busy={saving && !autosaving} disabled={readOnly || saving}>
            Save as Draft
          </Button>
          {version !== null &&
            (mayFinalize ? (
              <Button onClick={() => setConfirmOpen(true)} disabled={readOnly || finalizing}>
                Finalize Note
              </Button>
            ) : (
              <Tooltip text={FINALIZE_FORBIDDEN_TEXT} align="end">
                {(describedBy) => (
                  <button type="button" aria-disabled="true" aria-describedby={describedBy} className={buttonClasses('primary', 'cursor-not-allowed opacity-60')} onClick={(event) => event.preventDefault()}>
                    Finalize Note
                  </button>
                )}
              </Tooltip>
            ))}
        </div>
      </header>

      <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        <button type="button" aria-expanded={showPet} aria-controls="soap-pet-info" onClick={() => setShowPet((open) => !open)} className="flex w-full items-center justify-between px-4 py-3 text-left font-medium text-slate-800">
          View Pet Information <span aria-hidden="true">{showPet ? '▴' : '▾'}</span>
        </button>
        {showPet && (
          <div id="soap-pet-info" className="border-t border-slate-200 p-2">
            <VisitSummaryBar pet={pet} />
          </div>
        )}
      </div>

      {finalized && <InlineNotice tone="info">{FINALIZED_TEXT}{canvas?.finalizedByName ? ` by ${canvas.finalizedByName}` : ''}.</InlineNotice>}
      {finalized && (canvas?.practiceExport ? <PracticeExportStatus practiceExport={canvas.practiceExport} mayRetry={mayChart} /> : <InlineNotice tone="info">{NOT_WRITTEN_BACK_TEXT}</InlineNotice>)}
      {!finalized && visit.isLocked && <InlineNotice tone="info">This visit is locked: its note cannot be changed.</InlineNotice>}
      {!finalized && !visit.isLocked && readOnly && (
        <InlineNotice tone="info">This visit is read-only: give a reason for modification from the pet profile's visit history ('Modify notes') to change its note.</InlineNotice>
      )}
      {conflict && (
        <div role="alert" className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
          <p>{conflict.message}</p>
          <p className="text-sm">Your text is still here. Save it over theirs, or reload the page to see their version.</p>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={resolveKeepMine}>
              Keep my version
            </Button>
            <Button variant="ghost" onClick={() => window.location.reload()}>
              Load their version
            </Button>
          </div>
        </div>
      )}

      <section aria-labelledby="voice-input-title" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="voice-input-title" className="text-base font-semibold text-slate-900">
            Voice Input
          </h2>
          <Suspense fallback={null}>
            <VoiceTools value={triage} onChange={onTriage} disabled={readOnly} />
          </Suspense>
        </div>
        <label htmlFor="soap-triage" className="block text-sm font-medium text-slate-700">
          Triage notes
        </label>
        <textarea
          id="soap-triage"
          rows={5}
          value={triage}
          readOnly={readOnly}
          onChange={(event) => onTriage(event.target.value)}
          aria-describedby="soap-triage-hint"
          className="w-full rounded-lg border border-slate-300 p-3 text-sm read-only:bg-slate-50"
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id="soap-triage-hint" className="text-xs text-slate-600">
            Write or dictate more than {MIN_TRIAGE_LENGTH} characters, then generate the note from the template and the visit's records.
          </p>
          <Button onClick={onGenerate} disabled={!generateEnabled} busy={generating}>
            Generate SOAP
          </Button>
        </div>
        {generated && (
          <div className="space-y-1">
            {generated.notice && <InlineNotice tone="info">{generated.notice}</InlineNotice>}
            {generated.emptySections.length > 0 && <p className="text-sm text-slate-700">Sections left empty: {generated.emptySections.join(', ')}</p>}
            <LazyAiSourcesPanel title="Sources of the generated note" inputLabel="Triage notes" input={generated.triage} groups={generated.groups} />
          </div>
        )}
      </section>

      <section aria-labelledby="soap-note-title" className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex items-center justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="soap-note-title" className="text-base font-semibold text-slate-900">
              SOAP note
            </h2>
            {noteDraft ? (
              <AiDraftBadge draft={noteDraft} editable={!readOnly} visitModificationId={visitModificationId} />
            ) : (
              lastGenerated.current?.markdown === note && note.trim() !== '' && <AiMark label="SOAP note" evidence="Written by Generate SOAP: it is saved as an AI draft until you accept or edit it." />
            )}
          </div>
          <p role="status" className="text-sm text-slate-600">
            {autosaving ? AUTOSAVING_TEXT : dirty ? 'Unsaved changes' : version !== null ? `Saved (version ${version})` : ''}
          </p>
        </div>
        <Tabs label="SOAP note" tabs={[{ key: 'write', label: 'Write' }, { key: 'preview', label: 'Preview' }]} selected={tab} onSelect={setTab}>
          {tab === 'write' ? (
            <>
              <label htmlFor="soap-note" className="sr-only">
                SOAP note (markdown)
              </label>
              <textarea
                id="soap-note"
                rows={18}
                value={note}
                readOnly={readOnly}
                onChange={(event) => onNote(event.target.value)}
                className="w-full rounded-lg border border-slate-300 p-3 font-mono text-sm read-only:bg-slate-50"
              />
            </>
          ) : (
            <div className="min-h-40 rounded-lg border border-slate-200 p-4">
              <Suspense fallback={<p role="status" className="text-sm text-slate-600">Loading the preview…</p>}>
                <MarkdownPreview source={note} id="soap-note-preview" />
              </Suspense>
            </div>
          )}
        </Tabs>
      </section>

      <ConfirmDialog
        open={pendingNote !== null}
        onOpenChange={(open) => !open && setPendingNote(null)}
        title="Replace the note?"
        message="The SOAP note has text of your own. The generated note replaces it; you can undo that from the notice afterwards."
        confirmLabel="Replace note"
        onConfirm={() => {
          if (pendingNote) applyGenerated(pendingNote);
          setPendingNote(null);
        }}
      />
      <TreatmentPlanDrawer open={planOpen} onOpenChange={setPlanOpen} visitId={visit.id} editable={!readOnly} />
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Export to PIMs"
        message="Finalize this SOAP note? The note and the visit can no longer be changed afterwards. A pet linked to the practice system has the note written back to it; the write-back shows under the note."
        confirmLabel="Export"
        busy={finalizing || saving}
        onConfirm={onFinalize}
      />
    </div>
  );
}

/** Dictation when the server offers it; otherwise the spec's message. */
function VoiceTools({ value, onChange, disabled }: { value: string; onChange: (text: string) => void; disabled: boolean }) {
  const status = useAiStatus();
  if (!status?.dictationAvailable) {
    return (
      <Button variant="secondary" disabled={disabled} onClick={() => notify('info', VOICE_SOON_TEXT)}>
        Start Recording
      </Button>
    );
  }
  return <DictationControl label="Triage notes" value={value} onChange={onChange} disabled={disabled} available unavailableReason={DICTATION_NOT_SET_UP} />;
}
