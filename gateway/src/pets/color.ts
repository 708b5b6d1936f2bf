// Color: the clinic's pet colors (spec 001 section 3, color{color}), created by the main service on
// first use of a typed name; the pet form suggests them.
import type { ColorRecord } from './pet-wire.ts';
import { builder } from '../builder.ts';
import { resolveServiceConnection } from '../connections.ts';
import { NotFoundError } from '../errors.ts';
import { READ_SCOPE } from './pet-support.ts';

export const ColorType = builder.loadableNode(builder.objectRef<ColorRecord>('Color'), {
  id: { resolve: (color) => color.id },
  load: (ids: string[], context) =>
    context.principal ? context.loaders.main.color.loadMany(ids) : Promise.resolve(ids.map(() => new NotFoundError('Not found.'))),
  fields: (t) => ({ color: t.exposeString('color') }),
});

builder.queryField('colors', (t) =>
  t.connection(
    {
      type: ColorType,
      description: "The colors the clinic's pets have, by name; search matches the name (suggestions for the pet form).",
      authScopes: READ_SCOPE,
      args: { search: t.arg.string() },
      resolve: (_root, args, context) => resolveServiceConnection(args, (window) => context.loaders.main.colors({ ...window, search: args.search })),
    },
    { name: 'ColorConnection' },
    { name: 'ColorEdge' },
  ),
);
