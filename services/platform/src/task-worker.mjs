// A thread of the task pool (task-pool.ts). Each task names a module and an export; the module is
// loaded once per thread. Run from source, our modules are TypeScript: the thread registers its own
// loader for them (task-loader.mjs) when it first meets one, since Node 20 does not pass the main
// thread's hooks on. The server build names built JavaScript modules, and no loader is registered.
import { register } from 'node:module';

let typescriptLoader = false;
const modules = new Map();

export default async function runTask({ module, name, input }) {
  try {
    let loading = modules.get(module);
    if (!loading) {
      if (!typescriptLoader && /\.m?ts$/.test(new URL(module).pathname)) {
        register('./task-loader.mjs', import.meta.url);
        typescriptLoader = true;
      }
      loading = import(module);
      modules.set(module, loading);
    }
    const task = (await loading)[name];
    if (typeof task !== 'function') throw new Error(`${module} has no task ${name}`);
    return { ok: true, value: await task(input) };
  } catch (error) {
    const status = typeof error?.status === 'number' ? error.status : undefined;
    return { ok: false, name: error?.name ?? 'Error', message: error?.message ?? String(error), status, errors: status ? error.errors : undefined };
  }
}
