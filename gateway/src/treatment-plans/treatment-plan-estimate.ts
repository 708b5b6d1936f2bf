// TreatmentPlanEstimate: the public approval page /treatment-plan-estimate/{token} (spec 003
// section 2.7). No session: the token alone opens exactly one visit's plan, as
// it was when the link was sent, with the clinic header and the pet and parent block stored on
// the link. Once signed, `signed` holds the signature and decisions and the page is read-only.
import { builder } from '../builder.ts';
import { UpstreamError } from '../clients/http.ts';
import { linkClinicContactOf, type LinkClinicContactRecord } from '../clinic/link-clinic-contact-of.ts';
import { LinkClinicContactType } from '../clinic/link-clinic-contact.ts';
import { NotFoundError } from '../errors.ts';
import { ErrorInterface } from '../schema/errors.ts';
import { SignedTreatmentPlanType } from './signed-treatment-plan.ts';
import { placeItems, TreatmentPlanItemType, TreatmentPlanTotalsType } from './treatment-plan-item.ts';
import type { ClinicHeaderRecord, PartyRecord, TreatmentPlanEstimateRecord } from './treatment-plan-wire.ts';

/** 'Token has Expired.': the link is past its 7 days; `clinic` is how to reach the clinic that sent it. */
export class TreatmentPlanLinkExpiredError extends Error {
  constructor(
    message: string,
    readonly clinic: LinkClinicContactRecord | null = null,
  ) {
    super(message);
  }
}

builder.objectType(TreatmentPlanLinkExpiredError, {
  name: 'TreatmentPlanLinkExpiredError',
  description: "The estimate link is past its expiry: 'Token has Expired.'.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    clinic: t.field({ type: LinkClinicContactType, nullable: true, description: 'The clinic that sent the link, to ask for a new one.', resolve: (error) => error.clinic }),
  }),
});

const TreatmentPlanEstimateClinicType = builder.objectRef<ClinicHeaderRecord>('TreatmentPlanEstimateClinic').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    logoUrl: t.exposeString('logoUrl', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
    zip: t.exposeString('zip', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
  }),
});

const TreatmentPlanEstimatePartyType = builder.objectRef<PartyRecord>('TreatmentPlanEstimateParty').implement({
  fields: (t) => ({
    petName: t.exposeString('petName'),
    species: t.exposeString('species', { nullable: true }),
    breed: t.exposeString('breed', { nullable: true }),
    parentName: t.exposeString('parentName'),
    addressLine1: t.exposeString('addressLine1', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
    zip: t.exposeString('zip', { nullable: true }),
  }),
});

export const TreatmentPlanEstimateType = builder.objectRef<TreatmentPlanEstimateRecord>('TreatmentPlanEstimate').implement({
  description: 'A treatment plan as its e-mailed link shows it to the pet parent.',
  fields: (t) => ({
    clinic: t.field({ type: TreatmentPlanEstimateClinicType, resolve: (estimate) => estimate.clinic }),
    party: t.field({ type: TreatmentPlanEstimatePartyType, resolve: (estimate) => estimate.party }),
    description: t.exposeString('description'),
    planVersion: t.exposeInt('planVersion', { description: 'Send it back when approving.' }),
    items: t.field({ type: [TreatmentPlanItemType], description: 'The rows not removed.', resolve: (estimate) => placeItems(`TreatmentPlanEstimate:${estimate.planVersion}`, estimate.items) }),
    totals: t.field({ type: TreatmentPlanTotalsType, resolve: (estimate) => estimate.totals }),
    approvedTotals: t.field({
      type: TreatmentPlanTotalsType,
      description: 'Over the rows not declined so far (the pet parent’s choices count): the Estimated Total the page shows.',
      resolve: (estimate) => estimate.approvedTotals,
    }),
    expiresAt: t.exposeString('expiresAt'),
    signed: t.field({ type: SignedTreatmentPlanType, nullable: true, description: 'Set once signed: the page is read-only.', resolve: (estimate) => estimate.signed }),
  }),
});

/** The service's answer to a token: 404 unknown or changed (its message), 410 expired. */
export function estimateLinkError(error: unknown): Error {
  if (error instanceof UpstreamError && error.status === 410) return new TreatmentPlanLinkExpiredError(error.message, linkClinicContactOf(error));
  if (error instanceof UpstreamError && error.status === 404) return new NotFoundError(error.message);
  return error as Error;
}

builder.queryField('treatmentPlanEstimate', (t) =>
  t.field({
    type: TreatmentPlanEstimateType,
    description: 'The treatment plan an e-mailed estimate link opens (public: the token is the only credential).',
    args: { token: t.arg.string({ required: true }) },
    errors: { types: [TreatmentPlanLinkExpiredError, NotFoundError], union: { name: 'TreatmentPlanEstimateResult' } },
    resolve: async (_root, { token }, context) => {
      if (token.length > 200) throw new NotFoundError('This link is not valid.');
      try {
        return await context.loaders.main.treatmentPlanEstimate(token);
      } catch (error) {
        throw estimateLinkError(error);
      }
    },
  }),
);
