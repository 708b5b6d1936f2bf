// /treatment-plan-estimate/{token} (spec 003 sections 2.7, 4, 8): the pet
// parent's view of the plan e-mailed to them — the clinic's header, the pet and parent, the
// description, the tables with Approve / Decline per row (every row starts approved), the
// signature pad with Approve (disabled until something is drawn) and Re-Sign. Approving saves the
// signed plan ('Treatment plan approval was successful.') and shows its PDF; opened again after
// signing, the page is read-only with the signature and the decisions. An expired link shows
// 'Token has Expired.'; any other refusal, the server's message. Each row's choice is
// kept by the server with the link until signing (a reload keeps it), and the Estimated Total is
// the server's answer without the declined rows; the signature pad is roomy on a phone.
import { use, useRef, useState } from 'react';
import { graphql } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { TreatmentPlanEstimatePage_signed$data } from '../__generated__/TreatmentPlanEstimatePage_signed.graphql';
import type { TreatmentPlanEstimatePageQuery$data } from '../__generated__/TreatmentPlanEstimatePageQuery.graphql';
import { Button } from '../ui/Button';
import { InlineNotice } from '../ui/InlineNotice';
import { LinkProblem, PublicLinkPage } from '../ui/PublicLinkPage';
import { notify } from '../ui/notifications/notificationStore';
import { PdfViewer } from '../ui/PdfViewer';
import { PlanDocument, type PlanClinic, type PlanParty } from '../visit-charting/plan/PlanDocument';
import { decisionsOf, formatPlanDate, PLAN_TITLE } from '../visit-charting/plan/planDocument';
import { PlanItemsTables } from '../visit-charting/plan/PlanItemsTables';
import { PlanSignatureForm, type SignatureInput } from '../visit-charting/plan/PlanSignatureForm';
import { useApproveTreatmentPlanEstimate } from './mutations/useApproveTreatmentPlanEstimate';
import { useSaveTreatmentPlanEstimateChoices } from './mutations/useSaveTreatmentPlanEstimateChoices';

export const TOKEN_EXPIRED = 'Token has Expired.';
export const APPROVED = 'Treatment plan approval was successful.';
const LOAD_FAILED = 'An error has occurred';

// Read without the Relay store (treatmentPlanEstimateRoutes.tsx): every fragment comes unmasked.
graphql`
  fragment TreatmentPlanEstimatePage_signed on SignedTreatmentPlan {
    signerName
    signedAt
    signatureUrl
    declineReason
    description
    approvedTotalCents
    items {
      ...PlanItemsTables_items @relay(mask: false)
    }
    approvedTotals {
      ...PlanItemsTables_totals @relay(mask: false)
    }
  }
`;

graphql`
  query TreatmentPlanEstimatePageQuery($token: String!) {
    treatmentPlanEstimate(token: $token) {
      __typename
      ... on TreatmentPlanEstimate {
        clinic {
          name
          logoUrl
          city
          state
          zip
          phone
          email
        }
        party {
          petName
          species
          breed
          parentName
          addressLine1
          city
          state
          zip
        }
        description
        planVersion
        expiresAt
        items {
          ...PlanItemsTables_items @relay(mask: false)
        }
        approvedTotals {
          ...PlanItemsTables_totals @relay(mask: false)
        }
        signed {
          ...TreatmentPlanEstimatePage_signed @relay(mask: false)
        }
      }
      ... on TreatmentPlanLinkExpiredError {
        message
        # Aliased: the page's own clinic field has another type.
        clinicContact: clinic {
          name
          phone
          email
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

export interface TreatmentPlanEstimateLoaderData {
  token: string;
  estimate: Promise<TreatmentPlanEstimatePageQuery$data>;
}

type Result = TreatmentPlanEstimatePageQuery$data['treatmentPlanEstimate'];
type Estimate = Extract<Result, { __typename: 'TreatmentPlanEstimate' }>;
type Signed = Omit<TreatmentPlanEstimatePage_signed$data, ' $fragmentType'>;

export function TreatmentPlanEstimatePage() {
  const data = useLoaderData() as TreatmentPlanEstimateLoaderData;
  return (
    <PublicLinkPage title={PLAN_TITLE} loadFailedMessage={LOAD_FAILED} loadingLabel="Loading the treatment plan…" wide>
      <EstimateLoaded {...data} />
    </PublicLinkPage>
  );
}

function EstimateLoaded({ token, estimate }: TreatmentPlanEstimateLoaderData) {
  const { treatmentPlanEstimate: result } = use(estimate);
  // An expired link the clinic really sent says how to reach that clinic.
  if (result.__typename === 'TreatmentPlanLinkExpiredError') return <LinkProblem title={PLAN_TITLE} message={TOKEN_EXPIRED} clinic={result.clinicContact} />;
  if (result.__typename === 'NotFoundError') return <LinkProblem title={PLAN_TITLE} message={result.message || LOAD_FAILED} />;
  if (result.__typename !== 'TreatmentPlanEstimate') return <LinkProblem title={PLAN_TITLE} message={LOAD_FAILED} />;
  return <EstimateDocument token={token} estimate={result} />;
}

function EstimateDocument({ token, estimate }: { token: string; estimate: Estimate }) {
  const [approve] = useApproveTreatmentPlanEstimate();
  const [saveChoices] = useSaveTreatmentPlanEstimateChoices();
  // The rows and the total as the server last priced them (with the choices it keeps).
  const [shown, setShown] = useState({ items: estimate.items, totals: estimate.approvedTotals });
  const lastRequest = useRef(0);
  const [signed, setSigned] = useState<Signed | null>(estimate.signed ?? null);
  const [expired, setExpired] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState<Record<string, { approved: boolean; at: string }>>({});

  // Expired while open: the clinic's contacts are the ones the page already shows.
  if (expired) return <LinkProblem title={PLAN_TITLE} message={TOKEN_EXPIRED} clinic={estimate.clinic} />;

  const clinic: PlanClinic = { ...estimate.clinic };
  const party: PlanParty = { ...estimate.party };

  const submit = async ({ signerName, signaturePng }: SignatureInput) => {
    setRefusal(null);
    const overrides = Object.fromEntries(Object.entries(pending).map(([id, decision]) => [id, decision.approved]));
    try {
      const { approveTreatmentPlanEstimate: result } = await approve({
        input: { token, planVersion: estimate.planVersion, signerName: signerName || null, signaturePng, decisions: decisionsOf(shown.items, overrides) },
      });
      if (result.__typename === 'ApproveTreatmentPlanEstimateSuccess' && result.signed) {
        notify('success', APPROVED);
        setSigned(result.signed);
        return;
      }
      if (result.__typename === 'TreatmentPlanLinkExpiredError') {
        setExpired(true);
        return;
      }
      setRefusal(result.message || LOAD_FAILED);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : LOAD_FAILED);
    }
  };

  /** A row's choice: shown at once, kept and priced by the server; the latest answer is shown. */
  const choose = async (itemId: string, approved: boolean) => {
    const request = ++lastRequest.current;
    setRefusal(null);
    setPending((current) => ({ ...current, [itemId]: { approved, at: new Date().toISOString() } }));
    try {
      const { saveTreatmentPlanEstimateChoices: result } = await saveChoices({ input: { token, planVersion: estimate.planVersion, decisions: [{ itemId, approved }] } });
      if (result.__typename === 'SaveTreatmentPlanEstimateChoicesSuccess' && result.estimate) {
        if (request === lastRequest.current) {
          setShown({ items: result.estimate.items, totals: result.estimate.approvedTotals });
          setPending({});
        }
        return;
      }
      if (result.__typename === 'TreatmentPlanLinkExpiredError') {
        setExpired(true);
        return;
      }
      setRefusal(('message' in result && result.message) || LOAD_FAILED);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : LOAD_FAILED);
    }
    // Not kept: the row shows the server's choice again.
    if (request === lastRequest.current) setPending({});
  };

  if (signed) {
    const by = signed.signerName || party.parentName;
    return (
      <div className="space-y-8">
        <PlanDocument titleId="estimate-title" heading="h1" clinic={clinic} party={party} dateIso={signed.signedAt} description={signed.description}>
          <PlanItemsTables items={signed.items} totals={signed.approvedTotals} totalLabel={signed.declineReason ? 'Estimated Total' : 'Approved Total'} idPrefix="signed" heading="h2" />
          <section aria-labelledby="estimate-signature-title" className="space-y-2 rounded-xl border border-slate-200 p-4 sm:p-5">
            <h2 id="estimate-signature-title" className="text-base font-semibold text-slate-900">
              Signature
            </h2>
            <p className="text-sm text-slate-700">
              {signed.declineReason ? 'Declined' : 'Signed'} by {by} on {formatPlanDate(signed.signedAt)}.
            </p>
            {signed.declineReason && <p className="text-sm text-slate-700">Reason: {signed.declineReason}</p>}
            <img src={signed.signatureUrl} alt={`Signature of ${by}`} className="max-h-[200px] max-w-[200px] rounded border border-slate-200 bg-white object-contain" />
          </section>
        </PlanDocument>
        <section aria-labelledby="estimate-pdf-title" className="space-y-3">
          <h2 id="estimate-pdf-title" className="text-lg font-semibold text-slate-900">
            Signed treatment plan (PDF)
          </h2>
          <PdfViewer url={`/documents/estimate/${encodeURIComponent(token)}`} title="Signed treatment plan" />
        </section>
      </div>
    );
  }

  return (
    <PlanDocument titleId="estimate-title" heading="h1" clinic={clinic} party={party} dateIso={new Date().toISOString()} description={estimate.description}>
      <p className="text-sm text-slate-700">Approve or decline each item, then sign below and press Approve. This link expires on {formatPlanDate(estimate.expiresAt)}.</p>
      <PlanItemsTables
        items={shown.items}
        totals={shown.totals}
        totalsPending={Object.keys(pending).length > 0}
        idPrefix="estimate"
        heading="h2"
        decisions={{ pending, onDecide: (itemId, approved) => void choose(itemId, approved) }}
      />
      {refusal && (
        <InlineNotice tone="error">
          <p>{refusal}</p>
          <Button variant="secondary" className="mt-3 px-3 py-1.5" onClick={() => window.location.reload()}>
            Reload the plan
          </Button>
        </InlineNotice>
      )}
      <PlanSignatureForm requireName={false} approveNeedsDrawing defaultName={party.parentName} onApprove={submit} />
    </PlanDocument>
  );
}
