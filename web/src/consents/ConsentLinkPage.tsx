// /consent/{token} (docs/consents.md): the pet parent reads the consent form e-mailed to them and
// signs or declines it with their full name and a drawn signature. Opened again after signing,
// the page is read-only with the signature; an expired link says 'Token has Expired.' with how to
// reach the clinic; any other refusal, the server's message.
import { use, useState } from 'react';
import { graphql } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ConsentLinkPage_signature$data } from '../__generated__/ConsentLinkPage_signature.graphql';
import type { ConsentLinkPageQuery$data } from '../__generated__/ConsentLinkPageQuery.graphql';
import { InlineNotice } from '../ui/InlineNotice';
import { LinkProblem, PublicLinkPage } from '../ui/PublicLinkPage';
import { notify } from '../ui/notifications/notificationStore';
import { formatPlanDate } from '../visit-charting/plan/planDocument';
import { ConsentSignatureForm, ConsentText, type ConsentSignatureInput } from './ConsentSignatureForm';
import { useSignConsentLink } from './mutations/useSignConsentLink';

export const TOKEN_EXPIRED = 'Token has Expired.';
export const CONSENT_SIGNED = 'Thank you: your consent has been recorded.';
export const CONSENT_DECLINED = 'Thank you: your decision has been recorded.';
const LOAD_FAILED = 'An error has occurred';
const PAGE_TITLE = 'Consent form';

// Read without the Relay store (consentLinkRoutes.tsx): every fragment comes unmasked.
graphql`
  fragment ConsentLinkPage_signature on ConsentSignature {
    signerName
    signedAt
    signatureUrl
    declined
    declineReason
    formVersion
    textSha256
  }
`;

graphql`
  query ConsentLinkPageQuery($token: String!) {
    consentLink(token: $token) {
      __typename
      ... on ConsentLink {
        clinicName
        petName
        parentName
        title
        body
        formVersion
        expiresAt
        signature {
          ...ConsentLinkPage_signature @relay(mask: false)
        }
      }
      ... on ConsentLinkExpiredError {
        message
        clinic {
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

export interface ConsentLinkLoaderData {
  token: string;
  link: Promise<ConsentLinkPageQuery$data>;
}

type Result = ConsentLinkPageQuery$data['consentLink'];
type Link = Extract<Result, { __typename: 'ConsentLink' }>;
type Signature = Omit<ConsentLinkPage_signature$data, ' $fragmentType'>;

export function ConsentLinkPage() {
  const data = useLoaderData() as ConsentLinkLoaderData;
  return (
    <PublicLinkPage title={PAGE_TITLE} loadFailedMessage={LOAD_FAILED} loadingLabel="Loading the consent form…" wide>
      <ConsentLoaded {...data} />
    </PublicLinkPage>
  );
}

function ConsentLoaded({ token, link }: ConsentLinkLoaderData) {
  const { consentLink: result } = use(link);
  if (result.__typename === 'ConsentLinkExpiredError') return <LinkProblem title={PAGE_TITLE} message={TOKEN_EXPIRED} clinic={result.clinic} />;
  if (result.__typename === 'NotFoundError') return <LinkProblem title={PAGE_TITLE} message={result.message || LOAD_FAILED} />;
  if (result.__typename !== 'ConsentLink') return <LinkProblem title={PAGE_TITLE} message={LOAD_FAILED} />;
  return <ConsentDocument token={token} link={result} />;
}

function ConsentDocument({ token, link }: { token: string; link: Link }) {
  const [sign] = useSignConsentLink();
  const [signature, setSignature] = useState<Signature | null>(link.signature ?? null);
  const [expired, setExpired] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (expired) return <LinkProblem title={PAGE_TITLE} message={TOKEN_EXPIRED} />;

  const submit = async (input: ConsentSignatureInput) => {
    setRefusal(null);
    try {
      const { signConsentLink: result } = await sign({ input: { token, formVersion: link.formVersion, ...input } });
      if (result.__typename === 'SignConsentLinkSuccess' && result.consentSignature) {
        notify('success', input.declined ? CONSENT_DECLINED : CONSENT_SIGNED);
        setSignature(result.consentSignature);
        return;
      }
      if (result.__typename === 'ConsentLinkExpiredError') {
        setExpired(true);
        return;
      }
      setRefusal(('message' in result && result.message) || LOAD_FAILED);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : LOAD_FAILED);
    }
  };

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <p className="text-sm text-slate-600">{link.clinicName}</p>
        <h1 className="text-2xl font-semibold text-slate-900">{link.title}</h1>
        <p className="text-sm text-slate-700">
          For {link.petName}
          {link.parentName ? `, ${link.parentName}` : ''}
        </p>
      </header>
      {signature ? (
        <section aria-labelledby="consent-signature-title" className="space-y-3">
          <ConsentText title={link.title} body={link.body} version={signature.formVersion} />
          <h2 id="consent-signature-title" className="text-base font-semibold text-slate-900">
            Signature
          </h2>
          <p className="text-sm text-slate-700">
            {signature.declined ? 'Declined' : 'Signed'} by {signature.signerName} on {formatPlanDate(signature.signedAt)}.
          </p>
          {signature.declineReason && <p className="text-sm text-slate-700">Reason: {signature.declineReason}</p>}
          <img src={signature.signatureUrl} alt={`Signature of ${signature.signerName}`} className="max-h-[200px] max-w-[200px] rounded border border-slate-200 bg-white object-contain" />
          <p className="break-all text-xs text-slate-500">SHA-256 of the text signed: {signature.textSha256}</p>
        </section>
      ) : (
        <>
          <p className="text-sm text-slate-700">Please read the consent form, then sign below and press Sign, or Decline. This link expires on {formatPlanDate(link.expiresAt)}.</p>
          {refusal && <InlineNotice tone="error">{refusal}</InlineNotice>}
          <ConsentSignatureForm title={link.title} body={link.body} version={link.formVersion} defaultName={link.parentName} onSign={submit} />
        </>
      )}
    </div>
  );
}
