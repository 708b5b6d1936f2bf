// The sandbox lab's ordering page (GET /ui/orders/{id}?token=…): the order's tests (the cart),
// the lab's test menu to add more, and 'Submit Order' / 'Empty Cart'. Plain HTML with its own
// inline CSS and plain form POSTs, no script. The forms post to addresses relative to the page,
// so the page works the same whether the browser reaches the lab directly or through the
// gateway's /lab-sandbox/ path.
import { ANTECH_TEST_MENU } from './antech-analytes.ts';
import type { LabOrderStatus, SandboxOrder } from './antech-lab.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STATUS_TEXT: Record<LabOrderStatus, string> = {
  pending: 'Not submitted yet',
  submitted: 'Submitted: the sample is expected at the lab',
  in_progress: 'In progress: first results are available',
  completed: 'Completed: final results are available',
  cancelled: 'Cancelled',
};

const STYLE = `
  body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; margin: 0; color: #1f2933; background: #f5f7fa; }
  header { background: #1d4ed8; color: #fff; padding: 14px 24px; }
  header h1 { margin: 0; font-size: 20px; }
  header p { margin: 2px 0 0; font-size: 13px; opacity: .9; }
  main { padding: 20px 24px; max-width: 880px; }
  section { background: #fff; border: 1px solid #d9e2ec; border-radius: 8px; padding: 16px; margin-bottom: 16px; }
  h2 { font-size: 16px; margin: 0 0 10px; }
  table { width: 100%; border-collapse: collapse; font-size: 14px; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #e4e7eb; }
  th { background: #eef2f6; }
  .status { font-weight: 600; }
  .message { padding: 10px 12px; border-radius: 6px; background: #e3f8ff; margin-bottom: 16px; }
  .error { background: #ffe3e3; color: #8a041a; }
  .actions { display: flex; gap: 10px; margin-top: 12px; }
  button { font: inherit; font-size: 14px; padding: 8px 16px; border-radius: 6px; border: 1px solid #1d4ed8; cursor: pointer; }
  button.primary { background: #1d4ed8; color: #fff; }
  button.secondary { background: #fff; color: #1d4ed8; }
  button:focus-visible { outline: 3px solid #f0b429; outline-offset: 2px; }
  select { font: inherit; padding: 6px; }
  label { font-size: 14px; }
`;

export function orderPage(order: SandboxOrder, status: LabOrderStatus, options: { message?: string; error?: string } = {}): string {
  const token = encodeURIComponent(order.page_token);
  const action = (path: string) => `${encodeURIComponent(order.id)}/${path}?token=${token}`;
  const editable = status === 'pending';
  const cart = order.tests.length
    ? `<table><thead><tr><th scope="col">Code</th><th scope="col">Test</th></tr></thead><tbody>${order.tests
        .map((test) => `<tr><td>${escape(test.code)}</td><td>${escape(test.name)}</td></tr>`)
        .join('')}</tbody></table>`
    : '<p>The cart is empty. Add tests from the test menu below.</p>';
  const menu = ANTECH_TEST_MENU.filter((test) => !order.tests.some((inCart) => inCart.code === test.code));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Order ${escape(order.id)} · Antech Sandbox Lab</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>Antech Sandbox Lab</h1><p>Online ordering</p></header>
<main>
${options.message ? `<p class="message" role="status">${escape(options.message)}</p>` : ''}
${options.error ? `<p class="message error" role="alert">${escape(options.error)}</p>` : ''}
<section aria-labelledby="order-heading">
<h2 id="order-heading">Order ${escape(order.id)}</h2>
<table><tbody>
<tr><th scope="row">Patient</th><td>${escape(order.patient.name)} (${escape([order.patient.species, order.patient.breed].filter(Boolean).join(', '))})</td></tr>
<tr><th scope="row">Pet parent</th><td>${escape(order.patient.parent_name)}</td></tr>
<tr><th scope="row">Ordered by</th><td>${escape(order.ordered_by)}</td></tr>
<tr><th scope="row">Status</th><td class="status">${escape(STATUS_TEXT[status])}</td></tr>
</tbody></table>
</section>
<section aria-labelledby="cart-heading">
<h2 id="cart-heading">Tests in this order</h2>
${cart}
${
  editable
    ? `<div class="actions">
<form method="post" action="${action('submit')}"><button type="submit" class="primary">Submit Order</button></form>
<form method="post" action="${action('empty')}"><button type="submit" class="secondary">Empty Cart</button></form>
</div>`
    : ''
}
</section>
${
  editable && menu.length
    ? `<section aria-labelledby="menu-heading">
<h2 id="menu-heading">Test menu</h2>
<form method="post" action="${action('tests')}">
<label for="test-code">Test</label>
<select id="test-code" name="code">${menu.map((test) => `<option value="${escape(test.code)}">${escape(test.name)} (${escape(test.code)})</option>`).join('')}</select>
<button type="submit" class="secondary">Add Test</button>
</form>
</section>`
    : ''
}
</main>
</body>
</html>`;
}

export function notFoundPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Order not found · Antech Sandbox Lab</title><style>${STYLE}</style></head>
<body><header><h1>Antech Sandbox Lab</h1></header><main><p class="message error" role="alert">This order link is not valid.</p></main></body></html>`;
}
