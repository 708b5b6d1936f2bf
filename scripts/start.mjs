// `pnpm start`: builds what is stale, each in a child process so that nothing of a build stays in
// the product's memory — the server (scripts/build-server.mjs: the services, gateway and packages
// bundled into .build/server) before it runs, and the web app (scripts/build.mjs) meanwhile, while
// the services start; the public port opens once the web app is built (services/host/src/main.ts
// waits for globalThis.vetchartWebAppBuild). Then it runs the server: see services/host/src/main.ts
// for its layouts. SERVER_FROM_SOURCE=true runs the TypeScript sources through tsx instead, without
// building the server.
//
// package.json runs it as `MALLOC_MMAP_THRESHOLD_=131072 node --max-semi-space-size=4
// --max-old-space-size=256 scripts/start.mjs` (docs/architecture.md, 'Footprint of the embedded
// default'): glibc then gives every large block (argon2's, zlib's, PGlite's) back when it is freed
// instead of keeping it in a thread's arena; V8's young generation stays at 8 MB instead of 32 MB;
// and its old generation is collected before garbage passes 256 MB instead of growing with the
// request rate (about 80 MB is live). Gateway workers and service processes inherit them; the
// builds do not.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_BUILD_DIR, newestSource, serverBuildIsStale } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(process.env.WEB_DIST_DIR ?? path.join(root, 'web/dist'), '.build-stamp');

/** Runs one of our scripts in a child process; resolves with its exit code. */
const runScript = (script, args = []) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', script), ...args], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
let webAppBuild = Promise.resolve();
if (builtAt < newestSource(path.join(root, 'web'))) {
  console.log('Building the web app…');
  webAppBuild = runScript('build.mjs').then((code) => {
    if (code !== 0) throw new Error(`the web app could not be built (scripts/build.mjs exited with code ${code}); its output is above`);
  });
  // Awaited by the server when its public port is about to open; until then a failure waits for it.
  webAppBuild.catch(() => undefined);
}
globalThis.vetchartWebAppBuild = webAppBuild;

if (process.env.SERVER_FROM_SOURCE === 'true') {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../services/host/src/main.ts');
} else {
  if (serverBuildIsStale()) {
    const code = await runScript('build-server.mjs');
    if (code !== 0) process.exit(code);
  }
  await import(pathToFileURL(path.join(SERVER_BUILD_DIR, 'host.mjs')).href);
}
