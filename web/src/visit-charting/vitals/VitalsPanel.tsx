// The Vitals panel (spec 002 sections 2.3, 4 "Vitals", 5, 8, 9), shown on every step but Results:
// temperature, respiratory and heart rate, weight; 'Save Vitals'; 'Last edited by <user> at
// <time>'; beside it the pet's weight and temperature over its visits. Saving needs the visit's
// subjective note first: vitals typed before it (nurses take them first) are kept, and saved right
// after the Subjective's first save. A temperature no patient has is refused in its
// unit; values outside the species' usual range ask 'Save anyway?' (vitalsRanges.ts). A save
// based on older vitals is refused with who changed them; the person's entries stay and the newer
// values can be loaded.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { VitalsPanel_pet$data, VitalsPanel_pet$key } from '../../__generated__/VitalsPanel_pet.graphql';
import type { VitalsPanel_query$key } from '../../__generated__/VitalsPanel_query.graphql';
import type { VitalsPanel_visit$data, VitalsPanel_visit$key } from '../../__generated__/VitalsPanel_visit.graphql';
import { useSession } from '../../auth/session';
import { applyServerFieldErrors } from '../../ui/applyServerFieldErrors';
import { Button, focusRing } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { InlineNotice } from '../../ui/InlineNotice';
import { notify } from '../../ui/notifications/notificationStore';
import { UnsavedChangesGuard } from '../UnsavedChangesGuard';
import { useSaveVitals } from './mutations/useSaveVitals';
import { VitalsTrend } from './VitalsTrend';
import {
  convertTemperature,
  convertWeight,
  defaultVitalsUnits,
  formatEditedAt,
  SERVER_FIELD_PATHS,
  TEMPERATURE_UNIT_LABELS,
  toSaveVitalsValues,
  trendPoints,
  VITALS_NEED_SUBJECTIVE,
  VITALS_SAVED,
  vitalsFailure,
  vitalsFormValues,
  vitalsSaveGuard,
  vitalsSchema,
  WEIGHT_UNIT_LABELS,
  type SavedVitals,
  type VitalsFormValues,
} from './vitalsForm';
import { unusualVitalsQuestion } from './vitalsRanges';

/** Said under the spec's guard message: the entries wait for the Subjective's first save. */
export const VITALS_KEPT = 'Your vitals are kept and saved with the Subjective.';

const visitFragment = graphql`
  fragment VitalsPanel_visit on Visit {
    id
    subjectiveNote {
      id
    }
    # Flat, not a fragment of Vitals: every nested spread multiplies the gateway's query cost.
    vitals {
      id
      version
      temperature {
        value
        unit
      }
      respiratoryRate
      heartRate
      weight {
        value
        unit
      }
      visitCreatedAt
      updatedAt
      updatedByName
    }
  }
`;

const petFragment = graphql`
  fragment VitalsPanel_pet on Pet {
    id
    species {
      specie
    }
    vitalsHistory(first: 5) {
      edges {
        node {
          id
          visitCreatedAt
          temperature {
            value
            unit
          }
          weight {
            value
            unit
          }
        }
      }
    }
  }
`;

const queryFragment = graphql`
  fragment VitalsPanel_query on Query {
    viewer {
      clinics {
        temperatureUnit
        weightUnit
      }
    }
  }
`;

interface VitalsPanelProps {
  visit: VitalsPanel_visit$key;
  pet: VitalsPanel_pet$key;
  query: VitalsPanel_query$key;
  editing: { editable: boolean; visitModificationId: string | null };
  /** 'side': in the steps' side column (one column, no wide layout). */
  layout?: 'wide' | 'side';
}

export function VitalsPanel({ visit: visitKey, pet: petKey, query: queryKey, editing, layout = 'wide' }: VitalsPanelProps) {
  const visit = useFragment(visitFragment, visitKey);
  const pet = useFragment(petFragment, petKey);
  const query = useFragment(queryFragment, queryKey);
  const vitals = visit.vitals;
  const session = useSession();
  const units = defaultVitalsUnits(query.viewer?.clinics[0], typeof localStorage === 'undefined' ? null : localStorage);
  return (
    <VitalsForm
      visitId={visit.id}
      petId={pet.id}
      specie={pet.species?.specie}
      hasSubjectiveNote={visit.subjectiveNote !== null}
      clinicId={session?.viewer.clinics[0]?.id}
      vitals={vitals}
      units={units}
      editing={editing}
      history={pet.vitalsHistory}
      layout={layout}
    />
  );
}

interface Stale {
  message: string;
  current: SavedVitals & { version: number };
}

interface VitalsFormProps {
  visitId: string;
  petId: string;
  specie: string | null | undefined;
  clinicId: string | undefined;
  hasSubjectiveNote: boolean;
  vitals: VitalsPanel_visit$data['vitals'];
  units: ReturnType<typeof defaultVitalsUnits>;
  editing: VitalsPanelProps['editing'];
  history: VitalsPanel_pet$data['vitalsHistory'];
  layout: 'wide' | 'side';
}

function VitalsForm({ visitId, petId, specie, clinicId, hasSubjectiveNote, vitals, units, editing, history, layout }: VitalsFormProps) {
  const titleId = useId();
  const [saveVitals] = useSaveVitals();
  // The version the entries were loaded from: a stale answer updates the store's vitals to the
  // newer ones, but the form stays on what the person started from until they load them.
  const [basedOnVersion, setBasedOnVersion] = useState<number | null>(vitals?.version ?? null);
  const [guardMessage, setGuardMessage] = useState<string | null>(null);
  const [stale, setStale] = useState<Stale | null>(null);
  // Values outside the species' usual range, waiting for 'Save anyway'.
  const [asking, setAsking] = useState<{ values: VitalsFormValues; question: string } | null>(null);
  const [savingAnyway, setSavingAnyway] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<VitalsFormValues>({ resolver: zodResolver(vitalsSchema), defaultValues: vitalsFormValues(vitals, units) });
  const disabled = !editing.editable;

  const submit = async (values: VitalsFormValues) => {
    const blocked = vitalsSaveGuard({ hasSubjectiveNote, petId, clinicId });
    setGuardMessage(blocked);
    if (blocked) {
      // No subjective note yet: the entries stay and go with its first save (the effect below).
      if (blocked !== VITALS_NEED_SUBJECTIVE) notify('error', blocked);
      return;
    }
    const question = unusualVitalsQuestion(values, specie);
    if (question) {
      setAsking({ values, question });
      return;
    }
    await save(values);
  };

  const saveAnyway = async () => {
    if (!asking) return;
    setSavingAnyway(true);
    try {
      await save(asking.values);
    } finally {
      setSavingAnyway(false);
      setAsking(null);
    }
  };

  // The Subjective's first save gives the visit its note: vitals typed before it are saved now
  // (they were refused, then lost to the 'Discard unsaved changes?' of that save).
  const hadSubjectiveNote = useRef(hasSubjectiveNote);
  useEffect(() => {
    if (hadSubjectiveNote.current === hasSubjectiveNote) return;
    hadSubjectiveNote.current = hasSubjectiveNote;
    if (!hasSubjectiveNote) return;
    setGuardMessage(null);
    if (isDirty && !disabled) void handleSubmit(submit)();
    // Only the note's arrival triggers it; the form's state is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the one trigger is named above
  }, [hasSubjectiveNote]);

  const save = async (values: VitalsFormValues) => {
    try {
      const { saveVitals: result } = await saveVitals({
        input: { visitId, petId, basedOnVersion, visitModificationId: editing.visitModificationId, ...toSaveVitalsValues(values) },
      });
      if (result.__typename === 'SaveVitalsSuccess' && result.vitals) {
        setStale(null);
        const saved = result.vitals;
        setBasedOnVersion(saved.version);
        reset(vitalsFormValues(saved, units));
        notify('success', result.message || VITALS_SAVED);
        return;
      }
      if (result.__typename === 'VitalsStaleVersionError' && result.current) {
        const message = result.message ?? '';
        setStale({ message, current: result.current });
        notify('error', vitalsFailure(message));
        return;
      }
      if (result.__typename === 'InputValidationError') {
        const byField = (result.fieldErrors ?? []).flatMap((fieldError) => {
          const field = SERVER_FIELD_PATHS[fieldError.path];
          return field ? [{ path: field, message: fieldError.message }] : [];
        });
        applyServerFieldErrors(setError, byField, Object.values(SERVER_FIELD_PATHS));
      }
      notify('error', vitalsFailure('message' in result ? result.message : undefined));
    } catch (error) {
      notify('error', vitalsFailure(error instanceof Error ? error.message : undefined));
    }
  };

  const loadNewer = () => {
    if (!stale) return;
    setBasedOnVersion(stale.current.version);
    reset(vitalsFormValues(stale.current, units));
    setStale(null);
  };

  const temperatureUnit = watch('temperatureUnit');
  const weightUnit = watch('weightUnit');
  // The trend is newest first; this visit's first save is not in the loaded list yet.
  const historyNodes = (history?.edges ?? []).map((edge) => edge.node);
  const withThisVisit = vitals && !historyNodes.some((node) => node.id === vitals.id) ? [vitals, ...historyNodes] : historyNodes;
  const temperatures = trendPoints(withThisVisit, (entry) =>
    entry.temperature ? { at: entry.visitCreatedAt, value: convertTemperature(entry.temperature.value, entry.temperature.unit, temperatureUnit) } : null,
  );
  const weights = trendPoints(withThisVisit, (entry) => (entry.weight ? { at: entry.visitCreatedAt, value: convertWeight(entry.weight.value, entry.weight.unit, weightUnit) } : null));

  return (
    <section aria-labelledby={titleId} id="vitals" className={`rounded-2xl border border-slate-200 bg-white shadow-sm ${layout === 'side' ? 'p-5' : 'p-6'}`}>
      {/* Not while its save runs: the Subjective's Continue moves on as these vitals are saved after its note. */}
      {isDirty && !isSubmitting && !savingAnyway && <UnsavedChangesGuard when />}
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h3 id={titleId} className="text-lg font-semibold text-slate-900">
          Vitals
        </h3>
        {vitals && (
          <p className="text-sm text-slate-600">
            Last edited by {vitals.updatedByName} at {formatEditedAt(vitals.updatedAt)}
          </p>
        )}
      </div>
      <div className={`mt-4 grid gap-6 ${layout === 'side' ? '' : 'lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]'}`}>
        <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4" aria-label="Vitals">
          {stale && (
            <InlineNotice tone="error">
              <p>{stale.message}. Your entries are kept; saving again replaces the newer values.</p>
              <Button variant="secondary" className="mt-2" onClick={loadNewer}>
                Load the newer values
              </Button>
            </InlineNotice>
          )}
          {guardMessage && (
            <InlineNotice tone="error">
              <p>{guardMessage}</p>
              {guardMessage === VITALS_NEED_SUBJECTIVE && <p className="mt-1">{VITALS_KEPT}</p>}
            </InlineNotice>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <MeasureField label="Temperature" error={errors.temperature?.message} disabled={disabled} input={register('temperature')} inputMode="decimal">
              <UnitSelect label="Temperature unit" disabled={disabled} select={register('temperatureUnit')} options={TEMPERATURE_UNIT_LABELS} />
            </MeasureField>
            <MeasureField label="Weight" error={errors.weight?.message} disabled={disabled} input={register('weight')} inputMode="decimal">
              <UnitSelect label="Weight unit" disabled={disabled} select={register('weightUnit')} options={WEIGHT_UNIT_LABELS} />
            </MeasureField>
            <MeasureField label="Respiratory rate" error={errors.respiratoryRate?.message} disabled={disabled} input={register('respiratoryRate')} inputMode="numeric">
              <span className="px-3 text-sm text-slate-600">bpm</span>
            </MeasureField>
            <MeasureField label="Heart rate" error={errors.heartRate?.message} disabled={disabled} input={register('heartRate')} inputMode="numeric">
              <span className="px-3 text-sm text-slate-600">bpm</span>
            </MeasureField>
          </div>
          <div className="flex items-center gap-3">
            <Button type="submit" busy={isSubmitting} disabled={disabled}>
              Save Vitals
            </Button>
            {isDirty && <span className="text-sm text-slate-600">Form Modified</span>}
          </div>
        </form>
        <div className="space-y-3">
          <h4 className="text-sm font-semibold text-slate-800">Over this pet's visits</h4>
          <VitalsTrend title="Weight" unitLabel={WEIGHT_UNIT_LABELS[weightUnit]} points={weights} />
          <VitalsTrend title="Temperature" unitLabel={TEMPERATURE_UNIT_LABELS[temperatureUnit]} points={temperatures} />
        </div>
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && !savingAnyway && setAsking(null)}
        title="Unusual vitals"
        message={asking?.question ?? ''}
        confirmLabel="Save anyway"
        tone="primary"
        busy={savingAnyway}
        onConfirm={() => void saveAnyway()}
      />
    </section>
  );
}

interface MeasureFieldProps {
  label: string;
  error?: string;
  disabled: boolean;
  input: UseFormRegisterReturn;
  inputMode: 'decimal' | 'numeric';
  children: ReactNode;
}

function MeasureField({ label, error, disabled, input, inputMode, children }: MeasureFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className={`flex items-center rounded-lg border bg-white shadow-xs ${error ? 'border-rose-400' : 'border-slate-300'} ${disabled ? 'bg-slate-50' : ''}`}>
        <input
          id={id}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`block w-full min-w-0 rounded-l-lg border-0 bg-transparent px-3 py-2.5 text-sm text-slate-900 disabled:text-slate-600 ${focusRing}`}
          {...input}
        />
        {children}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
}

function UnitSelect({ label, disabled, select, options }: { label: string; disabled: boolean; select: UseFormRegisterReturn; options: Record<string, string> }) {
  return (
    <select aria-label={label} disabled={disabled} className={`rounded-r-lg border-0 border-l border-slate-300 bg-slate-50 px-2 py-2.5 text-sm text-slate-800 ${focusRing}`} {...select}>
      {Object.entries(options).map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </select>
  );
}
