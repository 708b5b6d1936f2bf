// `BENCH_ONLY=enumeration pnpm bench`: do response times tell which e-mails have accounts?
// Runs the services with SMTP (a stand-in mail server on loopback that takes 60 ms per mail, as
// a real one might) and the gateway over HTTP, then times sign-in with a wrong password,
// forgot password and sign-up for an e-mail with an account against one without, interleaved,
// and prints the medians (74 ms were measured against 12 ms for forgot password when
// the mail was sent in the request). The limits are raised so every request is really served;
// the background work of one request is let finish before the next is timed.
import { createServer, type Socket } from 'node:net';
import { startServices } from '@vetchart/host/product';
import { createGateway } from '@vetchart/gateway/yoga';
import { loadKeys } from '@vetchart/platform/access-token';
import { openDatabase } from '@vetchart/platform/database';
import { listen } from '@vetchart/platform/service';
import { testConfig } from '@vetchart/platform/testing';
import { Hono } from 'hono';
import type { BenchForgotPasswordMutation, BenchSignInMutation, BenchSignUpMutation } from './__generated__/operations.ts';

const BENCH_SIGN_IN = /* GraphQL */ `
  mutation BenchSignIn($input: SignInInput!) {
    signIn(input: $input) { __typename ... on Error { message } }
  }
`;
const BENCH_FORGOT_PASSWORD = /* GraphQL */ `
  mutation BenchForgotPassword($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) { __typename ... on RequestPasswordResetSuccess { message } ... on Error { message } }
  }
`;
const BENCH_SIGN_UP = /* GraphQL */ `
  mutation BenchSignUp($input: SignUpInput!) {
    signUp(input: $input) { __typename ... on SignUpSuccess { message } ... on Error { message } }
  }
`;

const ROUNDS = Number(process.env.BENCH_ENUMERATION_ROUNDS ?? 60);
const SIGN_UP_ROUNDS = Number(process.env.BENCH_SIGN_UP_ROUNDS ?? 20);
const SMTP_DELAY_MS = 60;

/** A mail server that accepts every mail after SMTP_DELAY_MS (the part outside the product). */
async function slowMailServer(): Promise<{ url: string; received: () => number; close(): Promise<void> }> {
  let received = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    socket.write('220 bench ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let newline: number;
      while ((newline = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received += 1;
            setTimeout(() => socket.write('250 OK queued\r\n'), SMTP_DELAY_MS);
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 Bye\r\n');
        } else {
          socket.write(verb === 'EHLO' || verb === 'HELO' ? '250 bench\r\n' : '250 OK\r\n');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(2)} ms`;

export async function benchEnumeration() {
  const smtp = await slowMailServer();
  const db = await openDatabase({});
  const unlimited = 1_000_000;
  const config = testConfig({
    demoData: true,
    smtpUrl: smtp.url,
    loginMaxFailures: unlimited,
    loginMaxFailuresPerAddress: unlimited,
    loginMaxFailuresPerAccount: unlimited,
    mailLimitPerRecipient: unlimited,
    mailLimitPerAddress: unlimited,
  });
  const services = await startServices(db, config, await loadKeys());
  const yoga = createGateway({ upstreams: services.upstreams, publicKey: services.keys.publicKey });
  const app = new Hono();
  app.all('/graphql', (c) => yoga.fetch(c.req.raw));
  const gateway = await listen(app);

  const call = async <Result>(query: string, input: unknown): Promise<Result> => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables: { input } }),
    });
    return ((await response.json()) as { data: Result }).data;
  };
  const timed = async (fn: () => Promise<unknown>) => {
    const started = performance.now();
    await fn();
    return performance.now() - started;
  };

  /**
   * Lets the background (the queued job, then the mail to the slow server) finish before the next
   * timed request, so each figure is the request's own time, which is what a prober measures.
   */
  const settle = async () => {
    await services.runDueJobs();
    for (let waited = 0; waited < 2000; waited += 10) {
      const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail.outbox WHERE sent_at IS NULL AND failed_at IS NULL`);
      if (!row!.n) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  /** Known and unknown alternate, so drift over the run hits both alike. */
  const compare = async (label: string, rounds: number, known: (round: number) => Promise<unknown>, unknown: (round: number) => Promise<unknown>) => {
    for (let warm = 0; warm < 3; warm += 1) {
      await known(-1 - warm);
      await unknown(-1 - warm);
    }
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      knownTimes.push(await timed(() => known(round)));
      await settle();
      unknownTimes.push(await timed(() => unknown(round)));
      await settle();
    }
    const [a, b] = [median(knownTimes), median(unknownTimes)];
    console.log(`  ${label.padEnd(34)} known ${ms(a)}, unknown ${ms(b)}, difference ${ms(Math.abs(a - b))} (${rounds} each)`);
  };

  // Every answer is checked once first: timing different answers would prove nothing.
  const signIn = (email: string) => call<BenchSignInMutation>(BENCH_SIGN_IN, { email, password: 'Wrong!pass1' });
  const forgot = (email: string) => call<BenchForgotPasswordMutation>(BENCH_FORGOT_PASSWORD, { email });
  const signUp = (email: string) =>
    call<BenchSignUpMutation>(BENCH_SIGN_UP, {
      organization: 'Bench Vets',
      clinicName: 'Bench Vets North',
      address: { address1: '12 Maple Street', city: 'Austin', state: 'TX', zip: '78701' },
      firstName: 'Bea',
      lastName: 'Bench',
      email,
      phone: '5125550143',
      password: 'Str0ng!pass',
      confirm: 'Str0ng!pass',
      securityQuestion: 'What was the name of your first pet?',
      securityAnswer: 'Biscuit',
      planCode: 'basic',
    });
  const same = (a: unknown, b: unknown, what: string) => {
    if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`${what}: known and unknown answers differ: ${JSON.stringify(a)} / ${JSON.stringify(b)}`);
  };
  same(await signIn('vet@demo.vet'), await signIn('nobody@demo.vet'), 'sign-in');
  same(await forgot('vet@demo.vet'), await forgot('nobody@demo.vet'), 'forgot password');
  const [taken, fresh] = [await signUp('admin@demo.vet'), await signUp('check.new@bench.vet')];
  same(taken, fresh, 'sign-up');

  console.log(`no account enumeration by time: median over HTTP through the gateway, SMTP taking ${SMTP_DELAY_MS} ms per mail`);
  await compare('sign-in, wrong password', ROUNDS, () => signIn('vet@demo.vet'), () => signIn('nobody@demo.vet'));
  await compare('forgot password', ROUNDS, () => forgot('vet@demo.vet'), () => forgot('nobody@demo.vet'));
  await compare('sign-up (taken e-mail vs new)', SIGN_UP_ROUNDS, () => signUp('admin@demo.vet'), (round) => signUp(`new${round + 10}@bench.vet`));

  // The mails did go out, in the background.
  const started = performance.now();
  for (;;) {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail.outbox WHERE sent_at IS NULL AND failed_at IS NULL`);
    if (!row!.n || performance.now() - started > 60_000) {
      console.log(`  mails delivered by the background sender: ${smtp.received()} (${row!.n} still queued)`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  await gateway.close();
  await services.close();
  await db.close();
  await smtp.close();
}
