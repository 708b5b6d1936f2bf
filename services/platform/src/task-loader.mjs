// The module hooks of the task pool's threads: our TypeScript modules are compiled by esbuild as
// they load (types stripped, nothing else changed); every other module, node_modules included,
// loads as Node loads it. tsx, which runs the product's main thread, also transforms the
// dependencies and keeps their source maps: in a thread that reads a PDF that cost some 400 MB
// and two seconds for pdf.js alone, against 80 MB and a fraction of a second this way.
import { readFile } from 'node:fs/promises';
import { transform } from 'esbuild';

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !/\.(?:ts|mts)$/.test(new URL(url).pathname)) return nextLoad(url, context);
  const source = await readFile(new URL(url), 'utf8');
  const { code } = await transform(source, { loader: 'ts', format: 'esm', target: 'node20', sourcefile: url });
  return { format: 'module', source: code, shortCircuit: true };
}
