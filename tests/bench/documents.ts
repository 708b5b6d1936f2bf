// `BENCH_ONLY=documents pnpm bench`: the treatment-plan estimate PDF.
//   1. rendering alone (gateway/src/documents/treatment-plan-pdf.ts): a signed estimate with the
//      800 × 200 signature of 10, 50 and 200 rows, median and p95 of sequential renders;
//   2. served: GET /documents/<token> on the public port for a demo visit's signed plan (the main
//      service's token lookup, the signature read from the file storage, the render), median and
//      p95 over loopback HTTP. Services, gateway and public port share this process.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderEstimatePdf } from '@vetchart/gateway/documents/treatment-plan-pdf';
import { estimateInput, signaturePng } from '@vetchart/gateway/documents/testing';
import { startServices } from '@vetchart/host/product';
import { createPublicApp } from '@vetchart/gateway/public-app';
import { createGateway } from '@vetchart/gateway/yoga';
import { loadKeys } from '@vetchart/platform/access-token';
import { openDatabase } from '@vetchart/platform/database';
import { createFileStorage } from '@vetchart/platform/file-storage';
import { listen } from '@vetchart/platform/service';
import { testConfig } from '@vetchart/platform/testing';
import { percentileOf } from './stats.ts';

const RENDERS = Number(process.env.BENCH_PDF_RENDERS ?? 100);
const FETCHES = Number(process.env.BENCH_PDF_REQUESTS ?? 100);

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  for (let warm = 0; warm < 5; warm += 1) await work();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times;
}

async function benchRendering() {
  console.log(`Treatment-plan estimate PDF, rendering alone (signed, with the signature), ${RENDERS} sequential renders each`);
  for (const rows of [10, 50, 200]) {
    const input = estimateInput(rows, { signed: true });
    const bytes = (await renderEstimatePdf(input)).length;
    const times = await timed(rows > 50 ? Math.ceil(RENDERS / 4) : RENDERS, () => renderEstimatePdf(input));
    console.log(`  ${String(rows).padStart(3)} rows: median ${ms(percentileOf(times, 50))}, p95 ${ms(percentileOf(times, 95))} (${(bytes / 1000).toFixed(1)} KB)`);
  }
}

async function benchServed() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vetchart-bench-documents-'));
  const db = await openDatabase({});
  const services = await startServices(db, testConfig({ demoData: true, dataDir }), await loadKeys());
  const gateway = createGateway({ upstreams: services.upstreams, publicKey: services.keys.publicKey });
  const server = await listen(createPublicApp({ gateway, storage: createFileStorage(dataDir), webDist: path.join(dataDir, 'no-web'), publicUrl: 'http://localhost' }));
  const graphql = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(/^\s*mutation\b/.test(query) ? { 'idempotency-key': randomUUID() } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: any; errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  try {
    const signIn = await graphql(`mutation ($input: SignInInput!) { signIn(input: $input) { ... on SignInSuccess { session { accessToken } } } }`, {
      input: { email: 'vet@demo.vet', password: 'Demo!2345' },
    });
    const token = signIn.signIn.session.accessToken as string;
    const ids = async (connection: string) => ((await graphql(`{ ${connection}(first: 50) { edges { node { id } } } }`, {}, token))[connection].edges as { node: { id: string } }[]).map((edge) => edge.node.id);
    const pet = (await ids('pets'))[0]!;
    const visit = (await graphql(`mutation ($input: CreateVisitInput!) { createVisit(input: $input) { ... on CreateVisitSuccess { visit { id } } } }`, { input: { petId: pet, name: 'Bench plan' } }, token)).createVisit.visit.id;
    const items = [
      ...(await ids('diagnostics')).map((catalogueId) => ({ kind: 'DIAGNOSTIC', catalogueId })),
      ...(await ids('services')).map((catalogueId) => ({ kind: 'SERVICE', catalogueId })),
      ...(await ids('medications')).map((catalogueId) => ({ kind: 'MEDICATION', catalogueId })),
    ].map((item) => ({ ...item, quantity: 1, removed: false, approved: true }));
    const saved = await graphql(
      `mutation ($input: SaveTreatmentPlanInput!) { saveTreatmentPlan(input: $input) { __typename ... on SaveTreatmentPlanSuccess { treatmentPlan { version items { id } } } ... on Error { message } } }`,
      { input: { visitId: visit, isClientAtClinic: true, items } },
      token,
    );
    const plan = saved.saveTreatmentPlan.treatmentPlan;
    const signed = await graphql(
      `mutation ($input: SignTreatmentPlanInput!) { signTreatmentPlan(input: $input) { __typename ... on Error { message } } }`,
      {
        input: {
          visitId: visit,
          planVersion: plan.version,
          signerName: 'Bench Parent',
          signaturePng: `data:image/png;base64,${signaturePng().toString('base64')}`,
          decisions: plan.items.map((row: { id: string }) => ({ itemId: row.id, approved: true })),
        },
      },
      token,
    );
    if (signed.signTreatmentPlan.__typename !== 'SignTreatmentPlanSuccess') throw new Error(JSON.stringify(signed));
    const link = await graphql(
      `mutation ($input: CreateVisitDocumentLinkInput!) { createVisitDocumentLink(input: $input) { ... on CreateVisitDocumentLinkSuccess { url } ... on Error { message } } }`,
      { input: { visitId: visit, kind: 'TREATMENT_PLAN' } },
      token,
    );
    const url = `${server.url}${link.createVisitDocumentLink.url}`;
    const times = await timed(FETCHES, async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
      await response.arrayBuffer();
    });
    console.log(`Treatment-plan estimate PDF served (GET /documents/<token>), a signed demo plan of ${plan.items.length} rows, ${FETCHES} sequential requests`);
    console.log(`  median ${ms(percentileOf(times, 50))}, p95 ${ms(percentileOf(times, 95))}`);
  } finally {
    await server.close({ graceMs: 0 });
    await gateway.dispose();
    await services.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchDocuments() {
  await benchRendering();
  await benchServed();
}
