// `pnpm bench:stall`: nothing one request sends may stall the product. Starts the product as
// `pnpm start` does (services/host/src/main.ts in a child process: the services host and one gateway
// worker, PGlite in a temporary folder, demo data) and sends it each hostile input of the probe
// that froze it, one case at a time. During each case a signed-in clinic user keeps asking a cheap
// query (`viewer`, through the gateway to the auth service) every 25 ms, and the services
// process's resident memory is sampled every 50 ms. Printed per case (no assertions; the targets
// are in the last columns):
//   - how long the hostile requests took and what they were answered (refused or done);
//   - the cheap query's median and p95 during the case (target: p95 under 100 ms);
//   - the services process's peak memory above its idle figure (target: within 250 MB).
// BENCH_STALL_REPEAT (default 3) sends each hostile request that many times, one after the other.
import { randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { docxZipBomb, headingFloodText, paragraphFloodDocx, pdfOfPages } from '../security/attack-files.ts';
import { dataUri, transparentPng } from '../security/images.ts';
import { percentileOf } from './stats.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REPEAT = Number(process.env.BENCH_STALL_REPEAT ?? 3);
const RESULT = `__typename ... on Error { message }`;

interface Answer {
  status: number;
  summary: string;
}

interface Case {
  name: string;
  send(): Promise<Answer>;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function startChildProduct(): Promise<{ url: string; child: ChildProcess; close(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vetchart-bench-stall-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'services/host/src/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', GATEWAY_WORKERS: '1', NODE_ENV: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('VetChart is running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the product exited (${code}) before it was running`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    async close() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const product = await startChildProduct();
  const graphql = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const response = await fetch(`${product.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(/^\s*mutation\b/.test(query) ? { 'idempotency-key': randomUUID() } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: (await response.json()) as any };
  };
  const signIn = async (email: string) => {
    const { body } = await graphql(`mutation ($input: SignInInput!) { signIn(input: $input) { ... on SignInSuccess { session { accessToken } } } }`, {
      input: { email, password: 'Demo!2345' },
    });
    return body.data.signIn.session.accessToken as string;
  };
  const vet = await signIn('vet@demo.vet');
  const watcher = await signIn('assistant@demo.vet');
  const mailLink = async (to: string, pattern: RegExp) => {
    const { data } = (await (await fetch(`${product.url}/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as { data: { text_body: string }[] };
    return pattern.exec(data[0]!.text_body)![1]!;
  };
  const petId = (await graphql(`{ pets(first: 1, search: "Max") { edges { node { id } } } }`, {}, vet)).body.data.pets.edges[0].node.id as string;

  // A pet parent's history-form link: the only credential the form's triage import needs.
  await graphql(`mutation ($input: SendHistoryFormInput!) { sendHistoryForm(input: $input) { ${RESULT} } }`, { input: { petId } }, vet);
  const parentEmail = (await graphql(`query ($id: ID!) { node(id: $id) { ... on Pet { parent { email } } } }`, { id: petId }, vet)).body.data.node.parent.email as string;
  const formToken = await mailLink(parentEmail, /subjective-form\?token=([A-Za-z0-9_-]+)/);

  // An estimate sent for e-signature: its link is the only credential the approval page needs.
  const visit = (await graphql(`mutation ($input: CreateVisitInput!) { createVisit(input: $input) { ... on CreateVisitSuccess { visit { id } } } }`, { input: { petId, name: 'Stall bench' } }, vet)).body
    .data.createVisit.visit.id as string;
  const service = (await graphql(`{ services(first: 1) { edges { node { id } } } }`, {}, vet)).body.data.services.edges[0].node.id as string;
  const plan = (
    await graphql(
      `mutation ($input: SaveTreatmentPlanInput!) { saveTreatmentPlan(input: $input) { ... on SaveTreatmentPlanSuccess { treatmentPlan { version items { id } } } } }`,
      { input: { visitId: visit, isClientAtClinic: false, items: [{ kind: 'SERVICE', catalogueId: service, quantity: 1, removed: false, approved: true }] } },
      vet,
    )
  ).body.data.saveTreatmentPlan.treatmentPlan as { version: number; items: { id: string }[] };
  await graphql(`mutation ($input: SendTreatmentPlanEstimateInput!) { sendTreatmentPlanEstimate(input: $input) { ${RESULT} } }`, { input: { visitId: visit, email: 'stall.bench@example.com' } }, vet);
  const estimateToken = await mailLink('stall.bench@example.com', /treatment-plan-estimate\/([A-Za-z0-9_-]+)/);

  const upload = (name: string, bytes: Uint8Array | string): Case['send'] => async () => {
    const form = new FormData();
    form.append('prompt', '');
    form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
    const response = await fetch(`${product.url}/template-builder/convert`, { method: 'POST', headers: { authorization: `Bearer ${vet}` }, body: form });
    const body = (await response.json().catch(() => ({}))) as { message?: string; data?: { success?: boolean } };
    return { status: response.status, summary: body.message ?? (body.data?.success ? 'converted' : 'answered') };
  };
  const mutation = (query: string, variables: Record<string, unknown>, field: string, token?: string): Case['send'] => async () => {
    const { status, body } = await graphql(query, variables, token);
    const payload = body.data?.[field];
    return { status, summary: payload ? `${payload.__typename}${payload.message ? `: ${payload.message}` : ''}` : JSON.stringify(body.errors?.[0]?.message) };
  };
  const templateCode = (await graphql(`{ soapTemplates(status: ACTIVE) { code name } }`, {}, vet)).body.data.soapTemplates.find((row: { name: string }) => row.name === 'Sick Visit').code as string;

  const cases: Case[] = [
    { name: 'template upload: 20,000 heading lines (.txt)', send: upload('headings.txt', headingFloodText()) },
    { name: 'template upload: 60,000 paragraphs (.docx)', send: upload('paragraphs.docx', paragraphFloodDocx()) },
    { name: 'template upload: zip bomb, 41 MB of XML (.docx)', send: upload('bomb.docx', docxZipBomb()) },
    { name: 'template upload: 10,000 pages (.pdf)', send: upload('pages.pdf', pdfOfPages()) },
    {
      name: "history form triage: 'q' + 9,990 spaces + '!' (link)",
      send: mutation(
        `mutation ($input: AnalyzeSubjectiveFormTriageInput!) { analyzeSubjectiveFormTriage(input: $input) { ${RESULT} } }`,
        { input: { token: formToken, text: `q${' '.repeat(9_990)}!` } },
        'analyzeSubjectiveFormTriage',
      ),
    },
    {
      name: 'Generate SOAP: a 16,000-space triage note',
      send: mutation(
        `mutation ($input: GenerateSoapNoteInput!) { generateSoapNote(input: $input) { ${RESULT} } }`,
        { input: { visitId: visit, templateCode, triageText: `Vomiting since Monday.${' '.repeat(16_000)}No diarrhea.` } },
        'generateSoapNote',
        vet,
      ),
    },
    {
      name: 'approval page: a 6000 × 6000 signature (link)',
      send: mutation(
        `mutation ($input: ApproveTreatmentPlanEstimateInput!) { approveTreatmentPlanEstimate(input: $input) { ${RESULT} } }`,
        {
          input: {
            token: estimateToken,
            planVersion: plan.version,
            signerName: 'Bench Parent',
            signaturePng: dataUri('image/png', transparentPng(6000, 6000)),
            decisions: [{ itemId: plan.items[0]!.id, approved: true }],
          },
        },
        'approveTreatmentPlanEstimate',
      ),
    },
  ];

  const cheap = async () => {
    const started = performance.now();
    await graphql(`{ viewer { user { fullName } } }`, {}, watcher);
    return performance.now() - started;
  };
  // Warm up (first requests load modules and fill caches), then the idle figures.
  for (let i = 0; i < 20; i += 1) await cheap();
  const idleLatency: number[] = [];
  for (let i = 0; i < 40; i += 1) idleLatency.push(await cheap());
  const idleRss = rssOf(product.child.pid!);
  console.log(`Idle: viewer median ${percentileOf(idleLatency, 50).toFixed(1)} ms, p95 ${percentileOf(idleLatency, 95).toFixed(1)} ms; services process ${mb(idleRss)}`);
  console.log('');
  console.log('| case | each answer (ms) | answered | viewer median / p95 during (ms) | services memory peak above idle |');
  console.log('|---|---|---|---|---|');

  for (const hostile of cases) {
    let running = true;
    const latencies: number[] = [];
    let peak = rssOf(product.child.pid!);
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(product.child.pid!))), 50);
    const watching = (async () => {
      while (running) {
        latencies.push(await cheap());
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    const times: number[] = [];
    const answers = new Set<string>();
    for (let i = 0; i < REPEAT; i += 1) {
      const started = performance.now();
      const answer = await hostile.send();
      times.push(performance.now() - started);
      answers.add(`${answer.status} ${answer.summary}`.slice(0, 110));
    }
    // A little after the last answer, so work left running behind it would still show.
    await new Promise((resolve) => setTimeout(resolve, 300));
    running = false;
    await watching;
    clearInterval(sampler);
    console.log(
      `| ${hostile.name} | ${times.map((ms) => ms.toFixed(0)).join(', ')} | ${[...answers].join('; ')} | ${percentileOf(latencies, 50).toFixed(1)} / ${percentileOf(latencies, 95).toFixed(1)} (${latencies.length} asked) | ${mb(Math.max(0, peak - idleRss))} |`,
    );
  }
  console.log('');
  console.log('Targets: every answer well under a second; viewer p95 under 100 ms during each case; memory within 250 MB of idle.');
  await product.close();
}

await main();
