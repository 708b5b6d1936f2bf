// The pet profile, /d/pet-profiles/pets/{petId}?source=… (spec 001 section 2.6): back to the pet
// list, the actions 'Send History Form', 'Edit pet info' and 'Add new visit' (and 'SOAP Canvas',
// the way to this pet's /d/SOAPCanvas), the pet details card and the collapsible visit history.
// After a Reason for Modification the address carries source, soap=subjective, subjectiveId and
// visitId (section 2.7).
import { lazy, Suspense, useState } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { PetProfilePageQuery } from '../__generated__/PetProfilePageQuery.graphql';
import { MedicalHistoryDrawer } from '../ai/MedicalHistoryDrawer';
import { useAccess } from '../auth/access';
import { EditPetModal } from '../pets/EditPetModal';
import { useSyncAndOpen } from '../practice/useSyncAndOpen';
import { getRelayEnvironment } from '../relay/environment';
import { Button, buttonClasses } from '../ui/Button';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { InlineNotice } from '../ui/InlineNotice';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/notifications/notificationStore';
import { ModificationReasonModal } from './ModificationReasonModal';
import { useCreateVisit } from './mutations/useCreateVisit';
import { useSendHistoryForm } from './mutations/useSendHistoryForm';
import { PetDetailsCard } from './PetDetailsCard';
import { visitStepsPath } from '../visit-charting/visitSteps';
import { canvasEditorPath, soapCanvasPath } from './petProfileLinks';
import { canExportRecords } from '../fhir/fhirExportAccess';
import { HISTORY_ERROR, PetVisitHistory } from './PetVisitHistory';

// One pet's FHIR export (admins only): its button and dialog load for admins.
const ExportPetRecordsButton = lazy(async () => ({ default: (await import('../fhir/ExportPetRecordsButton')).ExportPetRecordsButton }));

// The Summaries modal downloads with its first opening, apart from the profile's code.
const SummariesModal = lazy(async () => ({ default: (await import('./SummariesModal')).SummariesModal }));

export const petProfilePageQuery = graphql`
  query PetProfilePageQuery($id: ID!) {
    practiceSystems {
      source
    }
    node(id: $id) {
      __typename
      ... on Pet {
        id
        name
        image
        color
        dateOfBirth
        weight
        weightUnit
        note
        problems
        source
        sourceId
        parent {
          id
          fullName
          email
        }
        breed {
          id
        }
        species {
          id
        }
        gender {
          id
        }
        ...PetDetailsCard_pet
        ...PetVisitHistory_pet
      }
    }
  }
`;

const ADD_VISIT = 'Add Visit';
const EDIT_PET_DETAILS = 'Edit Pet Details';

function BackToPets() {
  return (
    <Link to="/d/pet-profiles" className={buttonClasses('ghost', 'px-2.5 py-1.5')}>
      <span aria-hidden="true">←</span> Back to Pet List
    </Link>
  );
}

interface PetProfilePageProps {
  queryRef: PreloadedQuery<PetProfilePageQuery>;
  /** The pet as the address names it (kept as given in the links this page makes). */
  petId: string;
}

export function PetProfilePage({ queryRef, petId }: PetProfilePageProps) {
  const { node, practiceSystems } = usePreloadedQuery(petProfilePageQuery, queryRef);
  const access = useAccess();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const source = searchParams.get('source') || 'vea';
  const [createVisit, creating] = useCreateVisit();
  const [sendHistoryForm, sending] = useSendHistoryForm();
  const [confirmSend, setConfirmSend] = useState(false);
  const [modifying, setModifying] = useState<{ id: string; name: string } | null>(null);
  const [editingPet, setEditingPet] = useState(false);
  const [summariesOf, setSummariesOf] = useState<{ id: string; name: string } | null>(null);
  const [syncAndOpen, syncing] = useSyncAndOpen();

  if (!node || node.__typename !== 'Pet') {
    return (
      <div className="space-y-5">
        <BackToPets />
        <InlineNotice tone="error">This pet could not be found. It may have been deleted, or it belongs to another clinic.</InlineNotice>
      </div>
    );
  }
  const pet = node;
  const canAddVisit = access.can(ADD_VISIT);

  const addVisit = async () => {
    try {
      const { createVisit: result } = await createVisit({ input: { petId: pet.id } });
      if (result.__typename === 'CreateVisitSuccess' && result.visit) {
        navigate(canvasEditorPath({ petId, source, visitId: result.visit.id }));
        return;
      }
      notify('error', 'Failed to create visitation', 'message' in result ? result.message : undefined);
    } catch (error) {
      notify('error', 'Failed to create visitation', error instanceof Error ? error.message : undefined);
    }
  };

  const sendForm = async () => {
    try {
      const { sendHistoryForm: result } = await sendHistoryForm({ input: { petId: pet.id } });
      if (result.__typename === 'SendHistoryFormSuccess') {
        notify('success', 'Subjective form sent!', `The history form link went to ${result.email}.`);
        setConfirmSend(false);
        return;
      }
      notify('error', 'Send History Form Error', 'message' in result ? result.message : undefined);
    } catch (error) {
      notify('error', 'Send History Form Error', error instanceof Error ? error.message : undefined);
    }
    setConfirmSend(false);
  };

  // Spec 001 section 2.7: after the reason, the address names the subjective step of the visit
  // (which opens its steps), and the reason the saves that follow are made under.
  const modified = (visitId: string, modificationReasonId: string) => {
    setModifying(null);
    setSearchParams({ source, soap: 'subjective', subjectiveId: visitId, visitId, visit_modification_id: modificationReasonId });
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackToPets />
        <div className="flex flex-wrap items-center gap-2">
          {pet.source === 'covetrus' && pet.sourceId && practiceSystems.some((system) => system.source === pet.source) && (
            // Spec 001: only for a pet from Covetrus while the clinic has Covetrus connected.
            <Button variant="secondary" busy={syncing !== null} onClick={() => void syncAndOpen(pet.sourceId!, pet.source)}>
              Sync Covetrus
            </Button>
          )}
          <MedicalHistoryDrawer petId={pet.id} visitPath={(visitId) => visitStepsPath({ petId, source, visitId })} />
          {/* The older SOAP canvas of this pet (spec 003 section 2.2), its visits in its History. */}
          <Link to={soapCanvasPath({ petId, source })} className={buttonClasses('secondary')}>
            SOAP Canvas
          </Link>
          {canAddVisit && (
            <Button variant="secondary" onClick={() => setConfirmSend(true)}>
              Send History Form
            </Button>
          )}
          {access.can(EDIT_PET_DETAILS) && (
            <Button variant="secondary" onClick={() => setEditingPet(true)}>
              Edit pet info
            </Button>
          )}
          {canExportRecords(access) && (
            <Suspense fallback={null}>
              <ExportPetRecordsButton petId={pet.id} petName={pet.name} />
            </Suspense>
          )}
          {canAddVisit && (
            <Button busy={creating} onClick={() => void addVisit()}>
              Add new visit
            </Button>
          )}
        </div>
      </div>
      <PetDetailsCard pet={pet} />
      <ErrorBoundary
        // A page of the history that fails to load (paging) leaves the rest of the profile in place.
        fallback={<InlineNotice tone="error">{HISTORY_ERROR}: the visit history could not be loaded. Please reload the page.</InlineNotice>}
        onError={(error) => notify('error', HISTORY_ERROR, error.message)}
      >
        <PetVisitHistory pet={pet} petId={petId} source={source} canChart={canAddVisit} onModify={setModifying} onSummaries={setSummariesOf} />
      </ErrorBoundary>
      <Modal
        open={confirmSend}
        onOpenChange={setConfirmSend}
        title="Send History Form"
        width={460}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmSend(false)} disabled={sending}>
              Cancel
            </Button>
            <Button busy={sending} disabled={!pet.parent.email} onClick={() => void sendForm()}>
              Send
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          {pet.parent.email ? (
            <>
              E-mail {pet.name}'s parent at <strong>{pet.parent.email}</strong> a link to the history (subjective) form? The link works for 7 days.
            </>
          ) : (
            <>{pet.name}'s parent has no e-mail address. Add one to the pet parent first.</>
          )}
        </p>
      </Modal>
      <EditPetModal
        pet={editingPet ? { ...pet, parent: { id: pet.parent.id, fullName: pet.parent.fullName } } : null}
        onOpenChange={setEditingPet}
        onSaved={() => {
          // The edit answers only the pet's id and name: reload the rest of the card.
          fetchQuery(getRelayEnvironment(), petProfilePageQuery, { id: pet.id }, { fetchPolicy: 'network-only' }).subscribe({});
        }}
      />
      <ModificationReasonModal visit={modifying} onOpenChange={(open) => !open && setModifying(null)} onSaved={modified} />
      {summariesOf && (
        <Suspense fallback={null}>
          <SummariesModal visit={summariesOf} onOpenChange={(open) => !open && setSummariesOf(null)} />
        </Suspense>
      )}
    </div>
  );
}
