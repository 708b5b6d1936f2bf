// ResultComment: the results step's comment on a service or a diagnostic of the visit (spec 002
// section 2.7, the comment drawers), one per visit, kind and item code, versioned like the notes.
import { builder } from '../builder.ts';
import type { ResultCommentRecord } from './results-wire.ts';

export const ResultCommentKindEnum = builder.enumType('ResultCommentKind', {
  values: ['SERVICE', 'DIAGNOSTIC'] as const,
});

export const ResultCommentType = builder.objectRef<ResultCommentRecord>('ResultComment').implement({
  description: "A comment on a service or a diagnostic of the visit's results step.",
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: ResultCommentKindEnum, resolve: (comment) => (comment.kind === 'service' ? 'SERVICE' : 'DIAGNOSTIC') }),
    itemCode: t.exposeString('itemCode', { description: "The catalogue code of the service or diagnostic." }),
    comments: t.exposeString('comments'),
    version: t.exposeInt('version', { description: 'Send it as basedOnVersion with the next save.' }),
    updatedByName: t.exposeString('updatedByName'),
    updatedAt: t.exposeString('updatedAt'),
  }),
});
