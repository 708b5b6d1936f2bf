// GraphiQL for integrators, served entirely by the product: Yoga's default page loads its
// scripts, styles and editor workers from a public CDN without integrity checks. The
// same GraphiQL build ships in @graphql-yoga/render-graphiql (pinned to the Yoga version); its
// pieces are served here as files under /graphiql/<version>/, so the page has no inline script
// and runs under the strict GraphiQL policy of security-headers.ts.
import { createRequire } from 'node:module';
import type { GraphiQLOptions } from 'graphql-yoga';
import type { Hono } from 'hono';

const GRAPHIQL_VERSION: string = createRequire(import.meta.url)('@graphql-yoga/render-graphiql/package.json').version;
export const GRAPHIQL_ASSETS = `/graphiql/${GRAPHIQL_VERSION}`;

const JS = 'text/javascript; charset=utf-8';

/**
 * Runs before the GraphiQL bundle (so Monaco finds its workers on this origin) and renders the
 * page once the bundle is loaded; the options come from the page's JSON data block.
 */
const START_SCRIPT = `(function () {
  var workers = {
    editorWorkerService: '${GRAPHIQL_ASSETS}/editor.worker.js',
    json: '${GRAPHIQL_ASSETS}/json.worker.js',
    graphql: '${GRAPHIQL_ASSETS}/graphql.worker.js'
  };
  self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: function (moduleId, label) { return workers[label]; } };
  document.addEventListener('DOMContentLoaded', function () {
    var options = JSON.parse(document.getElementById('graphiql-options').textContent);
    YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), options);
  });
})();
`;

interface Asset {
  body: string | Uint8Array<ArrayBuffer>;
  contentType: string;
}

let assets: Promise<Record<string, Asset>> | undefined;

/** The 9 MB bundle is read on the first GraphiQL request, not at start-up. */
function loadAssets(): Promise<Record<string, Asset>> {
  assets ??= import('@graphql-yoga/render-graphiql/graphiql').then((bundle) => ({
    'start.js': { body: START_SCRIPT, contentType: JS },
    'yoga-graphiql.js': { body: bundle.js, contentType: JS },
    'graphiql.css': { body: bundle.css, contentType: 'text/css; charset=utf-8' },
    'editor.worker.js': { body: bundle.editorWorkerService, contentType: JS },
    'json.worker.js': { body: bundle.jsonWorker, contentType: JS },
    'graphql.worker.js': { body: bundle.graphqlWorker, contentType: JS },
    'favicon.ico': { body: new Uint8Array(Buffer.from(bundle.favicon.slice(bundle.favicon.indexOf(',') + 1), 'base64')), contentType: 'image/x-icon' },
  }));
  return assets;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Yoga's renderGraphiQL option: the page, with its options as JSON data (never executed). */
export function renderSelfHostedGraphiQL(options: GraphiQLOptions): string {
  const title = escapeHtml(options.title ?? 'GraphiQL');
  // `<` escaped so no value can close the data block.
  const json = JSON.stringify(options).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="icon" href="${GRAPHIQL_ASSETS}/favicon.ico">
<link rel="stylesheet" href="${GRAPHIQL_ASSETS}/graphiql.css">
</head>
<body id="body" class="no-focus-outline">
<noscript>You need to enable JavaScript to run this app.</noscript>
<div id="root">Loading ${title}…</div>
<script type="application/json" id="graphiql-options">${json}</script>
<script src="${GRAPHIQL_ASSETS}/start.js"></script>
<script src="${GRAPHIQL_ASSETS}/yoga-graphiql.js"></script>
</body>
</html>`;
}

export function mountGraphiQLAssets(app: Hono): void {
  app.get(`${GRAPHIQL_ASSETS}/:name`, async (c) => {
    const all = await loadAssets();
    const name = c.req.param('name');
    const asset = Object.hasOwn(all, name) ? all[name]! : null;
    if (!asset) return c.text('Not found.', 404);
    return c.body(asset.body, 200, {
      'content-type': asset.contentType,
      // The version is in the path: a new GraphiQL gets new addresses.
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
}
