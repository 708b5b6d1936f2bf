// The main service's consent forms, visit consents, signatures and public consent links as it
// sends them (snake_case, docs/consents.md), read with the consent contract
// (packages/contracts/src/consents/consent.ts), and the bodies the gateway sends (its inputs).
import {
  consentFormAnswer,
  consentLinkAnswer,
  consentLinkSentAnswer,
  consentSignatureAnswer,
  visitConsentAnswer,
  type consentFormCreateWire,
  type consentFormUpdateWire,
  type consentLinkSignWire,
  type consentSendWire,
  type consentSignWire,
  type consentWithdrawWire,
} from '@vetchart/contracts/consents/consent';
import type { z } from 'zod/mini';

export const consentFormWire = consentFormAnswer;
export type ConsentFormRecord = z.output<typeof consentFormWire>;
export const consentSignatureWire = consentSignatureAnswer;
export type ConsentSignatureRecord = z.output<typeof consentSignatureWire>;
export const visitConsentWire = visitConsentAnswer;
export type VisitConsentRecord = z.output<typeof visitConsentWire>;
export const consentLinkWire = consentLinkAnswer;
export type ConsentLinkRecord = z.output<typeof consentLinkWire>;
export const consentLinkSentWire = consentLinkSentAnswer;

export type ConsentFormCreatePayload = z.input<typeof consentFormCreateWire>;
export type ConsentFormUpdatePayload = z.input<typeof consentFormUpdateWire>;
export type ConsentSignPayload = z.input<typeof consentSignWire>;
export type ConsentWithdrawPayload = z.input<typeof consentWithdrawWire>;
export type ConsentSendPayload = z.input<typeof consentSendWire>;
export type ConsentLinkSignPayload = z.input<typeof consentLinkSignWire>;
