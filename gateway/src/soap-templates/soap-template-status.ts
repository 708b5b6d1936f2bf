// SoapTemplateStatus: a template is 'active' (the screen's 'Public Templates') or 'inactive'
// ('Drafts') (PLAN-19 decision 1), and the mapping to the main service's lower-case values.
import { builder } from '../builder.ts';

export const SoapTemplateStatusEnum = builder.enumType('SoapTemplateStatus', {
  values: {
    ACTIVE: { description: "Shown under 'Public Templates'." },
    INACTIVE: { description: "Shown under 'Drafts'." },
  } as const,
});

export type SoapTemplateStatusValue = 'ACTIVE' | 'INACTIVE';

export const toRestStatus = (status: SoapTemplateStatusValue): 'active' | 'inactive' => (status === 'INACTIVE' ? 'inactive' : 'active');
export const fromRestStatus = (status: string): SoapTemplateStatusValue => (status === 'inactive' ? 'INACTIVE' : 'ACTIVE');
