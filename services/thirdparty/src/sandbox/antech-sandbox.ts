// A local stand-in for Antech's lab API: exactly the calls the Antech adapter makes
// (partners/antech.ts), with two sandbox lab accounts (antech-lab.ts, listed in README.md), and
// the lab's ordering page for the browser (/ui/orders/{id}?token=…, antech-order-page.ts). The
// order links it hands out are the public paths the gateway serves the page under
// (/lab-sandbox/ui/orders/{id}?token=…). Its orders are kept in the database it is given, its
// access tokens are not (a restarted lab refuses old ones, and the adapter signs in again).
import type { Sql } from '@vetchart/platform/database';
import { Hono } from 'hono';
import { ANTECH_SANDBOX_ACCOUNTS, createAntechLab, type AntechLab, type AntechLabOptions, type SandboxOrder } from './antech-lab.ts';
import { notFoundPage, orderPage } from './antech-order-page.ts';
import { renderLabReport } from './antech-report.ts';
import { bearer, createTokenSigner } from './tokens.ts';

/** The demo's account (SANDBOX-LAB-1). */
export const ANTECH_SANDBOX_ACCOUNT = ANTECH_SANDBOX_ACCOUNTS[0]!;

/** Where the browser reaches the ordering pages (the gateway's path, docs/rest-thirdparty.md). */
export const LAB_SANDBOX_PUBLIC_PATH = '/lab-sandbox';

export interface AntechSandboxOptions extends AntechLabOptions {
  /** How long an access token is good for (default one hour). */
  tokenTtlMs?: number;
}

export interface AntechSandbox {
  app: Hono;
  lab: AntechLab;
  /** Makes every access token issued so far expire (as a lab's would after an hour). */
  expireTokens(): void;
}

const denied = { Message: 'Authorization has been denied for this request.' };

const text = (value: unknown, max = 200) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

export function createAntechSandboxLab(db: Sql, options: AntechSandboxOptions = {}): AntechSandbox {
  const app = new Hono();
  const tokens = createTokenSigner();
  const lab = createAntechLab(db, options);
  const tokenTtlMs = options.tokenTtlMs ?? 3_600_000;
  let generation = 0;

  const orderView = (order: SandboxOrder) => ({
    id: order.id,
    client_order_id: order.client_order_id,
    status: lab.orderStatus(order),
    patient: order.patient,
    tests: order.tests,
    ordered_by: order.ordered_by,
    created_at: order.created_at.toISOString(),
    submitted_at: order.submitted_at?.toISOString() ?? null,
    links: [{ type: 'order', url: `${LAB_SANDBOX_PUBLIC_PATH}/ui/orders/${encodeURIComponent(order.id)}?token=${encodeURIComponent(order.page_token)}` }],
  });

  /** The account of the request's access token, or null. */
  const accountOf = (authorization: string | undefined) => {
    const claims = tokens.read(bearer(authorization));
    if (!claims || claims.generation !== String(generation) || Number(claims.expires_at) <= lab.now().getTime()) return null;
    return lab.accountById(claims.account_id ?? '') ?? null;
  };

  app.post('/api/v2/auth/token', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    if (!body.clinic_id || !body.username || !body.password) {
      return c.json({ Message: 'Clinic ID, username and password are required.' }, 400);
    }
    const account = lab.account(String(body.clinic_id));
    if (!account || body.username !== account.username || body.password !== account.password) {
      return c.json({ Message: 'Invalid clinic ID, username or password.' }, 401);
    }
    if (body.account_id && body.account_id !== account.accountId) {
      return c.json({ Message: `Account ${String(body.account_id)} is not linked to clinic ${account.clinicId}.` }, 401);
    }
    return c.json({
      access_token: tokens.issue({ account_id: account.accountId, generation: String(generation), expires_at: String(lab.now().getTime() + tokenTtlMs) }),
      token_type: 'Bearer',
      expires_in: Math.round(tokenTtlMs / 1000),
      account: { id: account.accountId, name: account.name },
    });
  });

  app.get('/api/v2/accounts/me', (c) => {
    const account = accountOf(c.req.header('authorization'));
    if (!account) return c.json(denied, 401);
    return c.json({ id: account.accountId, name: account.name });
  });

  app.post('/api/v2/orders', async (c) => {
    const account = accountOf(c.req.header('authorization'));
    if (!account) return c.json(denied, 401);
    const body = (await c.req.json().catch(() => null)) as Record<string, any> | null;
    const clientOrderId = text(body?.client_order_id, 100);
    if (!clientOrderId) return c.json({ Message: 'client_order_id is required.' }, 400);
    const patient = (body?.patient ?? {}) as Record<string, unknown>;
    if (!text(patient.name)) return c.json({ Message: 'The patient name is required.' }, 400);
    const rawTests: unknown[] = Array.isArray(body?.tests) ? body!.tests : [];
    const tests = rawTests.map((test) => ({ code: text((test as Record<string, unknown>)?.code, 50), name: text((test as Record<string, unknown>)?.name) }));
    if (tests.some((test) => !test.code)) return c.json({ Message: 'Every test needs a code.' }, 400);
    const { order, created } = await lab.placeOrder(account.accountId, {
      client_order_id: clientOrderId,
      patient: {
        name: text(patient.name),
        species: text(patient.species),
        breed: text(patient.breed),
        sex: text(patient.sex),
        date_of_birth: text(patient.date_of_birth) || null,
        parent_name: text(patient.parent_name),
        parent_email: text(patient.parent_email) || null,
      },
      tests: tests.map((test) => ({ code: test.code, name: test.name || test.code })),
      ordered_by: text(body?.ordered_by) || 'Unknown',
    });
    return c.json(orderView(order), created ? 201 : 200);
  });

  app.get('/api/v2/orders', async (c) => {
    const account = accountOf(c.req.header('authorization'));
    if (!account) return c.json(denied, 401);
    const ids = (c.req.query('ids') ?? '').split(',').filter(Boolean).slice(0, 200);
    const items = await lab.orders(account.accountId, ids);
    return c.json({ items: items.map(orderView) });
  });

  app.post('/api/v2/orders/:id/cancel', async (c) => {
    const account = accountOf(c.req.header('authorization'));
    if (!account) return c.json(denied, 401);
    const order = await lab.order(account.accountId, c.req.param('id'));
    if (!order) return c.json({ Message: `Order ${c.req.param('id')} was not found.` }, 404);
    const cancelled = await lab.cancel(order);
    if (!cancelled) return c.json({ Message: `Order ${order.id} was already submitted.` }, 409);
    return c.json(orderView(cancelled));
  });

  app.get('/api/v2/results', async (c) => {
    const account = accountOf(c.req.header('authorization'));
    if (!account) return c.json(denied, 401);
    const since = c.req.query('updated_since');
    const sinceDate = since ? new Date(since) : null;
    if (sinceDate && Number.isNaN(sinceDate.getTime())) return c.json({ Message: 'updated_since must be an ISO date and time.' }, 400);
    const readAt = lab.now().toISOString();
    const items = (await lab.resultsSince(account.accountId, sinceDate)).map(({ account_id: _account, ...result }) => result);
    return c.json({ items, next_updated_since: readAt });
  });

  app.get('/api/v2/results/:id/report', async (c) => {
    const account = accountOf(c.req.header('authorization'));
    if (!account) return c.json(denied, 401);
    const result = await lab.result(account.accountId, c.req.param('id'));
    if (!result || !result.report_available) return c.json({ Message: `No report is available for result ${c.req.param('id')}.` }, 404);
    const pdf = await renderLabReport(result, account.name);
    return c.body(new Uint8Array(pdf), 200, { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${result.accession}.pdf"` });
  });

  // The ordering page: its token is the credential (the browser has no lab login).
  const html = (body: string, status: 200 | 404 | 400 = 200) => new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
  const pageOrder = (id: string, token: string | undefined) => lab.orderForPage(id, token ?? '');
  const backToPage = (order: SandboxOrder, done?: string) =>
    new Response(null, {
      status: 303,
      headers: { location: `../${encodeURIComponent(order.id)}?token=${encodeURIComponent(order.page_token)}${done ? `&done=${done}` : ''}`, 'cache-control': 'no-store' },
    });
  const refusedPage = (order: SandboxOrder, error: string) => html(orderPage(order, lab.orderStatus(order), { error }), 400);
  const alreadySubmitted = 'This order was already submitted.';
  const emptyCartRefused = 'Add at least one test before submitting the order.';
  /** The page's answer when a change found the order no longer pending (another tab or process got there first). */
  const changedMeanwhile = async (order: SandboxOrder) => {
    const current = (await pageOrder(order.id, order.page_token)) ?? order;
    return refusedPage(current, current.status === 'pending' ? emptyCartRefused : alreadySubmitted);
  };
  const DONE_MESSAGES: Record<string, string> = {
    submitted: 'Order submitted. Results will appear in your practice software as the lab reports them.',
    added: 'Test added to the order.',
    emptied: 'The cart is empty.',
  };

  app.get('/ui/orders/:id', async (c) => {
    const order = await pageOrder(c.req.param('id'), c.req.query('token'));
    if (!order) return html(notFoundPage(), 404);
    return html(orderPage(order, lab.orderStatus(order), { message: DONE_MESSAGES[c.req.query('done') ?? ''] }));
  });

  app.post('/ui/orders/:id/tests', async (c) => {
    const order = await pageOrder(c.req.param('id'), c.req.query('token'));
    if (!order) return html(notFoundPage(), 404);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const code = text(form.code, 50);
    if (order.status !== 'pending') return refusedPage(order, alreadySubmitted);
    if (!code) return refusedPage(order, 'Choose a test to add.');
    const changed = await lab.addTest(order, code);
    return changed ? backToPage(changed, 'added') : changedMeanwhile(order);
  });

  app.post('/ui/orders/:id/empty', async (c) => {
    const order = await pageOrder(c.req.param('id'), c.req.query('token'));
    if (!order) return html(notFoundPage(), 404);
    if (order.status !== 'pending') return refusedPage(order, alreadySubmitted);
    const changed = await lab.emptyCart(order);
    return changed ? backToPage(changed, 'emptied') : changedMeanwhile(order);
  });

  app.post('/ui/orders/:id/submit', async (c) => {
    const order = await pageOrder(c.req.param('id'), c.req.query('token'));
    if (!order) return html(notFoundPage(), 404);
    if (order.status !== 'pending') return refusedPage(order, alreadySubmitted);
    if (order.tests.length === 0) return refusedPage(order, emptyCartRefused);
    const changed = await lab.submit(order);
    return changed ? backToPage(changed, 'submitted') : changedMeanwhile(order);
  });

  return {
    app,
    lab,
    expireTokens() {
      generation += 1;
    },
  };
}
