// A plain query answered by the node path itself (graphql-plain-queries.ts) is answered as Yoga
// answers it: the same status, headers and body, for every Accept, Origin and result the path
// takes, and every request it leaves to Yoga (or hands to Yoga with its errors) is answered by
// Yoga. Two ports over one gateway: one with plain queries on, one without.
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadKeys } from '@vetchart/platform/access-token';
import type { Database } from '@vetchart/platform/database';
import { createTestDatabase, testConfig } from '@vetchart/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices } from '@vetchart/host/product';
import { graphqlNodePath } from './graphql-node-path.ts';
import { answerMediaType, runPlainQuery } from './graphql-plain-queries.ts';
import { CSRF_HEADER, createGateway } from './yoga.ts';

let db: Database;
let services: Awaited<ReturnType<typeof startServices>>;
let gateway: ReturnType<typeof createGateway>;
let plainPort: Server;
let yogaPort: Server;
let token: string;

const PUBLIC_URL = 'https://vet.example';
const PARTNER = 'https://partner.example';

function listenWith(plainQueries: boolean): Promise<Server> {
  const handler = graphqlNodePath(gateway, { publicUrl: PUBLIC_URL, plainQueries });
  const server = createServer((request, response) => {
    if (!handler(request, response)) {
      response.writeHead(404);
      response.end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  db = await createTestDatabase();
  services = await startServices(db, testConfig({ demoData: true }), await loadKeys());
  gateway = createGateway({ upstreams: services.upstreams, publicKey: services.keys.publicKey, publicUrl: PUBLIC_URL, corsAllowedOrigins: [PARTNER] });
  plainPort = await listenWith(true);
  yogaPort = await listenWith(false);
  const signedIn = await send(yogaPort, {
    query: `mutation ($input: SignInInput!) { signIn(input: $input) { ... on SignInSuccess { session { accessToken } } } }`,
    variables: { input: { email: 'admin@demo.vet', password: 'Demo!2345' } },
  });
  token = JSON.parse(signedIn.body).data.signIn.session.accessToken;
});

afterAll(async () => {
  await Promise.all([plainPort, yogaPort].map((server) => server && new Promise((resolve) => server.close(resolve))));
  await gateway?.dispose();
  await services?.close();
  await db?.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One POST with exactly these headers; the answer's headers without those of the connection and the moment. */
function send(server: Server, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...kept } = incoming.headers;
        resolve({ status: incoming.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks).toString() });
      });
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(text);
  });
}

const bearer = () => ({ authorization: `Bearer ${token}` });

/** Runs a document through Yoga until the gateway has compiled it (after its second execution, on a later turn). */
async function compiled(query: string, headers: Record<string, string> = bearer(), variables?: Record<string, unknown>) {
  for (let run = 0; run < 3; run += 1) await send(yogaPort, { query, variables }, headers);
  // Compiling waits for its turn and its share of each second: on a busy machine that can be a while.
  await expect.poll(() => gateway.plainQueries!.compiledQuery(query), { timeout: 10_000, interval: 20 }).toBeDefined();
}

/** What the plain path makes of a request, without sending it: answered, handed to Yoga with its result, or left to Yoga. */
async function pathTaken(body: unknown, headers: Record<string, string>): Promise<'answered' | 'handed to Yoga' | 'left to Yoga'> {
  const lowered = Object.fromEntries(Object.entries({ 'content-type': 'application/json', ...headers }).map(([name, value]) => [name.toLowerCase(), value]));
  const outcome = await runPlainQuery(gateway.plainQueries!, { headers: lowered } as unknown as IncomingMessage, Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)), undefined);
  if (!outcome) return 'left to Yoga';
  return 'answer' in outcome ? 'answered' : 'handed to Yoga';
}

/** The same request to both ports: their answers must be the same. */
async function expectSameAnswer(body: unknown, headers: Record<string, string>): Promise<Answer> {
  const [plain, yoga] = [await send(plainPort, body, headers), await send(yogaPort, body, headers)];
  expect(plain).toEqual(yoga);
  return plain;
}

const VIEWER = '{ viewer { user { email } role { name } } }';
const PETS = 'query PetsPage($first: Int) { pets(first: $first) { totalCount edges { node { id name species { specie } parent { fullName } } } } }';

describe('plain queries on the node path', () => {
  it("answer a compiled query as Yoga does, for each Accept Yoga answers in JSON", async () => {
    await compiled(VIEWER);
    for (const accept of [undefined, '*/*', 'application/json', 'application/graphql-response+json', 'application/graphql-response+json, application/json', 'application/json;q=0.9, */*']) {
      const headers = { ...bearer(), ...(accept ? { accept } : {}) };
      expect(await pathTaken({ query: VIEWER }, headers), accept).toBe('answered');
      const answer = await expectSameAnswer({ query: VIEWER }, headers);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ data: { viewer: { user: { email: 'admin@demo.vet' }, role: { name: 'Admin' } } } });
    }
  });

  it('carry the CORS headers Yoga gives the app, a listed partner and no other origin', async () => {
    await compiled(VIEWER);
    for (const origin of [PUBLIC_URL, PARTNER, 'https://elsewhere.example']) {
      const headers = { ...bearer(), origin, [CSRF_HEADER]: '1' };
      expect(await pathTaken({ query: VIEWER }, headers)).toBe('answered');
      const answer = await expectSameAnswer({ query: VIEWER }, headers);
      expect(answer.headers['access-control-allow-origin']).toBe(origin === 'https://elsewhere.example' ? undefined : origin);
    }
  });

  it('take variables and the operation name, and leave another operation name to Yoga', async () => {
    await compiled(PETS, bearer(), { first: 2 });
    const headers = { ...bearer(), accept: 'application/graphql-response+json, application/json' };
    expect(await pathTaken({ query: PETS, variables: { first: 2 }, operationName: 'PetsPage' }, headers)).toBe('answered');
    const answer = await expectSameAnswer({ query: PETS, variables: { first: 2 }, operationName: 'PetsPage' }, headers);
    expect(JSON.parse(answer.body).data.pets.edges).toHaveLength(2);
    await expectSameAnswer({ query: PETS, variables: null }, headers);

    expect(await pathTaken({ query: PETS, operationName: 'Other' }, headers)).toBe('left to Yoga');
    expect((await expectSameAnswer({ query: PETS, operationName: 'Other' }, headers)).body).toContain('Could not determine what operation to execute.');
  });

  it("hand a result with errors to Yoga, which masks and answers it as its own", async () => {
    await compiled(PETS, bearer(), { first: 2 });
    // A variable of the wrong type: the compiled query's own refusal.
    const wrongVariable = { query: PETS, variables: { first: 'two' } };
    for (const accept of ['application/json', 'application/graphql-response+json']) {
      expect(await pathTaken(wrongVariable, { ...bearer(), accept })).toBe('handed to Yoga');
      const answer = await expectSameAnswer(wrongVariable, { ...bearer(), accept });
      expect(JSON.parse(answer.body).errors[0].message).toContain('$first');
    }
    // No token: the scope check's refusal.
    await compiled(PETS, {}, { first: 2 });
    expect(await pathTaken({ query: PETS, variables: { first: 2 } }, {})).toBe('handed to Yoga');
    const refused = await expectSameAnswer({ query: PETS, variables: { first: 2 } }, {});
    expect(JSON.parse(refused.body).errors.length).toBeGreaterThan(0);
  });

  it('leave to Yoga what Yoga alone answers: a refused token or key, another content type, other parameters, a batch, a stream', async () => {
    await compiled(VIEWER);
    const cases: { body: unknown; headers: Record<string, string>; status: number }[] = [
      { body: { query: VIEWER }, headers: { authorization: 'Bearer forged' }, status: 401 },
      { body: { query: VIEWER }, headers: { ...bearer(), 'idempotency-key': 'x' }, status: 400 },
      { body: { query: VIEWER }, headers: { ...bearer(), 'content-type': 'text/plain' }, status: 403 },
      { body: { query: VIEWER, extensions: { persistedQuery: { version: 1 } } }, headers: bearer(), status: 200 },
      { body: { query: VIEWER, unexpected: 1 }, headers: bearer(), status: 400 },
      { body: [{ query: VIEWER }], headers: bearer(), status: 400 },
      { body: '{"query": ', headers: bearer(), status: 400 },
      { body: { query: VIEWER }, headers: { ...bearer(), accept: 'text/html' }, status: 406 },
    ];
    for (const { body, headers, status } of cases) {
      expect(await pathTaken(body, headers), JSON.stringify({ body, headers })).toBe('left to Yoga');
      const answer = await expectSameAnswer(body, headers);
      if (status !== 200) expect(answer.status, JSON.stringify(body)).toBe(status);
    }
  });

  // A compiled mutation is never offered to the plain path: compiled-operations.test.ts.
  it('leave documents not yet compiled to Yoga', async () => {
    expect(await pathTaken({ query: '{ viewer { user { id } } }' }, bearer())).toBe('left to Yoga');
  });
});

describe("the media type of Yoga's JSON answers", () => {
  it('follows Yoga: the last acceptable match wins, a charset other than UTF-8 is skipped', () => {
    expect(answerMediaType(undefined)).toBe('application/json');
    expect(answerMediaType('*/*')).toBe('application/json');
    expect(answerMediaType('application/graphql-response+json, application/json')).toBe('application/graphql-response+json');
    expect(answerMediaType('application/json, application/graphql-response+json')).toBe('application/json');
    expect(answerMediaType('application/json; charset=latin1')).toBeNull();
    expect(answerMediaType('text/event-stream')).toBeNull();
    expect(answerMediaType('application/*')).toBe('application/json');
  });
});
