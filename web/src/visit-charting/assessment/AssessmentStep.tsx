// The Assessment step, the treatment plan builder (spec 002 sections 2.5, 4, 5, 8, 9): on the left
// the three catalogue blocks (diagnostics, services, treatment protocol), on the right the sticky
// plan titled with the pet's name; below, 'Sign in-person' / 'Email Estimate' and Previous / Save /
// Continue. The plan is the visit's working record (saveTreatmentPlan: created by the first save,
// updated after), priced by the server from the catalogue with the clinic's tax rate.
//
// The AI's suggestions (Visit.aiRecommendations, read with the step's own query) fill the three
// blocks, each with its reason and source. They are suggestions, not plan rows: the
// plan holds only what a person added — a suggestion with one click, or all of a block's — as
// AI-made rows they still save (aiSuggestions.ts). The clinic's Smart Recommendations switch sits
// on the step: off, the blocks say so and suggest nothing.
//
// Like the exam, the step keeps the version it loaded: a save based on an older one is refused
// with who changed the plan, and the person's plan stays on screen until they choose to load the
// newer one or keep theirs. A locked or read-only visit shows the plan without changing it.
import { useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { fetchQuery, graphql, readInlineData, useFragment, useRefetchableFragment, useRelayEnvironment } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import type { AssessmentStep_plan$data, AssessmentStep_plan$key } from '../../__generated__/AssessmentStep_plan.graphql';
import type { AssessmentStepPromptQuery } from '../../__generated__/AssessmentStepPromptQuery.graphql';
import type { AssessmentStep_query$key } from '../../__generated__/AssessmentStep_query.graphql';
import type { AssessmentStep_suggestion$key } from '../../__generated__/AssessmentStep_suggestion.graphql';
import type { AssessmentStep_recommendations$key } from '../../__generated__/AssessmentStep_recommendations.graphql';
import type { AssessmentStepRecommendationsRefetchQuery } from '../../__generated__/AssessmentStepRecommendationsRefetchQuery.graphql';
import type { AssessmentStep_visit$key } from '../../__generated__/AssessmentStep_visit.graphql';
import { formatVisitTime } from '../../pet-profile/petProfileLinks';
import { Button } from '../../ui/Button';
import { InlineNotice } from '../../ui/InlineNotice';
import { PartUnavailable } from '../../ui/PartUnavailable';
import { notify } from '../../ui/notifications/notificationStore';
import { StickyActionBar } from '../../ui/StickyActionBar';
import { UnsavedChangesGuard } from '../UnsavedChangesGuard';
import { useSaveThenContinue } from '../useSaveThenContinue';
import { stepSearch } from '../visitSteps';
import {
  addedMessage,
  addToPlan,
  findPresent,
  planChanged,
  quantityErrors,
  rowIndexOfPath,
  SAVE_PLAN_ERROR,
  toggleRemoved,
  toSaveInput,
  UPDATE_PLAN_ERROR,
  updateRow,
  workingPlanOf,
  type CatalogueRow,
  type PlanTable,
  type WorkingPlan,
} from './assessmentPlan';
import { AiPromptPanel } from '../../ai/AiPromptPanel';
import type { AiLineData } from '../../ai-sources/aiSources';
import { LazyAiSourcesPanel } from '../../ai/LazyAiTextTools';
import type { MergeMode } from '../../ai/mergeModes';
import { NO_SUGGESTIONS, suggestionsByTable, unionOfSuggestions, type SuggestionsByTable } from './aiSuggestions';
import { CATALOGUE_BLOCKS, CatalogueBlock } from './CatalogueBlock';
import { useSaveTreatmentPlan } from './mutations/useSaveTreatmentPlan';
import { SmartRecommendationsToggle } from './SmartRecommendationsToggle';
import { PlanItemDrawer, type RowChange } from './PlanItemDrawer';
import { TreatmentPlanPanel } from './TreatmentPlanPanel';

export const ASSESSMENT_SAVED = 'Treatment plan saved';
export const AI_PROMPT_ERROR = 'Error fetching AI recommendations';

const planFragment = graphql`
  fragment AssessmentStep_plan on TreatmentPlan @inline {
    id
    version
    isClientAtClinic
    updatedAt
    updatedByName
    totals {
      subtotalCents
      taxCents
      totalCents
      taxRate
    }
    items {
      id
      kind
      catalogueId
      code
      name
      category
      description
      dosageOptions {
        dosage
        unit
      }
      selectedDosage {
        dosage
        unit
      }
      doseInstructions
      directions
      sideEffects
      comment
      quantity
      doseMg
      dosesPerDay
      removed
      approved
      ai
      aiReason
    }
  }
`;

const suggestionFields = graphql`
  fragment AssessmentStep_suggestion on AiSuggestion @inline {
    kind
    catalogueId
    code
    name
    category
    description
    dosageOptions {
      dosage
      unit
    }
    doseInstructions
    sideEffects
    reason
    source {
      type
      id
      label
      matchedText
    }
  }
`;

const recommendationsFragment = graphql`
  fragment AssessmentStep_recommendations on Visit @refetchable(queryName: "AssessmentStepRecommendationsRefetchQuery") {
    aiRecommendations {
      enabled
      diagnostics {
        ...AssessmentStep_suggestion
      }
      services {
        ...AssessmentStep_suggestion
      }
      medications {
        ...AssessmentStep_suggestion
      }
      lines {
        ...aiLineFragment_line @relay(mask: false)
      }
    }
  }
`;

// The AI prompt's answer: fetched apart from the step's own suggestions (another argument, so
// another record in the store), read here and applied to the blocks and the plan at once.
const promptQuery = graphql`
  query AssessmentStepPromptQuery($id: ID!, $extraText: String!) {
    node(id: $id) {
      ... on Visit {
        aiRecommendations(extraText: $extraText) {
          enabled
          diagnostics {
            ...AssessmentStep_suggestion
          }
          services {
            ...AssessmentStep_suggestion
          }
          medications {
            ...AssessmentStep_suggestion
          }
          lines {
            ...aiLineFragment_line @relay(mask: false)
          }
        }
      }
    }
  }
`;

const queryFragment = graphql`
  fragment AssessmentStep_query on Query {
    aiSettings {
      smartRecommendations
    }
  }
`;

const visitFragment = graphql`
  fragment AssessmentStep_visit on Visit {
    id
    pet {
      name
    }
    treatmentPlan {
      ...AssessmentStep_plan
    }
  }
`;

type SavedPlan = AssessmentStep_plan$data;

interface SuggestionKeys {
  readonly enabled: boolean;
  readonly diagnostics: ReadonlyArray<AssessmentStep_suggestion$key>;
  readonly services: ReadonlyArray<AssessmentStep_suggestion$key>;
  readonly medications: ReadonlyArray<AssessmentStep_suggestion$key>;
}

/** An AiRecommendations answer as the blocks' suggestions. */
function suggestionsOf(answer: SuggestionKeys): SuggestionsByTable {
  const read = (list: ReadonlyArray<AssessmentStep_suggestion$key>) => list.map((key) => readInlineData(suggestionFields, key));
  return suggestionsByTable({ enabled: answer.enabled, diagnostics: read(answer.diagnostics), services: read(answer.services), medications: read(answer.medications) });
}

const readPlan = (key: AssessmentStep_plan$key | null | undefined): SavedPlan | null => (key ? readInlineData(planFragment, key) : null);

interface AssessmentStepProps {
  visit: AssessmentStep_visit$key;
  /** The visit's AI suggestions; null when the AI engine could not answer. */
  recommendations: AssessmentStep_recommendations$key | null;
  query: AssessmentStep_query$key;
  /** visitEditing() of the page, and whether the person holds 'Add Visit'. */
  editable: boolean;
  visitModificationId: string | null;
  titleId: string;
}

interface Conflict {
  message: string;
  current: SavedPlan | null;
}

export function AssessmentStep({ visit: visitKey, recommendations: recommendationsKey, query: queryKey, editable, visitModificationId, titleId }: AssessmentStepProps) {
  const visit = useFragment(visitFragment, visitKey);
  const { aiSettings } = useFragment(queryFragment, queryKey);
  // Null when the catalogue service did not answer: the plan still shows, the AI part says so.
  const smartRecommendations = aiSettings?.smartRecommendations ?? null;
  const [recommendations, refetchRecommendations] = useRefetchableFragment<AssessmentStepRecommendationsRefetchQuery, AssessmentStep_recommendations$key>(recommendationsFragment, recommendationsKey);
  const [refreshing, startRefresh] = useTransition();
  const answer = recommendations?.aiRecommendations ?? null;
  const stepSuggestions = useMemo(() => (answer ? suggestionsOf(answer) : NO_SUGGESTIONS), [answer]);
  // The AI prompt's answer shows in the blocks instead (Replace) or beside (Append) the step's own.
  const [promptSuggestions, setPromptSuggestions] = useState<SuggestionsByTable | null>(null);
  // The prompt's answer's lines (with Append, the step's own after them), for the sources panel.
  const [promptLines, setPromptLines] = useState<ReadonlyArray<AiLineData> | null>(null);
  const suggestions = promptSuggestions ?? stepSuggestions;
  const environment = useRelayEnvironment();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const defaultClientAtClinic = searchParams.get('isClientAtClinic') !== 'false';

  // What the step was loaded from; the store's plan may move on underneath (a stale save brings
  // the newer plan into the store): a plan with unsaved changes stays until the person chooses.
  const [saved, setSaved] = useState<SavedPlan | null>(() => readPlan(visit.treatmentPlan));
  const [baseVersion, setBaseVersion] = useState<number | null>(saved?.version ?? null);
  const [loaded, setLoaded] = useState<WorkingPlan>(() => workingPlanOf(saved, defaultClientAtClinic));
  // The plan starts as saved (or empty): the AI's suggestions wait in the blocks to be added.
  const [plan, setPlan] = useState<WorkingPlan>(loaded);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [saveTreatmentPlan, saving] = useSaveTreatmentPlan();
  const changed = planChanged(plan, loaded);
  const disabled = !editable || saving;

  const load = (next: SavedPlan | null) => {
    const working = workingPlanOf(next, plan.isClientAtClinic);
    setSaved(next);
    setBaseVersion(next?.version ?? null);
    setLoaded(working);
    setPlan(working);
    setErrors({});
  };

  // A newer plan reaching the store (the page's query answered from the network after showing
  // the stored one, or another step saved it) replaces an untouched plan on screen; a plan with
  // unsaved changes keeps them, and its save meets the stale-version answer instead.
  // Only a new version in the store runs it; the rest is read as it is at that moment.
  const storedVersion = readPlan(visit.treatmentPlan)?.version ?? null;
  useEffect(() => {
    if (storedVersion === null || storedVersion === saved?.version || changed || saving || conflict) return;
    load(readPlan(visit.treatmentPlan));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the one trigger is named above
  }, [storedVersion]);

  // New suggestions (the Smart Recommendations switch) replace the prompt's answer in the blocks;
  // the plan keeps what the person added.
  const shownSuggestions = useRef(stepSuggestions);
  useEffect(() => {
    if (shownSuggestions.current === stepSuggestions) return;
    shownSuggestions.current = stepSuggestions;
    setPromptSuggestions(null);
    setPromptLines(null);
  }, [stepSuggestions]);

  const refreshSuggestions = () =>
    recommendations &&
    startRefresh(() => {
      refetchRecommendations({}, { fetchPolicy: 'network-only' });
    });

  /**
   * The AI prompt panel: the visit's notes and the prompt recommended from again. The answer shows
   * in the blocks to add, as the step's own suggestions do: Replace shows only the answer, Append
   * lists both. The plan is not touched.
   */
  const fromPrompt = async (prompt: string, mode: MergeMode): Promise<boolean> => {
    try {
      const data = await fetchQuery<AssessmentStepPromptQuery>(environment, promptQuery, { id: visit.id, extraText: prompt }, { fetchPolicy: 'network-only' }).toPromise();
      const incoming = data?.node?.aiRecommendations;
      if (!incoming) throw new Error('The AI did not answer for this visit.');
      const next = suggestionsOf(incoming);
      setPromptSuggestions(mode === 'append' ? unionOfSuggestions(suggestions, next) : next);
      setPromptLines(mode === 'append' ? [...(promptLines ?? answer?.lines ?? []), ...incoming.lines] : incoming.lines);
      return true;
    } catch (error) {
      notify('error', AI_PROMPT_ERROR, error instanceof Error ? error.message : undefined);
      return false;
    }
  };

  const setRows = (change: (rows: WorkingPlan['rows']) => WorkingPlan['rows']) => setPlan((current) => ({ ...current, rows: change(current.rows) }));

  const add = (candidates: ReadonlyArray<CatalogueRow>, table: PlanTable) => {
    const outcome = addToPlan(plan.rows, candidates);
    setPlan({ ...plan, rows: outcome.rows });
    const message = addedMessage(outcome.added, table);
    if (message) notify('success', message);
    if (outcome.skipped.length > 0) notify('info', outcome.skipped.length === 1 ? `${outcome.skipped[0]} is already in the plan` : `${outcome.skipped.length} ${table} items are already in the plan`);
    if (outcome.overLimit.length > 0) notify('warning', 'The plan is full', 'A treatment plan lists at most 1000 rows.');
  };

  /** Saves the working plan (or the one given); true when it was saved. */
  const save = async (next: WorkingPlan = plan): Promise<boolean> => {
    const rowErrors = quantityErrors(next.rows);
    setErrors(rowErrors);
    if (Object.keys(rowErrors).length > 0) return false;
    const errorTitle = baseVersion === null ? SAVE_PLAN_ERROR : UPDATE_PLAN_ERROR;
    try {
      const { saveTreatmentPlan: result } = await saveTreatmentPlan({ input: toSaveInput(next, { visitId: visit.id, basedOnVersion: baseVersion, visitModificationId }) });
      if (result.__typename === 'SaveTreatmentPlanSuccess') {
        setConflict(null);
        load(readPlan(result.treatmentPlan));
        notify('success', ASSESSMENT_SAVED);
        return true;
      }
      if (result.__typename === 'TreatmentPlanStaleVersionError') {
        setPlan(next);
        setConflict({ message: result.message ?? '', current: readPlan(result.current) });
        return false;
      }
      if (result.__typename === 'InputValidationError') {
        const byRow: Record<string, string> = {};
        for (const fieldError of result.fieldErrors ?? []) {
          const row = next.rows[rowIndexOfPath(fieldError.path) ?? -1];
          if (row) byRow[row.key] = fieldError.message;
        }
        if (Object.keys(byRow).length > 0) {
          setPlan(next);
          setErrors(byRow);
          return false;
        }
      }
      notify('error', errorTitle, result.__typename !== '%other' && 'message' in result ? result.message : undefined);
    } catch (error) {
      notify('error', errorTitle, error instanceof Error ? error.message : undefined);
    }
    return false;
  };

  const editingRow = plan.rows.find((row) => row.key === editing) ?? null;
  const saveRow = async (change: RowChange) => {
    if (!editingRow) return;
    const next = { ...plan, rows: updateRow(plan.rows, editingRow.key, change) };
    setPlan(next);
    if (await save(next)) setEditing(null);
  };

  const goTo = (step: 'objective' | 'plan') => {
    const search = stepSearch(searchParams, step);
    // The plan step is told whether the client signs here (spec 002 section 2.5).
    if (step === 'plan') search.set('isClientAtClinic', String(plan.isClientAtClinic));
    navigate({ search: search.toString() });
  };

  const continueWith = useSaveThenContinue(!changed, () => goTo('plan'));

  const petName = visit.pet.name;
  return (
    <div className="space-y-6">
      <UnsavedChangesGuard when={changed} />
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div className="flex flex-wrap items-baseline gap-3">
          <h3 id={titleId} className="text-lg font-semibold text-slate-900">
            Assessment
          </h3>
          {changed && <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">Plan Modified</span>}
        </div>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
          {saved && (
            <p className="text-sm text-slate-600">
              Last saved by {saved.updatedByName} at {formatVisitTime(saved.updatedAt)}
            </p>
          )}
          {smartRecommendations !== null && <SmartRecommendationsToggle enabled={smartRecommendations} refreshing={refreshing} onChanged={refreshSuggestions} />}
        </div>
      </div>

      {conflict && (
        <InlineNotice tone="error">
          <p>
            <strong>{conflict.message}</strong>. Your plan is still on screen and has not been saved.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="secondary" className="px-3 py-1.5" onClick={() => (load(conflict.current), setConflict(null))}>
              Load the newer plan
            </Button>
            <Button
              variant="secondary"
              className="px-3 py-1.5"
              onClick={() => {
                setBaseVersion(conflict.current?.version ?? baseVersion);
                setConflict(null);
              }}
            >
              Keep my changes
            </Button>
          </div>
          <p className="mt-2">Keeping your changes replaces theirs when you save.</p>
        </InlineNotice>
      )}

      {smartRecommendations === null && <PartUnavailable part="AI suggestions" />}

      {smartRecommendations && (
        <AiPromptPanel
          description="Ask for more in your words (or dictate): the AI recommends from the visit's notes and your prompt. Its suggestions show in the blocks below, each with why, for you to add."
          placeholder="e.g. Also consider pancreatitis; the owner prefers oral medication."
          disabled={disabled}
          onSubmit={fromPrompt}
        />
      )}

      {smartRecommendations && (promptLines ?? answer?.lines ?? []).length > 0 && (
        <LazyAiSourcesPanel title="Sources of the AI suggestions" inputLabel="Visit notes" groups={[{ lines: promptLines ?? answer?.lines ?? [] }]} />
      )}

      {!answer && smartRecommendations && (
        <InlineNotice tone="info">The AI suggestions could not be loaded for this visit. The catalogue search works as usual; reload the step to try again.</InlineNotice>
      )}

      {/* Two equal columns: the blocks' tables and the plan each fit theirs at a 1440 px laptop. */}
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-4">
          {CATALOGUE_BLOCKS.map((block) => (
            <CatalogueBlock
              key={block.source}
              config={block}
              disabled={disabled}
              onAddToPlan={add}
              inPlan={(row) => findPresent(plan.rows, row)?.removed === false}
              suggestions={suggestions[block.table]}
              smartOff={smartRecommendations === false}
            />
          ))}
        </div>
        <div className="xl:sticky xl:top-4">
          <TreatmentPlanPanel
            petName={petName}
            rows={plan.rows}
            errors={errors}
            totals={saved?.totals ?? null}
            changed={changed}
            disabled={disabled}
            onQuantity={(key, quantity) => setRows((rows) => updateRow(rows, key, { quantity }))}
            onDosage={(key, selectedDosage) => setRows((rows) => updateRow(rows, key, { selectedDosage }))}
            onToggleRemoved={(key) => setRows((rows) => toggleRemoved(rows, key))}
            onEdit={setEditing}
          />
        </div>
      </div>

      <fieldset disabled={disabled} className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">Is the client at the clinic?</legend>
        {[
          { label: 'Sign in-person', value: true },
          { label: 'Email Estimate', value: false },
        ].map((choice) => (
          <label key={choice.label} className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="isClientAtClinic"
              checked={plan.isClientAtClinic === choice.value}
              onChange={() => setPlan((current) => ({ ...current, isClientAtClinic: choice.value }))}
              className="accent-teal-700"
            />
            {choice.label}
          </label>
        ))}
      </fieldset>

      <StickyActionBar
        start={
          <Button variant="secondary" disabled={changed} onClick={() => goTo('objective')}>
            Previous
          </Button>
        }
      >
        {changed && <span className="text-sm text-slate-600">Continue saves your changes first.</span>}
        <Button busy={saving && editing === null} disabled={!editable} onClick={() => void save()}>
          Save
        </Button>
        {/* With unsaved changes Continue saves them and goes on. */}
        <Button variant="secondary" disabled={saving || (changed && !editable)} onClick={() => void continueWith(() => save())}>
          Continue
        </Button>
      </StickyActionBar>

      {editingRow && <PlanItemDrawer key={editingRow.key} row={editingRow} editable={editable} saving={saving} onClose={() => setEditing(null)} onSave={(change) => void saveRow(change)} />}
    </div>
  );
}
