// SoapTemplate: a clinic's SOAP template (PLAN-18 decision 7, PLAN-19 decisions 1–2): its sections
// and their fields, shown on /d/soap-templates ('Public Templates' / 'Drafts'), previewed into a
// treatment result, and filled by Generate SOAP. soapTemplates lists the clinic's; every template
// named in a request (treatment results, canvases) comes from one call per request.
import { builder } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import { fromRestStatus, SoapTemplateStatusEnum, toRestStatus } from './soap-template-status.ts';
import type { SoapTemplateRecord } from './soap-template-wire.ts';
import { TemplateSectionType } from './template-section.ts';

/** Every template of the clinic (both statuses), read once per request. */
export function clinicTemplates(context: GatewayContext): Promise<SoapTemplateRecord[]> {
  return context.loaders.main.clinicSoapTemplates();
}

/** After a template write: the clinic's templates are read again when next asked for. */
export function forgetClinicTemplates(context: GatewayContext): void {
  context.loaders.main.clinicSoapTemplates.forget();
}

/** The clinic's template with this code, or null (deleted, unknown or another clinic's). */
export async function templateByCode(context: GatewayContext, code: string | null | undefined): Promise<SoapTemplateRecord | null> {
  if (!code) return null;
  return (await clinicTemplates(context)).find((template) => template.code === code) ?? null;
}

export const SoapTemplateType = builder.node(builder.objectRef<SoapTemplateRecord>('SoapTemplate'), {
  id: { resolve: (template) => template.id },
  loadMany: async (ids, context) => {
    if (!context.principal) return ids.map(() => null);
    const templates = await clinicTemplates(context);
    return ids.map((id) => templates.find((template) => template.id === id) ?? null);
  },
  fields: (t) => ({
    code: t.exposeString('code', { description: "'TPL-' and 8 characters; names the template in URLs and writes." }),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    status: t.field({ type: SoapTemplateStatusEnum, resolve: (template) => fromRestStatus(template.status) }),
    content: t.field({ type: [TemplateSectionType], resolve: (template) => template.content }),
    createdByName: t.exposeString('createdByName'),
    updatedByName: t.exposeString('updatedByName'),
    updatedAt: t.exposeString('updatedAt'),
    version: t.exposeInt('version', { description: 'The version an update is based on.' }),
  }),
});

builder.queryField('soapTemplates', (t) =>
  t.field({
    type: [SoapTemplateType],
    description: "The clinic's SOAP templates, newest updated first; search matches the name or the description (case-insensitive).",
    authScopes: { authenticated: true },
    args: {
      status: t.arg({ type: SoapTemplateStatusEnum }),
      search: t.arg.string(),
    },
    resolve: (_root, args, context) => context.loaders.main.soapTemplates({ status: args.status ? toRestStatus(args.status) : null, search: args.search ?? null }),
  }),
);
