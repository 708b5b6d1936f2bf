// Query limits sit just above what the app's own operations need: every operation the web app
// sends passes them, and a query one level deeper, or with too many aliases, is refused.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';
import { QUERY_LIMITS } from '../yoga.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => gateway?.close());

const generated = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/src/__generated__');

function webOperations(): { name: string; text: string }[] {
  return readdirSync(generated)
    .filter((file) => file.endsWith('.graphql.ts'))
    .map((file) => readFileSync(path.join(generated, file), 'utf8'))
    .map((source) => /"text": "((?:[^"\\]|\\.)*)"/.exec(source)?.[1])
    .filter((text): text is string => Boolean(text))
    .map((text) => JSON.parse(`"${text}"`) as string)
    .map((text) => ({ name: /(?:query|mutation) (\w+)/.exec(text)?.[1] ?? 'anonymous', text }));
}

// graphql-armor's refusals read '… limit of N exceeded …'.
const isLimitError = (message: string) => /limit of \d+ exceeded/i.test(message);

describe('query limits', () => {
  it('let every operation of the web app through', async () => {
    const operations = webOperations();
    expect(operations.length).toBeGreaterThan(0);
    for (const operation of operations) {
      const result = await gateway.execute(operation.text, {});
      const limitErrors = (result.errors ?? []).filter((error) => isLimitError(error.message));
      expect(limitErrors, operation.name).toEqual([]);
    }
  });

  it('refuse a query deeper than the limit', async () => {
    // __type → fields → type → ofType … → name nests as deep as we ask; armor counts every level.
    const nested = (depth: number) => {
      let selection = 'name';
      for (let level = 4; level < depth; level += 1) selection = `ofType { ${selection} }`;
      return `query { __type(name: "Query") { fields { type { ${selection} } } } }`;
    };
    const refused = async (query: string) =>
      (await gateway.execute(query)).errors?.some((error) => /depth/i.test(error.message)) ?? false;
    expect(await refused(nested(QUERY_LIMITS.maxDepth))).toBe(false);
    expect(await refused(nested(QUERY_LIMITS.maxDepth + 1))).toBe(true);
  });

  it('refuse more aliases than the limit', async () => {
    const aliases = Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, index) => `p${index}: plans { code }`).join(' ');
    const result = await gateway.execute(`query { ${aliases} }`);
    expect(result.errors?.some((error) => /alias/i.test(error.message))).toBe(true);
  });
});
