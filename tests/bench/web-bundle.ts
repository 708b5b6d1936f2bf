// What each screen of the built web app downloads, computed from the production build's Vite
// manifest (web/dist/.vite/manifest.json): a page's initial JavaScript is the entry (index.html's
// script) with every chunk it imports statically, plus, for each lazily loaded part of the route
// (the screen, the layout, the query artifact its loader fetches), that module's chunk and its
// static imports. Sizes are gzip at level 9 of the real files, as the gateway sends them to a
// browser without brotli. Used by tests/contract/bundle-budget.test.ts and `pnpm bench`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The lazily loaded modules each page outside the dashboard loads (besides the entry). */
export const PUBLIC_PAGES: Record<string, string[]> = {
  'sign-in (/)': ['src/auth/SignInPage.tsx'],
  'sign-up (/signup)': ['src/auth/SignUpPage.tsx'],
  'verify e-mail (/verify/:token)': ['src/auth/VerifyEmailPage.tsx'],
  'forgot password (/forgot-password)': ['src/auth/ForgotPasswordPage.tsx'],
  'set new password (/set-password/:id)': ['src/auth/SetPasswordPage.tsx', 'src/__generated__/SetPasswordPageQuery.graphql.ts'],
  'invite (/invite/:token)': ['src/auth/InvitePage.tsx', 'src/__generated__/InvitePageQuery.graphql.ts'],
  'subscription plans (/subscription-plans)': ['src/billing/SubscriptionPlansPage.tsx', 'src/__generated__/SubscriptionPlansPageQuery.graphql.ts'],
  'billing success (/billing/success)': ['src/billing/BillingSuccessPage.tsx'],
  'EULA (/eula)': ['src/legal/EulaPage.tsx'],
  'privacy policy (/privacy-policy)': ['src/legal/PrivacyPolicyPage.tsx'],
  'cookie policy (/cookie-policy)': ['src/legal/CookiePolicyPage.tsx'],
  'treatment plan estimate (/treatment-plan-estimate/:token)': ['src/treatment-plans/TreatmentPlanEstimatePage.tsx', 'src/__generated__/TreatmentPlanEstimatePageQuery.graphql.ts'],
  'subjective form (/subjective-form?token=…)': ['src/subjective-form/PublicSubjectiveFormPage.tsx', 'src/__generated__/PublicSubjectiveFormPageQuery.graphql.ts'],
  'visit documents (/final-visit-summary, /soap-clinical-note, /treatment-plan-summary)': ['src/documents/DocumentPage.tsx'],
  'page not found': [],
};

/** The first screen after sign-in: Relay, the dashboard frame with its viewer query, and Welcome. */
export const FIRST_DASHBOARD_SCREEN = ['src/relay/RelayLayout.tsx', 'src/layout/DashboardLayout.tsx', 'src/__generated__/DashboardLayoutQuery.graphql.ts', 'src/welcome/WelcomePage.tsx'];

/** The folders whose routes are public pages: each of their lazy modules must be in PUBLIC_PAGES. */
const PUBLIC_FOLDERS = ['src/auth/', 'src/billing/', 'src/legal/', 'src/treatment-plans/', 'src/subjective-form/', 'src/documents/'];

/**
 * Lazy modules of those folders that are dashboard screens, not public pages: the subscription
 * checkout inside /d (with Stripe's Payment Element, loaded only when Stripe is the provider) and
 * /d/payments. They are budgeted as lazy screens.
 */
const DASHBOARD_MODULES_IN_PUBLIC_FOLDERS = ['src/billing/SubscriptionCheckout.tsx', 'src/billing/StripePaymentElement.tsx', 'src/billing/PaymentsPage.tsx'];

/**
 * Lazy modules that are not screens but dialogs a screen loads when they are first opened (their
 * forms bring zod with them): budgeted by what they add to the screen that opens them.
 */
const NESTED_LAZY_MODULES = ['src/visit-charting/plan/DoseReasonModal.tsx', 'src/practice/PracticePatientSearchModal.tsx'];

export interface PageSize {
  page: string;
  files: string[];
  gzipBytes: number;
  /** The same files' brotli copies written by the build (what a browser accepting br receives). */
  brotliBytes: number;
}

export interface WebBundleReport {
  publicPages: PageSize[];
  firstDashboardScreen: PageSize;
  /**
   * Each lazily loaded module: what opening it downloads beyond the first dashboard screen and, for
   * a dialog of a screen (NESTED_LAZY_MODULES), beyond what that screen has loaded.
   */
  lazyScreens: PageSize[];
  /** Lazy modules of the public folders that PUBLIC_PAGES does not list (must be none). */
  unlistedPublicModules: string[];
}

export function readWebBundle(distDir: string): WebBundleReport {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzipCache = new Map<string, number>();
  const gzipBytes = (file: string) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
    return gzipCache.get(file)!;
  };
  const chunk = (key: string) => {
    const found = manifest[key];
    if (!found) throw new Error(`${key} is not in the build's manifest`);
    return found;
  };
  /** A module's chunk and every chunk it imports statically, transitively. */
  const closure = (key: string, into = new Set<string>()) => {
    const entry = chunk(key);
    if (into.has(entry.file)) return into;
    into.add(entry.file);
    for (const imported of entry.imports ?? []) closure(imported, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry');
  const initial = closure(entryKey);
  const brotliBytes = (file: string) => {
    const copy = path.join(distDir, `${file}.br`);
    return existsSync(copy) ? statSync(copy).size : statSync(path.join(distDir, file)).size;
  };
  const js = (files: Iterable<string>) => [...files].filter((file) => file.endsWith('.js'));
  const size = (page: string, files: Set<string>): PageSize => ({
    page,
    files: js(files),
    gzipBytes: js(files).reduce((sum, file) => sum + gzipBytes(file), 0),
    brotliBytes: js(files).reduce((sum, file) => sum + brotliBytes(file), 0),
  });
  const pageFiles = (modules: string[]) => modules.reduce((files, module) => closure(module, files), new Set(initial));

  const publicPages = Object.entries(PUBLIC_PAGES).map(([page, modules]) => size(page, pageFiles(modules)));
  const dashboardFiles = pageFiles(FIRST_DASHBOARD_SCREEN);
  const firstDashboardScreen = size('first dashboard screen (/d/welcome)', dashboardFiles);
  // A dialog loaded lazily from inside a screen (NESTED_LAZY_MODULES) comes after that screen: what
  // it adds is counted over what every module that loads it has loaded already.
  const loadedBefore = (key: string) => {
    const importers = Object.keys(manifest).filter((other) => manifest[other]!.dynamicImports?.includes(key));
    const loaded = new Set(dashboardFiles);
    if (!NESTED_LAZY_MODULES.includes(key) || importers.length === 0) return loaded;
    const [first, ...rest] = importers.map((importer) => closure(importer));
    for (const file of first!) if (rest.every((files) => files.has(file))) loaded.add(file);
    return loaded;
  };
  const lazyScreens = Object.keys(manifest)
    .filter((key) => manifest[key]!.isDynamicEntry)
    .map((key) => {
      const loaded = loadedBefore(key);
      return size(key, new Set([...closure(key)].filter((file) => !loaded.has(file))));
    });
  const listed = new Set([...Object.values(PUBLIC_PAGES).flat(), ...DASHBOARD_MODULES_IN_PUBLIC_FOLDERS]);
  const unlistedPublicModules = Object.keys(manifest).filter(
    (key) => manifest[key]!.isDynamicEntry && PUBLIC_FOLDERS.some((folder) => key.startsWith(folder)) && !listed.has(key),
  );
  return { publicPages, firstDashboardScreen, lazyScreens, unlistedPublicModules };
}

export const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
