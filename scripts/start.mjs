// `pnpm start`: builds the web app when its sources are newer than the last build, and the server
// likewise (scripts/build-server.mjs: the services, gateway and packages bundled into
// .build/server), then runs it: the services in this process and the gateway in worker processes,
// one per core (GATEWAY_WORKERS; 0 keeps everything in this one). See services/host/src/main.ts.
// SERVER_FROM_SOURCE=true runs the TypeScript sources through tsx instead, without building.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_BUILD_DIR, buildServer, newestSource, serverBuildIsStale } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(process.env.WEB_DIST_DIR ?? path.join(root, 'web/dist'), '.build-stamp');

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (builtAt < newestSource(path.join(root, 'web'))) {
  console.log('Building the web app…');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.env.SERVER_FROM_SOURCE === 'true') {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../services/host/src/main.ts');
} else {
  if (serverBuildIsStale()) await buildServer();
  await import(pathToFileURL(path.join(SERVER_BUILD_DIR, 'host.mjs')).href);
}
