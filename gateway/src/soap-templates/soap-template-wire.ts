// The main service's SOAP templates as it sends them (snake_case, docs/rest-main-canvas.md),
// parsed into the gateway's camelCase records with the SOAP template contract
// (packages/contracts/src/soap-templates/soap-template.ts), and the body of a template write.
// Used by the main loader table (loaders/main.ts).
import { soapTemplateAnswer } from '@vetchart/contracts/soap-templates/soap-template';
import type { z } from 'zod/mini';
import type { TemplateSectionRecord } from '../results/results-wire.ts';

export const soapTemplateWire = soapTemplateAnswer;
export type SoapTemplateRecord = z.output<typeof soapTemplateWire>;

/** The body of a template create or update. */
export interface SoapTemplatePayload {
  name: string;
  description: string;
  status?: 'active' | 'inactive';
  content: TemplateSectionRecord[];
  based_on_version?: number;
}
