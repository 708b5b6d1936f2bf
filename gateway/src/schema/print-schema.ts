// Prints the schema built from the code to schema.graphql; with --check, fails when the
// committed file differs (CI runs the check).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './index.ts';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schema.graphql');
const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;

if (process.argv.includes('--check')) {
  const committed = await readFile(target, 'utf8').catch(() => '');
  if (committed !== printed) {
    console.error('schema.graphql differs from the schema built from gateway/src. Run `pnpm schema:print` and commit it.');
    process.exit(1);
  }
  console.log('schema.graphql matches the code.');
} else {
  await writeFile(target, printed);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
