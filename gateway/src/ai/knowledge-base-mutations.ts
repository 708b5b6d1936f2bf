// The AI Knowledge Base's create, edit and delete (spec 003 sections 2.9 and 7; super admin).
// The service checks the texts ('Please enter search content', 'Please enter recommendation text'
// on create, 'Please enter text' on edit, at most 2000 characters each) and audits each change.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { AiKnowledgeBaseEntryRecord } from './ai-wire.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { ForbiddenError, InputValidationError, NotFoundError, fromUpstream } from '../errors.ts';
import { AiKnowledgeBaseEntryType, SUPER_ADMIN_SCOPE } from './ai-knowledge-base-entry.ts';

function knowledgeBaseError(error: unknown): Error {
  return fromUpstream(error, {
    403: (upstream) => new ForbiddenError(upstream.message),
    404: (upstream) => new NotFoundError(upstream.message),
  });
}

const EntryPayload = (name: string) =>
  builder.objectRef<{ entry: AiKnowledgeBaseEntryRecord }>(name).implement({
    fields: (t) => ({ entry: t.field({ type: AiKnowledgeBaseEntryType, resolve: (payload) => payload.entry }) }),
  });

const CreateAiKnowledgeBaseEntryInput = builder.inputType('CreateAiKnowledgeBaseEntryInput', {
  fields: (t) => ({
    content: t.string({ required: true, description: 'The search content (at most 2000 characters).' }),
    text: t.string({ required: true, description: 'The recommendation text (at most 2000 characters).' }),
  }),
});

builder.mutationField('createAiKnowledgeBaseEntry', (t) =>
  t.field({
    type: EntryPayload('CreateAiKnowledgeBaseEntrySuccess'),
    authScopes: SUPER_ADMIN_SCOPE,
    args: { input: t.arg({ type: CreateAiKnowledgeBaseEntryInput, required: true }) },
    errors: { types: [InputValidationError, ForbiddenError], union: { name: 'CreateAiKnowledgeBaseEntryResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        return { entry: await context.loaders.inventory.addKnowledgeBaseEntry({ content: input.content, text: input.text }) };
      } catch (error) {
        throw knowledgeBaseError(error);
      }
    },
  }),
);

const UpdateAiKnowledgeBaseEntryInput = builder.inputType('UpdateAiKnowledgeBaseEntryInput', {
  fields: (t) => ({ id: t.id({ required: true }), content: t.string({ required: true }), text: t.string({ required: true }) }),
});

builder.mutationField('updateAiKnowledgeBaseEntry', (t) =>
  t.field({
    type: EntryPayload('UpdateAiKnowledgeBaseEntrySuccess'),
    authScopes: SUPER_ADMIN_SCOPE,
    args: { input: t.arg({ type: UpdateAiKnowledgeBaseEntryInput, required: true }) },
    errors: { types: [InputValidationError, NotFoundError, ForbiddenError], union: { name: 'UpdateAiKnowledgeBaseEntryResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const id = requireRawId(String(input.id), 'AiKnowledgeBaseEntry', 'AI Knowledge Base entry');
        return { entry: await context.loaders.inventory.updateKnowledgeBaseEntry({ id, entry: { content: input.content, text: input.text } }) };
      } catch (error) {
        throw knowledgeBaseError(error);
      }
    },
  }),
);

const DeleteAiKnowledgeBaseEntryInput = builder.inputType('DeleteAiKnowledgeBaseEntryInput', {
  fields: (t) => ({ id: t.id({ required: true }) }),
});

const DeleteAiKnowledgeBaseEntrySuccess = builder.objectRef<{ deletedId: string }>('DeleteAiKnowledgeBaseEntrySuccess').implement({
  fields: (t) => ({ deletedId: t.exposeID('deletedId') }),
});

builder.mutationField('deleteAiKnowledgeBaseEntry', (t) =>
  t.field({
    type: DeleteAiKnowledgeBaseEntrySuccess,
    authScopes: SUPER_ADMIN_SCOPE,
    args: { input: t.arg({ type: DeleteAiKnowledgeBaseEntryInput, required: true }) },
    errors: { types: [NotFoundError, ForbiddenError], union: { name: 'DeleteAiKnowledgeBaseEntryResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const id = requireRawId(String(input.id), 'AiKnowledgeBaseEntry', 'AI Knowledge Base entry');
        await context.loaders.inventory.removeKnowledgeBaseEntry(id);
        return { deletedId: encodeGlobalID('AiKnowledgeBaseEntry', id) };
      } catch (error) {
        throw knowledgeBaseError(error);
      }
    },
  }),
);
