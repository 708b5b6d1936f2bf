// The delete mutation of each kind of reminder (deleteVaccinationReminder, deleteOtherReminder):
// the same input (the reminder, the visit being charted, the reason for modification), the same
// answer (the deleted id and the service's message) and the same errors, made once for both.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { ConflictError, ForbiddenError, InputValidationError, NotFoundError } from '../errors.ts';
import { CHART_VISIT_SCOPE, chartingPlace, reminderError } from './reminder-support.ts';

export function defineDeleteReminderMutation(options: {
  /** The node type: VaccinationReminder or OtherReminder (the mutation is delete<type>). */
  type: 'VaccinationReminder' | 'OtherReminder';
  /** How an id of another type is named in its error: 'Vaccination reminder', 'Reminder'. */
  label: string;
  client: 'vaccinationReminders' | 'otherReminders';
  description: string;
}): void {
  const { type } = options;
  const Input = builder.inputType(`Delete${type}Input`, {
    fields: (t) => ({
      id: t.id({ required: true }),
      visitId: t.id({ required: true, description: 'The visit being charted.' }),
      visitModificationId: t.id({ description: 'The reason for modification when the visit is read-only.' }),
    }),
  });
  const Success = builder.objectRef<{ deletedId: string; message: string }>(`Delete${type}Success`).implement({
    fields: (t) => ({ deletedId: t.exposeID('deletedId'), message: t.exposeString('message') }),
  });
  builder.mutationField(`delete${type}`, (t) =>
    t.field({
      type: Success,
      description: options.description,
      authScopes: CHART_VISIT_SCOPE,
      args: { input: t.arg({ type: Input, required: true }) },
      errors: { types: [InputValidationError, NotFoundError, ConflictError, ForbiddenError], union: { name: `Delete${type}Result` } },
      resolve: async (_root, { input }, context) => {
        try {
          const id = requireRawId(String(input.id), type, options.label);
          const message = await context.loaders.main[options.client].remove({ id, place: chartingPlace(input) });
          return { deletedId: encodeGlobalID(type, id), message };
        } catch (error) {
          throw reminderError(error, {});
        }
      },
    }),
  );
}
