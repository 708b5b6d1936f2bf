// Builds the web app into web/dist (the Relay artifacts it compiles are committed).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vite = path.join(root, 'web/node_modules/.bin/vite');
// Always a production build: an inherited NODE_ENV (vitest sets `test`) would make Vite bundle
// the libraries' development builds.
const result = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: path.join(root, 'web'), stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(path.join(process.env.WEB_DIST_DIR ?? path.join(root, 'web/dist'), '.build-stamp'), new Date().toISOString());
