// schema.graphql is printed from the gateway's code; the committed file must be that print.
// The check runs as its own process (the same one `pnpm schema:check` runs): inside vitest the
// gateway sources are transformed and would load graphql's ESM build beside the CommonJS build
// Pothos uses, which graphql refuses to mix.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('schema.graphql', () => {
  it('is exactly what the gateway code builds', () => {
    const check = spawnSync(process.execPath, ['--import', 'tsx', 'gateway/src/schema/print-schema.ts', '--check'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(check.stderr).toBe('');
    expect(check.stdout).toContain('schema.graphql matches the code.');
    expect(check.status).toBe(0);
  });
});
