import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { camelCase, partialShape, snakeCase, toWire, wire, wireKeys } from './wire.ts';

describe('the wire helpers', () => {
  it('rename camelCase keys to snake_case and back, digits in place', () => {
    expect(['dateOfBirth', 'address1', 'taxRate', 'id'].map(snakeCase)).toEqual(['date_of_birth', 'address1', 'tax_rate', 'id']);
    expect(['date_of_birth', 'address1', 'tax_rate', 'id'].map(camelCase)).toEqual(['dateOfBirth', 'address1', 'taxRate', 'id']);
    expect(toWire({ parentId: 'p', weightUnit: 'kg(s)' })).toEqual({ parent_id: 'p', weight_unit: 'kg(s)' });
    expect(wireKeys({ breedId: z.string(), name: z.string() })).toEqual(['breed_id', 'name']);
  });

  it('read snake_case JSON into the camelCase value, with errors on the path the caller sent', () => {
    const schema = wire({ parentId: z.string().check(z.minLength(1, 'Select pet owner')), weightUnit: z.optional(z.string()) });
    expect(schema.parse({ parent_id: 'p1', weight_unit: 'kg(s)', extra: 1 })).toEqual({ parentId: 'p1', weightUnit: 'kg(s)' });
    const result = schema.safeParse({ parent_id: '' });
    expect(result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['parent_id', 'Select pet owner']]);
    // camelCase keys are not the wire: they are dropped, and the field is missing.
    expect(schema.safeParse({ parentId: 'p1' }).success).toBe(false);
  });

  it('nest: a list of wire objects is read item by item', () => {
    const schema = wire({ pets: z.array(wire({ dateOfBirth: z.string() })) });
    expect(schema.parse({ pets: [{ date_of_birth: '01/02/2020' }] })).toEqual({ pets: [{ dateOfBirth: '01/02/2020' }] });
    const result = schema.safeParse({ pets: [{ date_of_birth: 3 }] });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual(['pets.0.date_of_birth']);
  });

  it('names: a field the spec names otherwise is read from that key, and its errors are on it', () => {
    const schema = wire({ dosageUnits: z.array(z.string()), productTypeId: z.string(), sideEffects: z.string() }, { dosageUnits: 'dosage_unit', productTypeId: 'type_id' });
    expect(schema.parse({ dosage_unit: ['1'], type_id: 't', side_effects: 's', dosage_units: ['dropped'] })).toEqual({ dosageUnits: ['1'], productTypeId: 't', sideEffects: 's' });
    const result = schema.safeParse({ dosage_unit: [2], type_id: 't', side_effects: 's' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual(['dosage_unit.0']);
    expect(wireKeys({ dosageUnits: z.string(), name: z.string() }, { dosageUnits: 'dosage_unit' })).toEqual(['dosage_unit', 'name']);
    expect(toWire({ dosageUnits: [], name: 'n' }, { dosageUnits: 'dosage_unit' })).toEqual({ dosage_unit: [], name: 'n' });
  });

  it('partialShape lets an edit leave any field out', () => {
    const schema = wire(partialShape({ name: z.string(), weightUnit: z.string() }));
    expect(schema.parse({ weight_unit: 'lb(s)' })).toEqual({ weightUnit: 'lb(s)' });
  });
});
