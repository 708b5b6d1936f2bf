// A Vite plugin that writes, for the pages people open first (sign-in, the plans), a copy of
// index.html that also names the page's own lazily loaded chunks as <link rel="modulepreload">:
// without it the browser learns of them only once the entry has downloaded and run, one round
// trip and the libraries' start-up later. The copies are `routes/<path>.html`
// (`routes/index.html` for `/`); the gateway sends one in place of index.html for its path
// (gateway/src/static-web.ts). Every other path keeps index.html, so a signed-in person opening
// /d/… never downloads the sign-in page's code (one opening / does, before the redirect).
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';

/** A page's path, and the modules (relative to web/) its route loads lazily: its screen, its query's artifact. */
export type RoutePreloads = Record<string, string[]>;

/** Where the copy of index.html for a path is written, relative to the build folder. */
export function routePageFile(pathname: string): string {
  return `routes/${pathname.replace(/^\/|\/$/g, '') || 'index'}.html`;
}

/** The chunk of each module and every chunk it imports statically, in load order. */
function chunksOf(bundle: Rolldown.OutputBundle, moduleIds: string[]): string[] {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const add = (chunk: Rolldown.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) add(next);
    }
  };
  for (const id of moduleIds) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
    if (!chunk) throw new Error(`routePreloads: no chunk for ${id}`);
    add(chunk);
  }
  return [...files];
}

export function routePreloads(routes: RoutePreloads): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'vetchart-route-preloads',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(_options, bundle) {
      const outDir = config.build.outDir;
      const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const base = config.base;
      for (const [pathname, modules] of Object.entries(routes)) {
        const hrefs = chunksOf(
          bundle,
          modules.map((module) => path.join(config.root, module)),
        )
          .map((file) => `${base}${file}`)
          // The entry's own imports are preloaded by index.html already.
          .filter((href) => !index.includes(`"${href}"`));
        const links = hrefs.map((href) => `\n    <link rel="modulepreload" crossorigin href="${href}">`).join('');
        const file = path.join(outDir, routePageFile(pathname));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, index.replace(/\n\s*<\/head>/, (head) => `${links}${head}`));
      }
    },
  };
}
