// The floor of any gateway over REST services in its own process: a server that does nothing but
// what every such gateway must — take one HTTP request, make the REST calls one after the other
// over keep-alive connection pools (undici, as gateway/src/clients/http.ts does), and answer with
// their bodies in one JSON document. No GraphQL, no checks, no shaping. `pnpm bench` times a list
// screen's recorded calls through it beside the gateway and the direct calls (run.ts), so the
// part of the gateway's figure that any separate gateway process would pay is visible.
//
// Run as its own process (startForwardingProxy below), like the gateway in the bench: it prints
// its port on stdout. POST / with { authorization, calls: [{ method, url }] }.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';

export interface ForwardingProxy {
  url: string;
  /** The CPU time (user + system) the proxy process has used so far, in milliseconds. */
  cpuMs(): number;
  close(): Promise<void>;
}

/** A process's CPU time so far (utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms), in milliseconds; 0 once it is gone. */
export function processCpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name in parentheses may hold spaces and ')': the fields follow its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** Starts the proxy in a child process and resolves with its address once it listens. */
export async function startForwardingProxy(): Promise<ForwardingProxy> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', (code) => reject(new Error(`the forwarding proxy exited with code ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    cpuMs: () => processCpuMs(child.pid!),
    async close() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

function serve() {
  const pools = new Map<string, Pool>();
  const pool = (origin: string) => {
    let found = pools.get(origin);
    if (!found) pools.set(origin, (found = new Pool(origin, { connections: 64 })));
    return found;
  };
  const server = createServer(async (request, response) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const { authorization, calls } = JSON.parse(Buffer.concat(chunks).toString()) as { authorization: string; calls: { method: string; url: string }[] };
      const bodies: unknown[] = [];
      for (const call of calls) {
        const url = new URL(call.url);
        const answer = await pool(url.origin).request({ method: call.method as 'GET', path: `${url.pathname}${url.search}`, headers: { authorization } });
        bodies.push(await answer.body.json());
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: bodies }));
    } catch (error) {
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: String(error) }));
    }
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
  process.once('SIGTERM', () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) serve();
