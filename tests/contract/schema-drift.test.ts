// schema.graphql is printed from the gateway's code; the committed file must be that print.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { schema } from '@vetchart/gateway/schema/index';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';

const committed = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema.graphql'), 'utf8');

describe('schema.graphql', () => {
  it('is exactly what the gateway code builds', () => {
    expect(committed).toBe(`${printSchema(lexicographicSortSchema(schema))}\n`);
  });
});
