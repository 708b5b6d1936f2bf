// The web app's download budgets, checked on a real production build: the app is built
// into a temporary folder and every size is computed from that build's files and Vite manifest
// (tests/bench/web-bundle.ts). Sizes are gzip level 9; 1 KB = 1000 bytes. Under `pnpm test` that
// build is the run's one build of web/dist (WEB_BUILD_DIR), not a second one.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kilobytes, readWebBundle, type WebBundleReport } from '../bench/web-bundle.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const KB = 1000;
// No public page loads Relay's code (the plans page reads its query without the store since
// Lighthouse showed Relay costing it its score: docs/architecture.md 'Web app loading'), so the
// public pages are back to the 170 KB they had before Relay was imported as published.
const PUBLIC_PAGE_BUDGET = 170 * KB;
const FIRST_DASHBOARD_SCREEN_BUDGET = 230 * KB;
const LAZY_SCREEN_BUDGET = 60 * KB;

let dist: string;
/** The folder this file built into (removed after), when no build was handed to it. */
let ownBuild: string | undefined;
let report: WebBundleReport;

beforeAll(() => {
  // `pnpm test` builds the app once and names the build here (scripts/test-all.mjs); it is measured as is.
  if (process.env.WEB_BUILD_DIR) {
    dist = process.env.WEB_BUILD_DIR;
    report = readWebBundle(dist);
    return;
  }
  dist = ownBuild = mkdtempSync(path.join(os.tmpdir(), 'vetchart-web-budget-'));
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    cwd: root,
    env: { ...process.env, WEB_DIST_DIR: dist },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the web build failed:\n${build.stdout}\n${build.stderr}`);
  report = readWebBundle(dist);
}, 300_000);

afterAll(() => {
  if (ownBuild) rmSync(ownBuild, { recursive: true, force: true });
});

const describeSizes = (sizes: { page: string; gzipBytes: number }[]) => sizes.map((size) => `${size.page}: ${kilobytes(size.gzipBytes)}`).join('\n');

describe('web app download budgets (production build)', () => {
  it('knows every public page the router loads lazily', () => {
    expect(report.unlistedPublicModules).toEqual([]);
  });

  it('sign-in and every public page start with at most 170 KB of JavaScript', () => {
    const over = report.publicPages.filter((page) => page.gzipBytes > PUBLIC_PAGE_BUDGET);
    expect(describeSizes(over), describeSizes(report.publicPages)).toBe('');
  });

  it('the first dashboard screen after sign-in starts with at most 230 KB of JavaScript', () => {
    expect(report.firstDashboardScreen.gzipBytes, describeSizes([report.firstDashboardScreen])).toBeLessThanOrEqual(FIRST_DASHBOARD_SCREEN_BUDGET);
  });

  it('no lazily loaded screen adds more than 60 KB', () => {
    const largest = [...report.lazyScreens].sort((a, b) => b.gzipBytes - a.gzipBytes)[0]!;
    expect(largest.gzipBytes, describeSizes([largest])).toBeLessThanOrEqual(LAZY_SCREEN_BUDGET);
  });

  it('the screens are split: the entry does not carry the dashboard screens or the form library', () => {
    const signIn = report.publicPages.find((page) => page.page.startsWith('sign-in'))!;
    const legal = report.publicPages.find((page) => page.page.startsWith('EULA'))!;
    expect(signIn.files.some((file) => /UsersPage|PetProfilePage|KnowledgeBase/.test(file))).toBe(false);
    expect(legal.files.some((file) => /forms-/.test(file))).toBe(false);
    const withRelay = report.publicPages.filter((page) => page.files.some((file) => /\/(relay|RelayLayout)-/.test(file)));
    expect(withRelay.map((page) => page.page)).toEqual([]);
    expect(report.lazyScreens.length).toBeGreaterThan(30);
  });

  it('sign-in and the plans have a copy of index.html that preloads all their lazily loaded chunks', () => {
    const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
    for (const [file, label] of [
      ['routes/index.html', 'sign-in (/)'],
      ['routes/subscription-plans.html', 'subscription plans (/subscription-plans)'],
    ]) {
      const html = readFileSync(path.join(dist, file), 'utf8');
      const page = report.publicPages.find((candidate) => candidate.page === label)!;
      const notInIndex = page.files.filter((asset) => !index.includes(`/${asset}"`));
      expect(notInIndex.length, label).toBeGreaterThan(0);
      for (const asset of notInIndex) expect(html, `${file} preloads ${asset}`).toContain(`<link rel="modulepreload" crossorigin href="/${asset}">`);
    }
  });

  it('every script, style sheet and index.html (and its copies per page) has a brotli and a gzip copy with the same content', () => {
    const assets = readdirSync(path.join(dist, 'assets')).filter((name) => /\.(js|css)$/.test(name));
    for (const name of [...assets.map((asset) => `assets/${asset}`), 'index.html', 'routes/index.html', 'routes/subscription-plans.html']) {
      const original = readFileSync(path.join(dist, name));
      if (original.length < 1024) continue;
      expect(brotliDecompressSync(readFileSync(path.join(dist, `${name}.br`))).equals(original), name).toBe(true);
      expect(gunzipSync(readFileSync(path.join(dist, `${name}.gz`))).equals(original), name).toBe(true);
    }
  });
});
