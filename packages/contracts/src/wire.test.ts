import { describe, expect, it } from 'vitest';
import * as zod from 'zod';
import { z } from 'zod/mini';
import { camelCase, checkedWire, compileWireSchemas, keptWire, partialShape, snakeCase, toWire, wire, wireKeys } from './wire.ts';

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

  it('checkedWire: a rule over fields runs beside a field\'s own failed check, on the JSON path, as z.object(…).superRefine does', () => {
    const schema = checkedWire({ givenDate: z.string(), expiryDate: z.string().check(z.minLength(10, 'Too short')) }, { expiryDate: 'expiration_date' }, (value, problem) => {
      if (value.expiryDate < value.givenDate) problem('expiryDate', 'Expiry before given');
    });
    const messages = (body: unknown) => z.safeParse(schema, body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages({ given_date: '2020-01-02', expiration_date: '2019' })).toEqual([['expiration_date', 'Too short'], ['expiration_date', 'Expiry before given']]);
    // A field of the wrong type stops the rule, as it would stop a superRefine.
    expect(messages({ given_date: 1, expiration_date: '2019-01-01' })?.map(([path]) => path)).toEqual(['given_date']);
    expect(z.parse(schema, { given_date: '2020-01-02', expiration_date: '2020-02-02' })).toEqual({ givenDate: '2020-01-02', expiryDate: '2020-02-02' });
  });

  it('keptWire: the same fields, kept in their JSON keys', () => {
    expect(z.parse(keptWire({ logoUrl: z.string() }), { logo_url: 'l', logoUrl: 'dropped' })).toEqual({ logo_url: 'l' });
  });
  // Last in the file: compileWireSchemas holds for the rest of the process.
  it('a server parses and renames through code made for each shape, with the same answers and the loop\'s fields exactly (a missing key stays missing), names and checks included', () => {
    const shape = { parentId: z.string(), weightUnit: z.optional(z.string()), dosageUnits: z.optional(z.string()), 'quoted"Key': z.optional(z.string()) };
    const names = { dosageUnits: 'dosage_unit' } as const;
    const check = (value: { parentId: string }, problem: (field: 'parentId', message: string) => void) => {
      if (value.parentId === 'refused') problem('parentId', 'Refused');
    };
    const inputs = [{ parent_id: 'p1', weight_unit: 'kg(s)', dosage_unit: 'mg', 'quoted"_key': 'q' }, { parent_id: 'p1' }, { parent_id: 'refused', weight_unit: undefined }, { parent_id: 5, weight_unit: 7 }, 'not an object'];
    const looped = [wire(shape, names), checkedWire(shape, names, check)];
    const loopedAnswers = inputs.map((input) => looped.map((schema) => schema.safeParse(input)));
    compileWireSchemas(zod.object);
    const compiled = [wire(shape, names), checkedWire(shape, names, check)];
    const compiledAnswers = inputs.map((input) => compiled.map((schema) => schema.safeParse(input)));
    expect(compiledAnswers).toStrictEqual(loopedAnswers);
    expect(compiledAnswers[1]![0]!.data).toStrictEqual({ parentId: 'p1' });
    expect(compiledAnswers[0]![0]!.data).toStrictEqual({ parentId: 'p1', weightUnit: 'kg(s)', dosageUnits: 'mg', 'quoted"Key': 'q' });
  });
});
