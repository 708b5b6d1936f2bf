// The SOAP template writes of /d/soap-templates and /d/template-builder (PLAN-19; spec 003
// section 7 "Canvas and templates"): create (an active template unless told otherwise), update
// (based on the version read), the Public Templates / Drafts status toggle ('Template Status
// Updated.') and delete (soft; the web asks for confirmation). Any signed-in clinic member may
// write their clinic's templates (PLAN-19 decision 8).
import { TEMPLATE_MESSAGES } from '@vetchart/contracts/soap-templates/soap-template';
import { builder } from '../builder.ts';
import { InputValidationError } from '../errors.ts';
import { forgetClinicTemplates, SoapTemplateType } from './soap-template.ts';
import { SoapTemplateStaleVersionError, soapTemplateError, TEMPLATE_WRITE_ERRORS } from './soap-template-stale-version-error.ts';
import { SoapTemplateStatusEnum, toRestStatus } from './soap-template-status.ts';
import type { SoapTemplateRecord } from './soap-template-wire.ts';
import { TemplateSectionInput, toSectionPayload } from './template-section.ts';

const TemplatePayload = (name: string) =>
  builder.objectRef<{ template: SoapTemplateRecord }>(name).implement({
    fields: (t) => ({ template: t.field({ type: SoapTemplateType, resolve: (payload) => payload.template }) }),
  });

const CreateSoapTemplateInput = builder.inputType('CreateSoapTemplateInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: "'Enter name' when empty." }),
    description: t.string({ required: true, description: "'Enter description' when empty." }),
    status: t.field({ type: SoapTemplateStatusEnum, description: 'ACTIVE when omitted.' }),
    content: t.field({ type: [TemplateSectionInput], required: true, description: '1–50 sections.' }),
  }),
});

builder.mutationField('createSoapTemplate', (t) =>
  t.field({
    type: TemplatePayload('CreateSoapTemplateSuccess'),
    description: 'Creates a template of the clinic (code TPL- and 8 characters).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: CreateSoapTemplateInput, required: true }) },
    errors: { types: TEMPLATE_WRITE_ERRORS, union: { name: 'CreateSoapTemplateResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const template = await context.loaders.main.createSoapTemplate({
          name: input.name,
          description: input.description,
          status: toRestStatus(input.status ?? 'ACTIVE'),
          content: input.content.map(toSectionPayload),
        });
        forgetClinicTemplates(context);
        return { template };
      } catch (error) {
        throw soapTemplateError(error);
      }
    },
  }),
);

const UpdateSoapTemplateInput = builder.inputType('UpdateSoapTemplateInput', {
  fields: (t) => ({
    code: t.string({ required: true, description: "'Template code required for update' when empty." }),
    name: t.string({ required: true }),
    description: t.string({ required: true }),
    content: t.field({ type: [TemplateSectionInput], required: true }),
    basedOnVersion: t.int({ required: true }),
  }),
});

builder.mutationField('updateSoapTemplate', (t) =>
  t.field({
    type: TemplatePayload('UpdateSoapTemplateSuccess'),
    description: "Updates a template's name, description and sections.",
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: UpdateSoapTemplateInput, required: true }) },
    errors: { types: [SoapTemplateStaleVersionError, ...TEMPLATE_WRITE_ERRORS], union: { name: 'UpdateSoapTemplateResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        if (!input.code.trim()) throw InputValidationError.forField('code', TEMPLATE_MESSAGES.codeRequired);
        const template = await context.loaders.main.updateSoapTemplate({
          code: input.code,
          template: {
            name: input.name,
            description: input.description,
            content: input.content.map(toSectionPayload),
            based_on_version: input.basedOnVersion,
          },
        });
        forgetClinicTemplates(context);
        return { template };
      } catch (error) {
        throw soapTemplateError(error);
      }
    },
  }),
);

const SetSoapTemplateStatusInput = builder.inputType('SetSoapTemplateStatusInput', {
  fields: (t) => ({ code: t.string({ required: true }), status: t.field({ type: SoapTemplateStatusEnum, required: true }) }),
});

builder.mutationField('setSoapTemplateStatus', (t) =>
  t.field({
    type: TemplatePayload('SetSoapTemplateStatusSuccess'),
    description: "Moves a template between 'Public Templates' (ACTIVE) and 'Drafts' (INACTIVE): 'Template Status Updated.'",
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: SetSoapTemplateStatusInput, required: true }) },
    errors: { types: TEMPLATE_WRITE_ERRORS, union: { name: 'SetSoapTemplateStatusResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const template = await context.loaders.main.setSoapTemplateStatus({ code: input.code, status: toRestStatus(input.status) });
        forgetClinicTemplates(context);
        return { template };
      } catch (error) {
        throw soapTemplateError(error);
      }
    },
  }),
);

const DeleteSoapTemplateInput = builder.inputType('DeleteSoapTemplateInput', {
  fields: (t) => ({ code: t.string({ required: true }) }),
});

const DeleteSoapTemplateSuccess = builder.objectRef<{ deletedCode: string }>('DeleteSoapTemplateSuccess').implement({
  fields: (t) => ({ deletedCode: t.exposeString('deletedCode') }),
});

builder.mutationField('deleteSoapTemplate', (t) =>
  t.field({
    type: DeleteSoapTemplateSuccess,
    description: 'Deletes a template (soft: canvases naming it keep their text).',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: DeleteSoapTemplateInput, required: true }) },
    errors: { types: TEMPLATE_WRITE_ERRORS, union: { name: 'DeleteSoapTemplateResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        await context.loaders.main.deleteSoapTemplate(input.code);
        forgetClinicTemplates(context);
        return { deletedCode: input.code };
      } catch (error) {
        throw soapTemplateError(error);
      }
    },
  }),
);
