// 'Assign Orphaned Result to Visit' (spec 001 sections 2.8 and 5): the Pet Name select (searched
// over the clinic's pets; a suggested match comes chosen), the chosen pet's summary (breed, date of
// birth, species, weight with unit, source), its visits as 'Visit: {id} - {date} - {status name}'
// and 'Assign Result'. 'Pet Name is required' and 'Select a visit' before anything is sent; then
// 'Result mapped successfully', or 'Error assigning result to visit' with the server's reason.
import { RESULT_MESSAGES } from '@vetchart/contracts/results/results';
import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AssignResultModalPetQuery } from '../__generated__/AssignResultModalPetQuery.graphql';
import { Button, focusRing } from '../ui/Button';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { InlineNotice } from '../ui/InlineNotice';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/notifications/notificationStore';
import { Skeleton } from '../ui/Skeleton';
import type { ConnectionPages } from '../ui/table/useConnectionPages';
import { useAssignLabResult } from './mutations/useAssignLabResult';
import { formatUsDate, formatWeight, visitOptionLabel } from './orphanedResults';
import { PetSearchSelect, type PickedPet } from './PetSearchSelect';

export type { PickedPet };

export const ASSIGN_TITLE = 'Assign Orphaned Result to Visit';
export const PET_REQUIRED = RESULT_MESSAGES.petRequired;
export const VISIT_REQUIRED = RESULT_MESSAGES.visitRequired;
export const ASSIGNED_MESSAGE = 'Result mapped successfully';
export const ASSIGN_ERROR = 'Error assigning result to visit';
/** The pet's visits the select offers, newest first. */
const VISITS_LISTED = 50;

const petQuery = graphql`
  query AssignResultModalPetQuery($petId: ID!, $visits: Int!) {
    node(id: $petId) {
      ... on Pet {
        id
        name
        dateOfBirth
        weight
        weightUnit
        source
        breed {
          breed
        }
        species {
          specie
        }
        parent {
          fullName
        }
        visits(first: $visits) {
          edges {
            node {
              id
              createdAt
              status {
                name
              }
            }
          }
        }
      }
    }
  }
`;

/** The orphan being assigned, and the suggested pet it was opened with (if any). */
export interface AssignTarget {
  id: string;
  petName: string;
  parentName: string;
  identifier: string;
  providerName: string;
  testDate: string;
  pet: PickedPet | null;
}

function SummaryItem({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{value || 'N/A'}</dd>
    </div>
  );
}

const sourceLabel = (source: string) => (source === 'vea' ? 'VetChart' : source.charAt(0).toUpperCase() + source.slice(1));

/** The chosen pet's summary and its visits; loads when the pet changes. */
function PetVisitFields({ petId, visitId, onVisit, error }: { petId: string; visitId: string; onVisit: (visitId: string) => void; error?: string }) {
  const id = useId();
  const { node: pet } = useLazyLoadQuery<AssignResultModalPetQuery>(petQuery, { petId, visits: VISITS_LISTED }, { fetchPolicy: 'store-and-network' });
  if (!pet || pet.id === undefined) return <InlineNotice tone="error">This pet could not be found.</InlineNotice>;
  const visits = pet.visits?.edges.map((edge) => edge.node) ?? null;
  return (
    <>
      <section aria-label="Pet summary" className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
          <SummaryItem term="Breed" value={pet.breed?.breed ?? ''} />
          <SummaryItem term="Date of Birth" value={pet.dateOfBirth ?? ''} />
          <SummaryItem term="Species" value={pet.species?.specie ?? ''} />
          <SummaryItem term="Weight" value={formatWeight(pet.weight, pet.weightUnit)} />
          <SummaryItem term="Source" value={sourceLabel(pet.source ?? '')} />
          <SummaryItem term="Pet Parent" value={pet.parent?.fullName ?? ''} />
        </dl>
      </section>
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
          Pet Visits
        </label>
        {visits === null ? (
          <InlineNotice tone="error">This pet’s visits could not be loaded. Choose the pet again to retry.</InlineNotice>
        ) : visits.length === 0 ? (
          <>
            <select id={id} disabled aria-describedby={`${id}-none`} className="block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2.5 text-sm text-slate-600">
              <option>No visits yet</option>
            </select>
            <p id={`${id}-none`} className="mt-1.5 text-sm text-slate-600">
              {pet.name} has no visits yet. Add a visit from the pet’s profile, then assign the result.
            </p>
          </>
        ) : (
          <select
            id={id}
            value={visitId}
            onChange={(event) => onVisit(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-xs ${focusRing} ${error ? 'border-rose-400' : 'border-slate-300'}`}
          >
            <option value="">Select a visit</option>
            {visits.map((visit) => (
              <option key={visit.id} value={visit.id}>
                {visitOptionLabel(visit)}
              </option>
            ))}
          </select>
        )}
        {error && (
          <p id={`${id}-error`} className="mt-1.5 text-sm text-rose-600">
            {error}
          </p>
        )}
      </div>
    </>
  );
}

interface AssignResultModalProps {
  target: AssignTarget;
  /** The store id of the orphans table's connection: an assigned result leaves it (@deleteEdge). */
  connectionId: string;
  /** The table's paging, told of the removal (useConnectionPages' afterDelete). */
  paging: Pick<ConnectionPages, 'beforeDelete' | 'afterDelete'>;
  onClose: () => void;
}

export function AssignResultModal({ target, connectionId, paging, onClose }: AssignResultModalProps) {
  const [assignLabResult, busy] = useAssignLabResult();
  const [pet, setPet] = useState<PickedPet | null>(target.pet);
  const [visitId, setVisitId] = useState('');
  const [errors, setErrors] = useState<{ pet?: string; visit?: string }>({});
  const formRef = useRef<HTMLFormElement>(null);
  // A refused submit moves the focus to the first field with a message (once it shows).
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  // Another pet's visits are not this one's.
  useEffect(() => setVisitId(''), [pet?.id]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { pet: pet ? undefined : PET_REQUIRED, visit: visitId ? undefined : VISIT_REQUIRED };
    setErrors(found);
    if (!pet || !visitId) return setRefusals((count) => count + 1);
    try {
      const mark = paging.beforeDelete();
      const { assignLabResult: answer } = await assignLabResult({ input: { labResultId: target.id, petId: pet.id, visitId }, connections: [connectionId] });
      if (answer.__typename === 'AssignLabResultSuccess') {
        paging.afterDelete(mark);
        notify('success', ASSIGNED_MESSAGE);
        onClose();
        return;
      }
      if (answer.__typename === 'InputValidationError') {
        const byPath = Object.fromEntries((answer.fieldErrors ?? []).map((fieldError) => [fieldError.path, fieldError.message]));
        setErrors({ pet: byPath.petId ?? byPath.pet_id, visit: byPath.visitId ?? byPath.visit_id });
        setRefusals((count) => count + 1);
      }
      notify('error', ASSIGN_ERROR, (answer.__typename !== '%other' && 'message' in answer && answer.message) || undefined);
    } catch (error) {
      notify('error', ASSIGN_ERROR, error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={ASSIGN_TITLE}
      description={`${target.petName}${target.parentName ? ` (${target.parentName})` : ''} · ${target.providerName} · Accession ${target.identifier} · Test Date ${formatUsDate(target.testDate)}`}
      width={720}
    >
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <PetSearchSelect
          label="Pet Name"
          value={pet}
          onChange={(picked) => {
            setPet(picked);
            setErrors((current) => ({ ...current, pet: undefined }));
          }}
          error={errors.pet}
        />
        {pet && (
          <ErrorBoundary key={pet.id} fallback={<InlineNotice tone="error">This pet’s details could not be loaded. Choose the pet again to retry.</InlineNotice>}>
            <Suspense
              fallback={
                <div role="status" aria-label="Loading the pet’s visits" className="space-y-3">
                  <Skeleton className="h-16 w-full" />
                  <Skeleton className="h-10 w-full" />
                </div>
              }
            >
              <PetVisitFields
                petId={pet.id}
                visitId={visitId}
                onVisit={(next) => {
                  setVisitId(next);
                  setErrors((current) => ({ ...current, visit: undefined }));
                }}
                error={errors.visit}
              />
            </Suspense>
          </ErrorBoundary>
        )}
        {!pet && errors.visit && <p className="text-sm text-rose-600">{errors.visit}</p>}
        <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            Assign Result
          </Button>
        </div>
      </form>
    </Modal>
  );
}
