// The dev mailbox: the outbox's mails as a page people can click through (embedded mode
// only; production sends through SMTP and has no such page).
import type { Database } from '@vetchart/platform/database';
import { listOutbox, type OutboxMail } from '@vetchart/platform/mailer';
import { Hono } from 'hono';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);

function renderMail(mail: OutboxMail): string {
  return `<article class="mail">
  <header><strong>${escapeHtml(mail.subject)}</strong><span>to ${escapeHtml(mail.to_address)}</span><time>${escapeHtml(new Date(mail.created_at).toLocaleString('en-US', { timeZone: 'UTC' }))} UTC</time></header>
  <pre>${linkify(mail.text_body)}</pre>
</article>`;
}

export function mountDevMailbox(app: Hono, db: Database): void {
  app.get('/dev/mailbox.json', async (c) => {
    const to = c.req.query('to') || undefined;
    return c.json({ data: await listOutbox(db, { to, limit: 200 }) });
  });
  app.get('/dev/mailbox', async (c) => {
    const to = c.req.query('to') || undefined;
    const mails = await listOutbox(db, { to, limit: 200 });
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · VetChart</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f7f8;color:#1f2933}
main{max-width:860px;margin:0 auto;padding:24px}
h1{font-size:22px;margin:0 0 4px} p.note{color:#52606d;margin:0 0 16px}
form{margin-bottom:16px} input{padding:6px 8px;border:1px solid #cbd2d9;border-radius:6px;min-width:260px}
button{padding:6px 12px;border-radius:6px;border:0;background:#0f766e;color:#fff}
.mail{background:#fff;border:1px solid #e4e7eb;border-radius:10px;padding:16px;margin-bottom:12px}
.mail header{display:flex;gap:12px;flex-wrap:wrap;align-items:baseline;margin-bottom:8px}
.mail header span,.mail header time{color:#616e7c;font-size:14px}
pre{white-space:pre-wrap;font-family:inherit;margin:0;line-height:1.5}
a{color:#0f766e;word-break:break-all}
</style></head>
<body><main>
<h1>Dev mailbox</h1>
<p class="note">E-mails the product sent while running without SMTP. Newest first.</p>
<form method="get"><input name="to" type="email" placeholder="Filter by recipient" value="${escapeHtml(to ?? '')}"> <button>Filter</button></form>
${mails.length ? mails.map(renderMail).join('\n') : '<p>No e-mails yet.</p>'}
</main></body></html>`);
  });
}

/** The dev mailbox on its own (the services host serves it on loopback to the gateway workers). */
export function createDevMailboxApp(db: Database): Hono {
  const app = new Hono();
  mountDevMailbox(app, db);
  return app;
}

/** A gateway worker's dev mailbox: the same pages, read from the services host at `origin`. */
export function mountDevMailboxProxy(app: Hono, origin: string): void {
  const forward = async (c: { req: { url: string } }) => {
    const { pathname, search } = new URL(c.req.url);
    const answer = await fetch(`${origin}${pathname}${search}`);
    return new Response(await answer.text(), {
      status: answer.status,
      headers: { 'content-type': answer.headers.get('content-type') ?? 'text/plain; charset=utf-8' },
    });
  };
  app.get('/dev/mailbox.json', forward);
  app.get('/dev/mailbox', forward);
}
