// What the main service answers about documents (services/main/src/documents/, docs/documents.md),
// parsed into the gateway's camelCase records with the document contract
// (packages/contracts/src/documents/document.ts): an issued link, the data a link's document prints
// (GET /documents/link) and the signed plan behind an e-mailed estimate link (GET
// /treatment-plan-estimate). Used by the main loader table.
import {
  documentDataAnswer,
  issuedDocumentLinkAnswer,
  signedEstimateAnswer,
  type DocumentClinic,
  type DocumentPlan,
  type SignedEstimate,
  type documentLinkIssueWire,
} from '@vetchart/contracts/documents/document';
import type { z } from 'zod/mini';

export { DOCUMENT_KINDS, type DocumentKindName } from '@vetchart/contracts/documents/document';

export const issuedDocumentLinkWire = issuedDocumentLinkAnswer;
export type IssuedDocumentLinkRecord = z.output<typeof issuedDocumentLinkWire>;

export type DocumentClinicRecord = DocumentClinic;
export type DocumentPlanRecord = DocumentPlan;

/** What a document link opens: the notes only for the kinds that print them. */
export const documentDataWire = documentDataAnswer;
export type DocumentDataRecord = z.output<typeof documentDataWire>;

/** The e-mailed estimate link's plan as a document prints it: its signed snapshot, null until signed. */
export const signedEstimateWire = signedEstimateAnswer;
export type SignedEstimateRecord = SignedEstimate;

/** POST /visits/{id}/document-links: the contract's JSON. */
export type DocumentLinkPayload = z.input<typeof documentLinkIssueWire>;
