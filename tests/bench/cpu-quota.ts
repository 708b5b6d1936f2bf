// A CPU quota for a group of processes: the Linux kernel's CFS bandwidth control through a cgroup
// (v2's cpu.max, or v1's cpu.cfs_quota_us where the cpu controller is mounted on its own), written
// as files because that is the kernel's whole interface; the bench runs as root to use it.
// A process added to the group, and every thread it starts later, gets at most `cores` of CPU
// time per scheduling period together with the rest of the group, on whichever cores are free:
// the CPU of a machine of that size, while what stays outside the group uses the rest.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PERIOD_US = 100_000;
const V2_ROOT = '/sys/fs/cgroup';
const V1_CPU_ROOT = '/sys/fs/cgroup/cpu';

export interface CpuQuotaGroup {
  /** Moves a running process (every thread of it) into the group. */
  add(pid: number): void;
  /** Removes the group; its processes must have exited (the kernel refuses otherwise). */
  remove(): void;
}

type Hierarchy = { kind: 'v2'; root: string } | { kind: 'v1'; root: string };

function hierarchy(): Hierarchy | null {
  const v2Controllers = path.join(V2_ROOT, 'cgroup.controllers');
  if (existsSync(v2Controllers) && readFileSync(v2Controllers, 'utf8').split(/\s+/).includes('cpu')) return { kind: 'v2', root: V2_ROOT };
  if (existsSync(path.join(V1_CPU_ROOT, 'cpu.cfs_quota_us'))) return { kind: 'v1', root: V1_CPU_ROOT };
  return null;
}

/** Why a quota cannot be set on this hierarchy, or null when it can. */
function unavailableOn(found: Hierarchy | null): string | null {
  if (!found) return 'no cgroup cpu controller is mounted (cgroup v2 with cpu, or v1 at /sys/fs/cgroup/cpu)';
  if (process.getuid?.() !== 0) return 'setting a CPU quota needs root (it writes the cgroup files)';
  return null;
}

/** Why a quota cannot be set here, or null when it can. */
export const cpuQuotaUnavailable = (): string | null => unavailableOn(hierarchy());

export function createCpuQuotaGroup(name: string, cores: number): CpuQuotaGroup {
  const found = hierarchy();
  const unavailable = unavailableOn(found);
  if (!found || unavailable) throw new Error(`A CPU quota cannot be set: ${unavailable}`);
  if (!(cores > 0)) throw new Error(`A CPU quota of ${cores} cores is not a quota`);
  const quotaUs = Math.round(cores * PERIOD_US);
  const dir = path.join(found.root, name);
  if (found.kind === 'v2') {
    // The root offers the cpu controller to its children (a no-op when it already does).
    writeFileSync(path.join(found.root, 'cgroup.subtree_control'), '+cpu');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'cpu.max'), `${quotaUs} ${PERIOD_US}`);
  } else {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
    writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(quotaUs));
  }
  return {
    add(pid) {
      writeFileSync(path.join(dir, 'cgroup.procs'), String(pid));
    },
    remove() {
      if (existsSync(dir)) rmdirSync(dir);
    },
  };
}
