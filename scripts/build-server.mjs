// Builds the server `pnpm start` runs into .build/server (or SERVER_BUILD_DIR): our TypeScript
// (services, gateway, packages) bundled by esbuild into one ES module per process kind — the
// services host (host.mjs), a gateway worker (gateway-worker.mjs), one separate service
// (service.mjs), the maker of a new embedded data folder (prepare-data.mjs) — with the code they
// share in chunks. Node then loads a few files instead of some two thousand modules compiled by
// tsx as they load: a start costs about a second of CPU instead of four, and no compiler process
// runs beside the product.
//
// What is not bundled:
//   - packages from node_modules: Node loads them as it always does. Each import is written as
//     the file esbuild resolved for it from the importing package (pnpm gives every workspace
//     package its own node_modules), so the bundle needs no node_modules of its own.
//   - files our code reads at run time beside its source (migrations, demo files, the task pool's
//     thread script): `import.meta.url` in a bundled module stays the URL of its source file.
// The task pool's threads load built task modules too (tasks/*.mjs), so no compiler runs.
//
// `node scripts/build-server.mjs` builds; `--if-stale` builds only when a source is newer than the
// last build (scripts/start.mjs). A build is written beside the old one and moved into place, so
// a process starting meanwhile never reads half a build.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUILD_DIR = path.resolve(process.env.SERVER_BUILD_DIR ?? path.join(root, '.build/server'));
const STAMP = '.build-stamp';
const SOURCES = ['services', 'gateway', 'packages'].map((dir) => path.join(root, dir));

export const ENTRY_POINTS = {
  host: path.join(root, 'services/host/src/main.ts'),
  'gateway-worker': path.join(root, 'gateway/src/server.ts'),
  service: path.join(root, 'services/host/src/run-service.ts'),
  'prepare-data': path.join(root, 'services/host/src/prepare-data.ts'),
};

/**
 * The task pool's task modules (the modules its threads load), built for the threads too: the
 * pool maps a task's source URL to its build (services/platform/src/task-pool.ts).
 */
const TASK_MODULES = {
  'tasks/rules-tasks': path.join(root, 'services/inventory/src/ai/rules-tasks.ts'),
  'tasks/render-document': path.join(root, 'gateway/src/documents/render-document.ts'),
};

/** The newest modification time of a file below dir (node_modules, builds and dot entries aside). */
export function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Whether the build is missing or older than a source file (or this script). */
export function serverBuildIsStale() {
  const stamp = path.join(SERVER_BUILD_DIR, STAMP);
  if (!existsSync(stamp)) return true;
  const builtAt = statSync(stamp).mtimeMs;
  return builtAt < Math.max(statSync(fileURLToPath(import.meta.url)).mtimeMs, ...SOURCES.map(newestSource));
}

/** Our modules keep the URL of their source file as import.meta.url (see above). */
const keepSourceUrls = {
  name: 'keep-source-urls',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.(?:ts|mts|js|mjs)$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: /\.m?ts$/.test(args.path) ? 'ts' : 'js' };
    });
  },
};

/** Packages (anything not ours) stay outside the bundle, imported by their resolved file. */
const packagesByPath = {
  name: 'packages-by-path',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@vetchart/') || args.pluginData === 'resolving') return undefined;
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      const resolved = await esbuild.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'resolving' });
      if (resolved.errors.length) return { errors: resolved.errors };
      // A Node built-in named without `node:` resolves to itself.
      if (resolved.external || !path.isAbsolute(resolved.path)) return { path: args.path, external: true };
      // Without side effects: an import the bundle does not use (the host bundles modules whose
      // heavy work runs on the task pool's threads) is dropped instead of loading the package.
      return { path: pathToFileURL(resolved.path).href, external: true, sideEffects: false };
    });
  },
};

export async function buildServer() {
  const staging = `${SERVER_BUILD_DIR}.building-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  await build({
    entryPoints: { ...ENTRY_POINTS, ...TASK_MODULES },
    outdir: staging,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [packagesByPath, keepSourceUrls],
    // The entry points find each other through this (services/host/src/entry-points.ts).
    define: {
      SERVER_BUILD_DIR: JSON.stringify(SERVER_BUILD_DIR),
      SERVER_TASK_MODULES: JSON.stringify(
        Object.fromEntries(Object.entries(TASK_MODULES).map(([name, source]) => [pathToFileURL(source).href, pathToFileURL(path.join(SERVER_BUILD_DIR, `${name}.mjs`)).href])),
      ),
    },
  });
  // esbuild's service process would otherwise live on beside the product `pnpm start` runs next.
  await stop();
  writeFileSync(path.join(staging, STAMP), new Date().toISOString());
  mkdirSync(path.dirname(SERVER_BUILD_DIR), { recursive: true });
  const old = `${SERVER_BUILD_DIR}.old-${process.pid}`;
  if (existsSync(SERVER_BUILD_DIR)) renameSync(SERVER_BUILD_DIR, old);
  try {
    renameSync(staging, SERVER_BUILD_DIR);
  } catch (error) {
    // Another start built it at the same moment: theirs is as new as ours.
    if (!existsSync(SERVER_BUILD_DIR)) throw error;
    rmSync(staging, { recursive: true, force: true });
  }
  rmSync(old, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!process.argv.includes('--if-stale') || serverBuildIsStale()) await buildServer();
}
