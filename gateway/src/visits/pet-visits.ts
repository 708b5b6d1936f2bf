// Where visits meet pets: a pet's visit history (the pet profile's 'Pet Visit History', newest
// first, 10 a page) and a visit's pet, loaded through the Pet loader.
import { builder } from '../builder.ts';
import { resolveServiceConnection } from '../connections.ts';
import { PetType } from '../pets/pet.ts';
import { VisitType } from './visit.ts';

builder.objectField(PetType, 'visits', (t) =>
  t.connection(
    {
      type: VisitType,
      description: "The pet's visits, newest first; search matches the SOAP name. Null when they could not be loaded (the rest of the pet still shows).",
      nullable: true,
      args: { search: t.arg.string() },
      resolve: (pet, args, context) =>
        resolveServiceConnection(args, (window) => context.loaders.main.visits({ ...window, petId: pet.id, search: args.search })),
    },
    { name: 'PetVisitsConnection' },
    { name: 'PetVisitsEdge' },
  ),
);

builder.objectField(VisitType, 'pet', (t) =>
  t.field({ type: PetType, resolve: (visit, _args, context) => PetType.getDataloader(context).load(visit.petId) }),
);
