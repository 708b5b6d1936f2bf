// Service (spec 001 sections 3 and 5, the Services tab): the one written definition of a
// service's fields, rules and messages. The inventory service validates POST/PUT /services with
// `serviceWire`, the gateway parses its answers with `serviceAnswer`, and the web's service form
// validates with `serviceForm` (docs/adding-a-field.md).
import { z } from 'zod/mini';
import { wire } from '../wire.ts';
import { answerId, answerText, CATALOGUE_MESSAGES, catalogueName, cost, createdAt, flag, longText, money, namedOrNull, optionalId, specieIds, speciesList, taxFlag } from './catalogue-fields.ts';

export const serviceShape = {
  name: catalogueName(CATALOGUE_MESSAGES.serviceName),
  categoryId: optionalId,
  description: longText,
  cost,
  tax: taxFlag,
  comment: longText,
  specieIds,
};
export const serviceForm = z.object(serviceShape);
export const serviceWire = wire(serviceShape);
export type ServiceInput = z.output<typeof serviceWire>;

/** A service as the inventory service answers it. */
export const serviceAnswer = wire({
  id: answerId,
  code: z.string(),
  name: z.string(),
  category: namedOrNull,
  description: answerText,
  /** Dollars with 2 decimals, as text. */
  cost: money,
  tax: flag,
  comment: answerText,
  species: speciesList,
  createdAt,
});
export type Service = z.output<typeof serviceAnswer>;
