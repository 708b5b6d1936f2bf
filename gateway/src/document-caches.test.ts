// The gateway's parse and validation caches (document-caches.ts): a document is validated once
// while it is kept, its errors included, and every answer is the one validation gives.
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { documentCaches, validationResults } from './document-caches.ts';

/** A Yoga with the caches and a rule that counts the validations that really run. */
function countingYoga() {
  const counted = { validations: 0 };
  const countValidations: Plugin = {
    onValidate({ addValidationRule }) {
      addValidationRule(() => ({
        Document() {
          counted.validations += 1;
        },
      }));
    },
  };
  const yoga = createYoga({
    schema: createSchema({ typeDefs: 'type Query { hello(name: String): String }', resolvers: { Query: { hello: (_root, args: { name?: string }) => `hello ${args.name ?? 'you'}` } } }),
    parserAndValidationCache: documentCaches(),
    plugins: [countValidations, validationResults()],
    logging: false,
  });
  const ask = async (query: string, variables?: Record<string, unknown>) => {
    const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    return { status: response.status, body: await response.json() };
  };
  return { ask, counted };
}

describe('the parse and validation caches', () => {
  it('validate a document once while it is kept, whatever its variables', async () => {
    const { ask, counted } = countingYoga();
    const query = 'query ($name: String) { hello(name: $name) }';
    expect((await ask(query, { name: 'Ada' })).body).toEqual({ data: { hello: 'hello Ada' } });
    expect((await ask(query, { name: 'Bo' })).body).toEqual({ data: { hello: 'hello Bo' } });
    expect(counted.validations).toBe(1);
    // Another text is another document.
    expect((await ask('{ hello }')).body).toEqual({ data: { hello: 'hello you' } });
    expect(counted.validations).toBe(2);
  });

  it('answer a document that fails validation with the same errors each time, validated once', async () => {
    const { ask, counted } = countingYoga();
    const first = await ask('{ goodbye }');
    const second = await ask('{ goodbye }');
    expect(first.body.errors[0].message).toBe('Cannot query field "goodbye" on type "Query".');
    expect(second).toEqual(first);
    expect(counted.validations).toBe(1);
  });

  it('answer a document that does not parse with the same syntax error each time, never validated', async () => {
    const { ask, counted } = countingYoga();
    const first = await ask('{ hello ');
    expect(first.body.errors[0].message).toMatch(/^Syntax Error/);
    expect(await ask('{ hello ')).toEqual(first);
    expect(counted.validations).toBe(0);
  });
});
