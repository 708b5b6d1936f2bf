import { describe, expect, it } from 'vitest';
import { splitStatements } from './migrations.ts';

describe('splitStatements', () => {
  it('splits on semicolons that end a line, leaving out comment lines', () => {
    expect(splitStatements('-- a table\nCREATE TABLE a (x int);\n\nCREATE INDEX a_x ON a (x);\n')).toEqual(['CREATE TABLE a (x int)', 'CREATE INDEX a_x ON a (x)']);
  });

  it('keeps a dollar-quoted body whole, whatever its lines end with', () => {
    const script = [
      'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$',
      'BEGIN',
      "  RAISE EXCEPTION 'no';",
      'END $$;',
      'CREATE FUNCTION g() RETURNS int LANGUAGE sql AS $body$ SELECT 1; $body$;',
      'SELECT 2;',
    ].join('\n');
    expect(splitStatements(script)).toEqual([
      "CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  RAISE EXCEPTION 'no';\nEND $$",
      'CREATE FUNCTION g() RETURNS int LANGUAGE sql AS $body$ SELECT 1; $body$',
      'SELECT 2',
    ]);
  });
});
