// Compiled operations: a document is compiled only after its second execution and never while a
// request waits; a compiled operation answers exactly as the general executor did, errors
// included; a document of several operations is never compiled.
import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { useCompiledOperations } from './compiled-operations.ts';

const schema = createSchema({
  typeDefs: /* GraphQL */ `
    type Pet { id: ID! name: String! parent: Parent }
    type Parent { fullName: String! }
    type Query { pets(first: Int!): [Pet!]! broken: String }
    type Mutation { rename(name: String!): String! }
  `,
  resolvers: {
    Query: {
      pets: async (_root: unknown, { first }: { first: number }) => Array.from({ length: first }, (_, index) => ({ id: String(index + 1), name: `Pet ${index + 1}` })),
      broken: () => {
        throw new Error('The service is unavailable.');
      },
    },
    Mutation: { rename: (_root: unknown, { name }: { name: string }) => name },
    Pet: { parent: async (pet: { id: string }) => (pet.id === '2' ? null : { fullName: `Parent of ${pet.id}` }) },
  },
});

function server(budgetMsPerSecond?: number) {
  const compiled: string[] = [];
  const operations = useCompiledOperations({ onCompiled: (text) => compiled.push(text), budgetMsPerSecond });
  const yoga = createYoga({ schema, maskedErrors: false, plugins: [operations] });
  const run = async (query: string, variables: Record<string, unknown> = {}, operationName?: string) => {
    const response = await yoga.fetch('http://test/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables, operationName }) });
    return (await response.json()) as unknown;
  };
  return { compiled, run, compiledQuery: operations.compiledQuery };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('compiled operations', () => {
  const PETS = 'query ($first: Int!) { pets(first: $first) { id name parent { fullName } } broken }';

  it('compiles a document after its second execution, on a later turn, once, and answers the same from it', async () => {
    const { compiled, run } = server();
    const first = await run(PETS, { first: 3 });
    await nextTurn();
    expect(compiled).toEqual([]);
    expect(await run(PETS, { first: 3 })).toEqual(first);
    // Not while the second request waited: its answer came from the general executor.
    expect(compiled).toEqual([]);
    await nextTurn();
    expect(compiled).toHaveLength(1);
    // From the compiled code: the same data, the same error with its path, other variables too.
    expect(await run(PETS, { first: 3 })).toEqual(first);
    expect(first).toMatchObject({ data: { pets: [{ id: '1' }, { id: '2', parent: null }, { id: '3' }], broken: null }, errors: [{ message: 'The service is unavailable.', path: ['broken'] }] });
    expect(((await run(PETS, { first: 5 })) as { data: { pets: unknown[] } }).data.pets).toHaveLength(5);
    // A request naming an operation the document does not have is refused before it is executed.
    expect(await run(PETS, { first: 3 }, 'Other')).toMatchObject({ errors: [{ message: 'Could not determine what operation to execute.' }] });
    await nextTurn();
    expect(compiled).toHaveLength(1);
  });

  it('offers a compiled query, with its name, to run apart from Yoga, and never a compiled mutation', async () => {
    const { compiled, run, compiledQuery } = server();
    const named = 'query Page($first: Int!) { pets(first: $first) { id } }';
    const rename = 'mutation Rename { rename(name: "Rex") }';
    for (const text of [named, named, rename, rename]) {
      await run(text, { first: 1 });
      await nextTurn();
    }
    expect(compiled).toEqual([named, rename]);
    expect(compiledQuery(named)).toMatchObject({ kind: 'query', operationName: 'Page' });
    expect(compiledQuery(rename)).toBeUndefined();
    expect(compiledQuery('{ pets(first: 1) { id } }')).toBeUndefined();
  });

  it('never compiles a document of several operations', async () => {
    const { compiled, run } = server();
    const TWO = 'query A { pets(first: 1) { id } } query B { pets(first: 2) { name } }';
    for (let index = 0; index < 4; index += 1) {
      expect(await run(TWO, {}, index % 2 ? 'B' : 'A')).toEqual(index % 2 ? { data: { pets: [{ name: 'Pet 1' }, { name: 'Pet 2' }] } } : { data: { pets: [{ id: '1' }] } });
      await nextTurn();
    }
    expect(compiled).toEqual([]);
  });

  it('compiles one document at a time, and no more than the budget of each second allows', async () => {
    const { compiled, run } = server();
    const NAMES = '{ pets(first: 2) { name } }';
    const IDS = '{ pets(first: 2) { id } }';
    // Both hot in the same turn: one is compiled, the other waits for its next execution.
    await Promise.all([run(NAMES), run(IDS)]);
    await Promise.all([run(NAMES), run(IDS)]);
    await nextTurn();
    expect(compiled).toHaveLength(1);
    await Promise.all([run(NAMES), run(IDS)]);
    await nextTurn();
    expect([...compiled].sort()).toEqual([IDS, NAMES].sort());

    const spent = server(0);
    for (let index = 0; index < 3; index += 1) {
      await spent.run(NAMES);
      await nextTurn();
    }
    expect(spent.compiled).toEqual([]);
  });
});
