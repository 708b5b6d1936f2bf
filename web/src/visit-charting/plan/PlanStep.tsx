// The plan step, 'Proposed Treatment Plan' (spec 002 sections 2.6, 4 'Approval and signature', 5,
// 8, 9): the plan as a document — the clinic's header, the pet and its
// parent, the description (edited in a rich-text modal), the Diagnostics / Services / Medications
// tables priced by the server — with Save Changes and Previous. 'Sign in-person' (the assessment's
// choice) adds each row's Approve / Decline, saved at once, and the signature: Approve signs and
// shows the PDF with View Result / Back / Done; Decline asks for a reason; a plan already signed
// offers Continue. 'Email Estimate' offers Send Treatment by Email instead. Done finishes the visit
// (signed or not: the server refuses a locked visit, and one whose required consents are not all
// signed, with the message naming them) and shows the completion page. The consents panel
// (consents/ConsentsPanel.tsx) lists the consents the visit needs. Entering the step with a working plan and no signature moves the
// visit to 'Pending Client Approval' (the server decides). The Estimated Total is the
// server's total without the declined rows (the Approved Total once signed, with the declined rows
// named), 'Sign in-person' / 'Email Estimate' can be switched here (saved at once), and a drawn
// signature not yet given is guarded like unsaved changes.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import type { PlanStep_plan$key } from '../../__generated__/PlanStep_plan.graphql';
import type { PlanStep_query$key } from '../../__generated__/PlanStep_query.graphql';
import type { PlanStep_signed$key } from '../../__generated__/PlanStep_signed.graphql';
import type { PlanStep_visit$key } from '../../__generated__/PlanStep_visit.graphql';
import { useAccess } from '../../auth/access';
import { formatVisitTime } from '../../pet-profile/petProfileLinks';
import { Button } from '../../ui/Button';
import { InlineNotice } from '../../ui/InlineNotice';
import { notify } from '../../ui/notifications/notificationStore';
import { UnsavedChangesGuard } from '../UnsavedChangesGuard';
import { stepSearch } from '../visitSteps';
import { DescriptionEditorModal } from './DescriptionEditorModal';
import { useFinishVisit } from './mutations/useFinishVisit';
import { useSavePlanChanges } from './mutations/useSavePlanChanges';
import { useSignTreatmentPlan } from './mutations/useSignTreatmentPlan';
import { useStartPlanApproval } from './mutations/useStartPlanApproval';
import { PlanDocument } from './PlanDocument';
import { decisionsOf, formatCents, formatPlanDate, PLAN_TITLE, toItemInputs } from './planDocument';
import { DoseChecks } from './DoseChecks';
import { PlanItemsTables } from './PlanItemsTables';
import { PlanPdfView } from './PlanPdfView';
import { PlanSignatureForm, type SignatureInput } from './PlanSignatureForm';
import { VisitComplete } from './VisitComplete';

// The consents panel and the estimate's reminders line load with the step, in a chunk of their own
// (the step's screen stays within its download budget).
const ConsentsPanel = lazy(async () => ({ default: (await import('../../consents/ConsentsPanel')).ConsentsPanel }));
const LinkReminders = lazy(async () => ({ default: (await import('../../follow-ups/LinkReminders')).LinkReminders }));

// The two small forms download when first opened: with their form library they would otherwise
// outgrow the step's 60 KB budget.
const SendEstimateModal = lazy(async () => ({ default: (await import('./SendEstimateModal')).SendEstimateModal }));
const DeclineReasonModal = lazy(async () => ({ default: (await import('./DeclineReasonModal')).DeclineReasonModal }));

/** Spec 002 section 8. */
export const PLAN_SAVED = 'Plan changes saved';
export const UPDATE_PLAN_ERROR = 'Update Treatment Plan Error';
export const DONE_ERROR = 'Failed to update visit status';
const SIGN_ERROR = 'The treatment plan could not be signed';

const visitFragment = graphql`
  fragment PlanStep_visit on Visit {
    id
    isReadOnly
    isLocked
    pet {
      name
      species {
        specie
      }
      breed {
        breed
      }
      parent {
        fullName
        email
        address {
          addressLine1
          city
          state
          zip
        }
      }
    }
    treatmentPlan {
      ...PlanStep_plan
      # Beside the plan's fragment, not inside it: the gateway counts a fragment as a level of depth.
      ...DoseChecks_plan
    }
    signedTreatmentPlan {
      ...PlanStep_signed
    }
    ...ConsentsPanel_visit
    estimateFollowUp {
      ...LinkReminders_followUp
    }
  }
`;

const planFragment = graphql`
  fragment PlanStep_plan on TreatmentPlan {
    id
    version
    description
    isClientAtClinic
    updatedAt
    updatedByName
    items {
      id
      kind
      catalogueId
      quantity
      selectedDosage {
        dosage
        unit
      }
      comment
      removed
      approved
      ...PlanItemsTables_items @relay(mask: false)
    }
    totals {
      ...PlanItemsTables_totals @relay(mask: false)
    }
    approvedTotals {
      ...PlanItemsTables_totals @relay(mask: false)
    }
  }
`;

const signedFragment = graphql`
  fragment PlanStep_signed on SignedTreatmentPlan {
    id
    planVersion
    signerName
    signedAt
    channel
    signatureUrl
    declineReason
    approvedTotalCents
    items {
      id
      name
      removed
      approved
    }
  }
`;

const queryFragment = graphql`
  fragment PlanStep_query on Query {
    viewer {
      clinics {
        name
        avatar
        address1
        city
        state
        zip
        phone
        email
      }
    }
  }
`;

interface PlanStepProps {
  visit: PlanStep_visit$key;
  query: PlanStep_query$key;
  /** visitEditing() of the page, and whether the person holds 'Add Visit'. */
  editable: boolean;
  visitModificationId: string | null;
  titleId: string;
  /** Called when Done has finished the visit and the completion page shows. */
  onFinished?: () => void;
}

type View = { kind: 'document' } | { kind: 'pdf' } | { kind: 'complete'; emailedTo: string | null };

const messageOf = (result: { readonly message?: string }) => result.message || undefined;

export function PlanStep({ visit: visitKey, query: queryKey, editable, visitModificationId, titleId, onFinished }: PlanStepProps) {
  const visit = useFragment(visitFragment, visitKey);
  const { viewer } = useFragment(queryFragment, queryKey);
  const plan = useFragment<PlanStep_plan$key>(planFragment, visit.treatmentPlan);
  const signed = useFragment<PlanStep_signed$key>(signedFragment, visit.signedTreatmentPlan);
  const canChart = useAccess().can('Add Visit');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [savePlan] = useSavePlanChanges();
  const [signPlan] = useSignTreatmentPlan();
  const [finishVisit, finishing] = useFinishVisit();
  const [startApproval] = useStartPlanApproval();
  const [view, setView] = useState<View>({ kind: 'document' });
  const [descriptionDraft, setDescriptionDraft] = useState<string | null>(null);
  const [editingDescription, setEditingDescription] = useState(false);
  const [sending, setSending] = useState(false);
  const [declining, setDeclining] = useState<SignatureInput | null>(null);
  // A lazily loaded modal stays mounted once opened, so closing it returns focus as usual.
  const [opened, setOpened] = useState({ send: false, decline: false });
  const [saving, setSaving] = useState(false);
  // The row decision being saved, shown at once (the server stamps the date it keeps).
  const [deciding, setDeciding] = useState<{ itemId: string; approved: boolean; at: string } | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  // A signature drawn and not yet given: leaving the step would drop it.
  const [drawing, setDrawing] = useState(false);
  // The approval mode being saved, shown at once.
  const [modeChoice, setModeChoice] = useState<boolean | null>(null);
  const switchingMode = modeChoice !== null;

  // Entering the step, once per visit opened, when the server may move it (it decides).
  const started = useRef<string | null>(null);
  const canStart = plan != null && signed == null && !visit.isReadOnly && !visit.isLocked && editable;
  useEffect(() => {
    if (!canStart || started.current === visit.id) return;
    started.current = visit.id;
    // Errors in status updates are ignored silently (spec 002 section 4).
    startApproval({ input: { visitId: visit.id } }).catch(() => undefined);
  }, [canStart, visit.id, startApproval]);

  const goTo = (step: 'assessment' | 'results') => navigate({ search: stepSearch(searchParams, step).toString() });

  if (view.kind === 'complete') {
    return <VisitComplete titleId={titleId} petName={visit.pet.name} emailedTo={view.emailedTo} />;
  }

  if (!plan) {
    return (
      <div className="space-y-4">
        <h3 id={titleId} className="text-lg font-semibold text-slate-900">
          {PLAN_TITLE}
        </h3>
        <InlineNotice tone="info">No treatment plan has been saved for this visit yet. Build it in the Assessment step, then continue here.</InlineNotice>
        <Suspense fallback={null}>
          <ConsentsPanel visit={visit} editable={canChart} />
        </Suspense>
        <Button variant="secondary" onClick={() => goTo('assessment')}>
          Previous
        </Button>
      </div>
    );
  }

  const clinic = viewer?.clinics[0];
  const dirty = descriptionDraft !== null && descriptionDraft !== plan.description;
  // A signature holds for the version it was given to; a plan changed since needs a new one.
  const signedCurrent = signed != null && signed.planVersion === plan.version;
  const inPerson = plan.isClientAtClinic;
  const canEdit = editable && !signedCurrent;
  // Done finishes any visit that is not locked, read-only ones (signed, 'Ready for Treatment') too.
  const canFinish = canChart && !visit.isLocked;

  /** Saves the plan with the description draft and the decision given; the new version, or null. */
  const save = async (options: { decisions?: Record<string, boolean>; withDescription: boolean; isClientAtClinic?: boolean }): Promise<number | null> => {
    setConflict(null);
    try {
      const { saveTreatmentPlan: result } = await savePlan({
        input: {
          visitId: visit.id,
          basedOnVersion: plan.version,
          visitModificationId,
          isClientAtClinic: options.isClientAtClinic ?? plan.isClientAtClinic,
          items: toItemInputs(plan.items, options.decisions),
          ...(options.withDescription && descriptionDraft !== null ? { description: descriptionDraft } : {}),
        },
      });
      if (result.__typename === 'SaveTreatmentPlanSuccess') {
        if (options.withDescription) setDescriptionDraft(null);
        return result.treatmentPlan?.version ?? null;
      }
      if (result.__typename === 'TreatmentPlanStaleVersionError') {
        // The current plan is in the store now, so the page shows it; an unsaved description stays.
        setConflict(`${result.message ?? 'The plan was changed by someone else'}. The plan now shows that version${dirty ? '; your description is kept: Save Changes to save it over theirs' : ''}.`);
        return null;
      }
      notify('error', UPDATE_PLAN_ERROR, messageOf(result));
    } catch (error) {
      notify('error', UPDATE_PLAN_ERROR, error instanceof Error ? error.message : undefined);
    }
    return null;
  };

  const saveChanges = async () => {
    setSaving(true);
    const version = await save({ withDescription: true });
    setSaving(false);
    if (version !== null) notify('success', PLAN_SAVED);
  };

  /** Before the plan is signed or sent, what is unsaved is saved: the version to sign, or null. */
  const saveFirst = async (): Promise<number | null> => {
    if (!dirty) return plan.version;
    setSaving(true);
    const version = await save({ withDescription: true });
    setSaving(false);
    return version;
  };

  const decide = async (itemId: string, approved: boolean) => {
    setDeciding({ itemId, approved, at: new Date().toISOString() });
    await save({ decisions: { [itemId]: approved }, withDescription: false });
    setDeciding(null);
  };

  /** 'Sign in-person' ↔ 'Email Estimate' on the step itself, saved at once like a decision. */
  const switchMode = async (isClientAtClinic: boolean) => {
    if (isClientAtClinic === plan.isClientAtClinic) return;
    setModeChoice(isClientAtClinic);
    const version = await save({ withDescription: false, isClientAtClinic });
    setModeChoice(null);
    if (version !== null) setDrawing(false);
  };

  const sign = async (signature: SignatureInput, declineReason?: string): Promise<boolean> => {
    const planVersion = await saveFirst();
    if (planVersion === null) return false;
    try {
      const { signTreatmentPlan: result } = await signPlan({
        input: {
          visitId: visit.id,
          planVersion,
          signerName: signature.signerName,
          signaturePng: signature.signaturePng,
          // Declining the plan declines every row in it.
          decisions: declineReason ? decisionsOf(plan.items).map((decision) => ({ ...decision, approved: false })) : decisionsOf(plan.items),
          declineReason: declineReason ?? null,
          visitModificationId,
        },
      });
      if (result.__typename === 'SignTreatmentPlanSuccess') {
        notify('success', declineReason ? 'Treatment plan declined' : 'Treatment plan approved');
        setDrawing(false);
        setView({ kind: 'pdf' });
        return true;
      }
      notify('error', SIGN_ERROR, messageOf(result));
    } catch (error) {
      notify('error', SIGN_ERROR, error instanceof Error ? error.message : undefined);
    }
    return false;
  };

  const done = async () => {
    try {
      const { finishVisit: result } = await finishVisit({ input: { visitId: visit.id } });
      if (result.__typename === 'FinishVisitSuccess') {
        setView({ kind: 'complete', emailedTo: result.summaryEmailedTo ?? null });
        onFinished?.();
        return;
      }
      notify('error', DONE_ERROR, messageOf(result));
    } catch (error) {
      notify('error', DONE_ERROR, error instanceof Error ? error.message : undefined);
    }
  };

  if (view.kind === 'pdf') {
    return <PlanPdfView titleId={titleId} visitId={visit.id} onViewResult={() => goTo('results')} onBack={() => setView({ kind: 'document' })} onDone={() => void done()} finishing={finishing} />;
  }

  const description = descriptionDraft ?? plan.description;
  const party = {
    petName: visit.pet.name,
    species: visit.pet.species?.specie,
    breed: visit.pet.breed?.breed,
    parentName: visit.pet.parent.fullName,
    ...visit.pet.parent.address,
  };

  return (
    <div className="space-y-6">
      <UnsavedChangesGuard when={dirty || (drawing && inPerson && !signedCurrent)} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {inPerson ? 'The client signs in person.' : 'The client approves by e-mail.'} Last saved by {plan.updatedByName} at {formatVisitTime(plan.updatedAt)}
        </p>
        <div className="flex flex-wrap gap-2">
          {dirty && <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">Form Modified</span>}
          {/* Spec 002 section 4: the plan's signing state reads 'signed' or 'Not signed!'. */}
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${signedCurrent ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-slate-50 text-slate-700 ring-slate-200'}`}
          >
            {signedCurrent ? 'signed' : 'Not signed!'}
          </span>
        </div>
      </div>
      {conflict && <InlineNotice tone="error">{conflict}</InlineNotice>}
      {canEdit && (
        <fieldset disabled={switchingMode || saving || deciding !== null} className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">Is the client at the clinic?</legend>
          {[
            { label: 'Sign in-person', value: true },
            { label: 'Email Estimate', value: false },
          ].map((choice) => (
            <label key={choice.label} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="planIsClientAtClinic"
                checked={(modeChoice ?? plan.isClientAtClinic) === choice.value}
                onChange={() => void switchMode(choice.value)}
                className="size-4 accent-teal-700"
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
      )}
      {signed && !signedCurrent && (
        <InlineNotice tone="info">
          The plan changed after {signed.signerName || 'the client'} signed it on {formatPlanDate(signed.signedAt)}: it needs a new signature.
        </InlineNotice>
      )}

      <PlanDocument
        titleId={titleId}
        heading="h3"
        clinic={{ name: clinic?.name ?? '', logoUrl: clinic?.avatar, addressLine1: clinic?.address1, city: clinic?.city, state: clinic?.state, zip: clinic?.zip, phone: clinic?.phone, email: clinic?.email }}
        party={party}
        dateIso={signedCurrent ? signed.signedAt : new Date().toISOString()}
        description={description}
        descriptionAction={
          canEdit ? (
            <Button variant="secondary" className="px-3 py-1.5" onClick={() => setEditingDescription(true)}>
              Edit Description
            </Button>
          ) : undefined
        }
      >
        <PlanItemsTables
          items={plan.items}
          totals={plan.approvedTotals}
          totalLabel={signedCurrent && !signed.declineReason ? 'Approved Total' : 'Estimated Total'}
          totalsPending={deciding !== null}
          idPrefix="plan"
          heading="h4"
          decisions={
            inPerson && canEdit
              ? { pending: deciding ? { [deciding.itemId]: deciding } : undefined, onDecide: (itemId, approved) => void decide(itemId, approved), disabled: deciding !== null || saving }
              : undefined
          }
        />

        {visit.treatmentPlan && <DoseChecks plan={visit.treatmentPlan} editable={canEdit} visitId={visit.id} />}

        {signedCurrent ? (
          <SignedSummary signed={signed} onContinue={() => setView({ kind: 'pdf' })} />
        ) : inPerson ? (
          <PlanSignatureForm
            requireName
            approveNeedsDrawing={false}
            disabled={!editable}
            busy={saving || deciding !== null || switchingMode}
            onDrawnChange={setDrawing}
            onApprove={async (signature) => void (await sign(signature))}
            onDecline={(signature) => {
              setDeclining(signature);
              setOpened((current) => ({ ...current, decline: true }));
            }}
          />
        ) : null}
      </PlanDocument>

      <Suspense fallback={null}>
        <ConsentsPanel visit={visit} editable={canChart} />
        {visit.estimateFollowUp && <LinkReminders followUp={visit.estimateFollowUp} canStop={!visit.isReadOnly && !visit.isLocked} />}
      </Suspense>

      <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-5">
        <Button variant="secondary" onClick={() => goTo('assessment')}>
          Previous
        </Button>
        <div className="flex flex-wrap gap-3">
          {!inPerson && !signedCurrent && (
            <Button
              variant="secondary"
              onClick={() => {
                setSending(true);
                setOpened((current) => ({ ...current, send: true }));
              }}
              disabled={!editable}
            >
              Send Treatment by Email
            </Button>
          )}
          <Button variant={signedCurrent ? 'secondary' : 'primary'} onClick={() => void saveChanges()} busy={saving} disabled={!canEdit || !dirty}>
            Save Changes
          </Button>
          <Button variant={signedCurrent ? 'primary' : 'secondary'} onClick={() => void done()} busy={finishing} disabled={!canFinish}>
            Done
          </Button>
        </div>
      </div>

      <DescriptionEditorModal open={editingDescription} onOpenChange={setEditingDescription} html={description} onSave={(html) => setDescriptionDraft(html)} />
      <Suspense fallback={null}>
        {opened.send && (
          <SendEstimateModal open={sending} onOpenChange={setSending} visitId={visit.id} defaultEmail={visit.pet.parent.email} beforeSend={async () => (await saveFirst()) !== null} />
        )}
        {opened.decline && (
          <DeclineReasonModal
            open={declining !== null}
            onOpenChange={(open) => !open && setDeclining(null)}
            onAccept={async (reason) => (declining ? sign(declining, reason) : false)}
          />
        )}
      </Suspense>
    </div>
  );
}

interface SignedSummaryData {
  signerName: string;
  signedAt: string;
  channel: string;
  signatureUrl: string;
  declineReason: string | null | undefined;
  approvedTotalCents: number;
  items: ReadonlyArray<{ readonly name: string; readonly removed: boolean; readonly approved: boolean }>;
}

function SignedSummary({ signed, onContinue }: { signed: SignedSummaryData; onContinue: () => void }) {
  const by = signed.signerName || 'The pet parent';
  // What the client approved, as signed, and which rows they declined.
  const declined = signed.items.filter((item) => !item.removed && !item.approved).map((item) => item.name);
  return (
    <section aria-label="Signature" className="flex flex-wrap items-end justify-between gap-4 rounded-xl border border-slate-200 p-4 sm:p-5">
      <div className="space-y-2 text-sm text-slate-700">
        <p>
          <strong className="text-slate-900">{signed.declineReason ? 'Declined' : 'Signed'}</strong> by {by} on {formatPlanDate(signed.signedAt)}
          {signed.channel === 'LINK' ? ' through the e-mailed link' : ' in person'}.
        </p>
        {signed.declineReason && <p>Reason: {signed.declineReason}</p>}
        {!signed.declineReason && (
          <p>
            Approved Total: <strong className="text-slate-900 tabular-nums">{formatCents(signed.approvedTotalCents)}</strong>
          </p>
        )}
        {!signed.declineReason && declined.length > 0 && <p>Declined: {declined.join(', ')}</p>}
        <img src={signed.signatureUrl} alt={`Signature of ${by}`} className="max-h-[200px] max-w-[200px] rounded border border-slate-200 bg-white object-contain" />
      </div>
      <Button onClick={onContinue}>Continue</Button>
    </section>
  );
}
