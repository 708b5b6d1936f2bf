// Two copies of one service (`pnpm service auth`, two processes) on one PostgreSQL database, as a
// deployment behind a load balancer runs them (docs/architecture.md, 'Two copies behind a proxy'):
// what one copy counts, queues or sends, the other sees. A rate limit counts the hits both copies
// took; a queued job runs once, by one of them, and its mail reaches the mail server once, although
// both copies run a job runner and an outbox sender. PostgreSQL only: PGlite is one in-process
// connection that a second process cannot open.
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { exportPKCS8, exportSPKI, generateKeyPair } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVICE_ENTRY } from '@vetchart/host/entry-points';
import { productDatabaseFromTemplate } from '@vetchart/platform/testing';
import { tempDataDir } from './support.ts';

/** A mail server that only listens: every message it is handed, with its recipients. */
function startMailSink(): Promise<{ server: Server; url: string; received: { to: string[] }[] }> {
  const received: { to: string[] }[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push({ to });
          to = [];
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? line);
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `smtp://127.0.0.1:${(server.address() as { port: number }).port}`, received })));
}

interface Copy {
  child: ChildProcess;
  url: string;
}

function startCopy(env: NodeJS.ProcessEnv): Promise<Copy> {
  return new Promise((resolve, reject) => {
    const child = fork(SERVICE_ENTRY, ['auth'], { env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    let errors = '';
    child.stderr!.on('data', (chunk) => (errors += chunk));
    child.on('message', (message: { type?: string; url?: string }) => {
      if (message?.type === 'ready') resolve({ child, url: message.url! });
    });
    child.once('exit', (code) => reject(new Error(`the auth copy exited (${code}): ${errors}`)));
  });
}

const stopCopy = (copy: Copy | undefined) =>
  new Promise<void>((resolve) => {
    if (!copy || copy.child.exitCode !== null) return resolve();
    copy.child.once('exit', () => resolve());
    copy.child.kill('SIGTERM');
  });

describe.skipIf(!process.env.DATABASE_URL)('two copies of a service on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof productDatabaseFromTemplate>>;
  let sink: Awaited<ReturnType<typeof startMailSink>>;
  let client: pg.Client;
  const copies: Copy[] = [];

  beforeAll(async () => {
    const dataDir = tempDataDir();
    database = await productDatabaseFromTemplate(dataDir, 'demo');
    sink = await startMailSink();
    // The keys come from the environment, as every copy of a deployment gets them.
    const pair = await generateKeyPair('ES256', { extractable: true });
    const env = {
      DATABASE_URL: database.databaseUrl,
      DATA_DIR: dataDir,
      JWT_PRIVATE_KEY: await exportPKCS8(pair.privateKey),
      JWT_PUBLIC_KEY: await exportSPKI(pair.publicKey),
      SMTP_URL: sink.url,
      NODE_ENV: 'test',
    };
    copies.push(...(await Promise.all([startCopy(env), startCopy(env)])));
    client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
  });
  afterAll(async () => {
    await Promise.all(copies.map(stopCopy));
    await client?.end();
    await new Promise((resolve) => sink?.server.close(resolve));
    await database?.drop();
  });

  it('counts a rate limit over the hits both copies took', async () => {
    // Failed sign-ins in a row for one account and address pause the pair once they reach
    // LOGIN_MAX_FAILURES (5): the fifth attempt and those after it are refused. Taken in turns by the
    // two copies, each copy has seen at most three, so counting in process would refuse none.
    const address = `10.${Math.floor(Math.random() * 200)}.0.1`;
    const email = `nobody-${randomUUID()}@example.com`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await fetch(`${copies[attempt % 2]!.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-ip': address },
        body: JSON.stringify({ email, password: 'wrong-password' }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('runs a queued job once and sends its mail once, though both copies run jobs and send mail', async () => {
    const recipients = ['admin@demo.vet', 'vet@demo.vet', 'tech@demo.vet', 'assistant@demo.vet'];
    const before = Number((await client.query(`SELECT coalesce(max(id), 0) AS id FROM jobs.queue`)).rows[0].id);
    const mailsBefore = Number((await client.query(`SELECT coalesce(max(id), 0) AS id FROM mail.outbox`)).rows[0].id);
    // Each request reaches one copy; both copies' runners and senders look for the work.
    await Promise.all(
      recipients.map(async (email, index) => {
        const response = await fetch(`${copies[index % 2]!.url}/auth/forgotpassword`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-client-ip': '10.250.0.1' },
          body: JSON.stringify({ email }),
        });
        expect(response.status).toBe(200);
      }),
    );
    await vi.waitUntil(async () => sink.received.length >= recipients.length, { timeout: 10_000, interval: 100 });
    // Both copies poll every second: a second run or send would show within this wait.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(sink.received.flatMap((mail) => mail.to).sort()).toEqual([...recipients].sort());
    const jobs = await client.query(`SELECT attempts, done_at IS NOT NULL AS done FROM jobs.queue WHERE id > $1`, [before]);
    expect(jobs.rows).toHaveLength(recipients.length);
    expect(jobs.rows.every((row) => row.attempts === 1 && row.done)).toBe(true);
    const mails = await client.query(`SELECT attempts, sent_at IS NOT NULL AS sent FROM mail.outbox WHERE id > $1`, [mailsBefore]);
    expect(mails.rows).toHaveLength(recipients.length);
    expect(mails.rows.every((row) => row.attempts === 1 && row.sent)).toBe(true);
  });
});
