// AiKnowledgeBaseEntry: one entry of the clinic's AI Knowledge Base (/d/embedding; spec 003
// sections 2.9, 5, 7): search content and the recommendation text the recommendations use when a
// visit matches it. Super admin only; each clinic sees its own entries.
import { builder } from '../builder.ts';
import type { AiKnowledgeBaseEntryRecord } from './ai-wire.ts';
import { resolveServiceConnection } from '../connections.ts';
import { NotFoundError } from '../errors.ts';

export const SUPER_ADMIN_SCOPE = { superAdmin: true } as const;

export const AiKnowledgeBaseEntryType = builder.loadableNode(builder.objectRef<AiKnowledgeBaseEntryRecord>('AiKnowledgeBaseEntry'), {
  id: { resolve: (entry) => entry.id },
  load: async (ids: string[], context) => {
    // The service refuses anyone else (403); as a node they are simply not found.
    if (!context.principal?.isSuperAdmin) return ids.map(() => new NotFoundError('Not found.'));
    return context.loaders.inventory.knowledgeBaseEntry.loadMany(ids);
  },
  fields: (t) => ({
    content: t.exposeString('content', { description: 'The search content a visit is matched against.' }),
    text: t.exposeString('text', { description: 'The recommendation text.' }),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
  }),
});

builder.queryField('aiKnowledgeBaseEntries', (t) =>
  t.connection(
    {
      type: AiKnowledgeBaseEntryType,
      description: "The clinic's AI Knowledge Base, newest first; search matches the content or text (super admin).",
      authScopes: SUPER_ADMIN_SCOPE,
      args: { search: t.arg.string() },
      resolve: (_root, args, context) => resolveServiceConnection(args, (window) => context.loaders.inventory.knowledgeBase({ ...window, search: args.search })),
    },
    { name: 'AiKnowledgeBaseEntryConnection' },
    { name: 'AiKnowledgeBaseEntryEdge' },
  ),
);
