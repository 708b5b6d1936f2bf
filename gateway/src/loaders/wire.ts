// Shapes every service shares around its entities: a page of a list ({ data, meta: { total } }),
// a bare list ({ data }), and an answer with no body. Each takes the entity's schema (zod, or
// zod/mini as @vetchart/contracts writes them), so a table entry reads `parse: page(petWire)`.
import { z } from 'zod';
import type { ServicePage } from '../clients/service-page.ts';
import type { Parse } from './endpoint.ts';

export function page<T extends z.core.$ZodType>(row: T): Parse<ServicePage<z.output<T>>> {
  const schema = z.object({ data: z.array(row), meta: z.object({ total: z.number() }) });
  return (body) => schema.parse(body);
}

export function list<T extends z.core.$ZodType>(row: T): Parse<z.output<T>[]> {
  const schema = z.object({ data: z.array(row) });
  return (body) => schema.parse(body).data;
}

export function one<T extends z.core.$ZodType>(row: T): Parse<z.output<T>> {
  return (body) => z.parse(row, body);
}

/** One entity wrapped as `{ data: row }` (most of main's writes answer so). */
export function data<T extends z.core.$ZodType>(row: T): Parse<z.output<T>> {
  const envelope = z.object({ data: z.unknown() });
  return (body) => z.parse(row, envelope.parse(body).data);
}

/** A write answered 204 (or whose answer the gateway does not read). */
export const noContent: Parse<void> = () => undefined;

