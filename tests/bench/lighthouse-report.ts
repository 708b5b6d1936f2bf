// Reads a Lighthouse result (lhr) for `pnpm bench`: the score and the metrics of a run, and, for a
// page below its target, why: the points each metric lost, the LCP element with its phases, the
// audits whose estimated savings would win the most points back, the longest request chain, the
// long tasks and the layout shifts.
import type { Result } from 'lighthouse';

type Audit = Result['audits'][string];

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

/** Audits that are the metrics themselves or repeat another audit's finding. */
const NOT_CAUSES = new Set(['largest-contentful-paint-element', 'lcp-lazy-loaded', 'final-screenshot', 'screenshot-thumbnails', 'main-thread-tasks', 'metrics', 'diagnostics']);

export function performanceScore(lhr: Result): number {
  return Math.round((lhr.categories.performance?.score ?? 0) * 100);
}

/** "FCP 1.2 s, LCP 2.0 s, TBT 150 ms, CLS 0, SI 1.4 s" */
export function metricsLine(lhr: Result): string {
  return METRICS.map(([id, short]) => `${short} ${lhr.audits[id]?.displayValue ?? '?'}`).join(', ');
}

/** Points each metric lost (its weight times what its score misses), the largest first. */
function pointsLost(lhr: Result): { short: string; points: number; value: string }[] {
  const weights = new Map((lhr.categories.performance?.auditRefs ?? []).map((ref) => [ref.id, ref.weight]));
  return METRICS.map(([id, short]) => ({ short, points: (weights.get(id) ?? 0) * (1 - (lhr.audits[id]?.score ?? 0)), value: lhr.audits[id]?.displayValue ?? '?' }))
    .filter((metric) => metric.points >= 0.5)
    .sort((a, b) => b.points - a.points);
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const shortUrl = (url: unknown) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') || '/' : String(url));

interface DetailsTable {
  type: string;
  items?: Record<string, unknown>[];
  headings?: unknown[];
}

function tableItems(audit: Audit | undefined): Record<string, unknown>[] {
  const details = audit?.details as DetailsTable | undefined;
  if (!details) return [];
  if (details.type === 'list') return (details.items as unknown as DetailsTable[]).flatMap((table) => table.items ?? []);
  return details.items ?? [];
}

/** The LCP element and the time spent in each of its phases. */
function lcpLine(lhr: Result): string | null {
  const items = tableItems(lhr.audits['largest-contentful-paint-element']);
  const node = items.find((item) => item.node)?.node as { snippet?: string; nodeLabel?: string } | undefined;
  if (!node) return null;
  const phases = items.filter((item) => typeof item.phase === 'string').map((item) => `${String(item.phase).toLowerCase()} ${ms(Number(item.timing))}`);
  const label = (node.nodeLabel ?? '').slice(0, 60);
  return `LCP element ${node.snippet?.slice(0, 90) ?? '?'}${label ? ` "${label}"` : ''}${phases.length ? `; ${phases.join(', ')}` : ''}`;
}

/** Weighted like the score: a millisecond of TBT weighs more than one of FCP; CLS 0.1 counts as a second. */
function savingsWeight(savings: Record<string, number | undefined>): number {
  return 0.1 * (savings.FCP ?? 0) + 0.25 * (savings.LCP ?? 0) + 0.3 * (savings.TBT ?? 0) + 0.25 * 10_000 * (savings.CLS ?? 0);
}

/** The failing audits with estimated savings, those that would win most points back first. */
function costliestAudits(lhr: Result, count: number): string[] {
  return Object.values(lhr.audits)
    .filter((audit) => !NOT_CAUSES.has(audit.id) && !audit.id.endsWith('-insight') && audit.score !== null && audit.score < 0.9 && audit.metricSavings)
    .map((audit) => ({ audit, weight: savingsWeight(audit.metricSavings as Record<string, number | undefined>) }))
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, count)
    .map(({ audit }) => {
      const savings = Object.entries(audit.metricSavings as Record<string, number>)
        .filter(([, value]) => value > 0)
        .map(([metric, value]) => `${metric} −${metric === 'CLS' ? value.toFixed(3) : ms(value)}`)
        .join(', ');
      const items = tableItems(audit)
        .filter((item) => item.url)
        .slice(0, 3)
        .map((item) => `${shortUrl(item.url)}${typeof item.wastedBytes === 'number' ? ` ${kb(item.wastedBytes)}` : ''}${typeof item.wastedMs === 'number' ? ` ${ms(item.wastedMs)}` : ''}`);
      return `${audit.id} (${savings}${audit.displayValue ? `; ${audit.displayValue}` : ''})${items.length ? `: ${items.join(', ')}` : ''}`;
    });
}

interface Chain {
  request: { url: string; endTime: number };
  children?: Record<string, Chain>;
}

/** The critical request chain that ends last: the waterfall the first paint waits on. */
function longestChain(lhr: Result): string | null {
  const details = lhr.audits['critical-request-chains']?.details as { chains?: Record<string, Chain> } | undefined;
  if (!details?.chains) return null;
  let best: { path: string[]; end: number } = { path: [], end: 0 };
  const walk = (chain: Chain, path: string[]) => {
    const next = [...path, shortUrl(chain.request.url)];
    if (chain.request.endTime > best.end) best = { path: next, end: chain.request.endTime };
    for (const child of Object.values(chain.children ?? {})) walk(child, next);
  };
  for (const chain of Object.values(details.chains)) walk(chain, []);
  return best.path.length > 1 ? `longest request chain (${best.path.length} deep): ${best.path.join(' → ')}` : null;
}

function longTasks(lhr: Result): string | null {
  const tasks = tableItems(lhr.audits['long-tasks'])
    .sort((a, b) => Number(b.duration) - Number(a.duration))
    .slice(0, 3)
    .map((task) => `${shortUrl(task.url)} ${ms(Number(task.duration))}`);
  return tasks.length ? `long tasks: ${tasks.join(', ')}` : null;
}

function layoutShifts(lhr: Result): string | null {
  const shifts = tableItems(lhr.audits['layout-shifts'])
    .slice(0, 3)
    .map((shift) => `${(shift.node as { snippet?: string } | undefined)?.snippet?.slice(0, 70) ?? '?'} ${Number(shift.score).toFixed(3)}`);
  return shifts.length ? `layout shifts: ${shifts.join(', ')}` : null;
}

/** Why a run scored what it did: the lines printed under a page below its target. */
export function explainScore(lhr: Result): string[] {
  const lost = pointsLost(lhr);
  return [
    lost.length ? `points lost: ${lost.map((metric) => `${metric.short} −${Math.round(metric.points)} (${metric.value})`).join(', ')}` : null,
    lcpLine(lhr),
    ...costliestAudits(lhr, 5),
    longestChain(lhr),
    longTasks(lhr),
    layoutShifts(lhr),
  ].filter((line): line is string => line !== null);
}
