// The main service's SOAP templates as it sends them (snake_case, docs/rest-main-canvas.md),
// parsed into the gateway's camelCase records with the SOAP template contract
// (packages/contracts/src/soap-templates/soap-template.ts), and the body of a template write (the
// contract's input).
// Used by the main loader table (loaders/main.ts).
import { soapTemplateAnswer, type soapTemplateCreateWire, type soapTemplateUpdateWire } from '@vetchart/contracts/soap-templates/soap-template';
import type { z } from 'zod/mini';

export const soapTemplateWire = soapTemplateAnswer;
export type SoapTemplateRecord = z.output<typeof soapTemplateWire>;

/** The body of a template create: the contract's JSON; the service answers the spec's messages for what it refuses. */
export type SoapTemplatePayload = z.input<typeof soapTemplateCreateWire>;

/** The body of a template update, naming the version it was based on. */
export type SoapTemplateUpdatePayload = z.input<typeof soapTemplateUpdateWire>;
