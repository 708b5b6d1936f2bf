import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay-lite';
import { precompress } from './precompress.ts';
import { routePreloads } from './routePreloads.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

const gateway = 'http://localhost:4000';

// The production build swaps in lighter entries of the libraries (below); the dev server keeps
// the packages as they are.
export default defineConfig(({ command }) => ({
  resolve: {
    alias: command !== 'build' ? [] : [
      // react-router's package exports resolve to its development build in every bundler
      // condition; its production build has no dev warnings and is much smaller.
      { find: /^react-router$/, replacement: path.join(here, 'node_modules/react-router/dist/production/index.mjs') },
      { find: /^react-router\/dom$/, replacement: path.join(here, 'node_modules/react-router/dist/production/dom-export.mjs') },
    ],
  },
  plugins: [
    // graphql`…` tags become imports of the artifacts relay-compiler wrote to src/__generated__
    // (committed; relay.config.js sits at the repository root). vite-plugin-relay-lite does it
    // without Babel, so the React plugin compiles with esbuild alone: a third less build CPU than
    // babel-plugin-relay, which made Babel parse every file (docs/architecture.md, 'Web app loading').
    relay({ codegen: false, relayConfig: { src: path.join(here, 'src'), artifactDirectory: path.join(here, 'src/__generated__'), eagerEsModules: true } }),
    react(),
    tailwindcss(),
    // The pages people open first get a copy of index.html that preloads their own chunks.
    routePreloads({
      '/': ['src/auth/SignInPage.tsx'],
      '/subscription-plans': ['src/billing/SubscriptionPlansPage.tsx', 'src/__generated__/SubscriptionPlansPageQuery.graphql.ts'],
    }),
    precompress(),
  ],
  build: {
    // WEB_DIST_DIR lets parallel checkouts or test runs build into a folder of their own.
    outDir: process.env.WEB_DIST_DIR ?? path.join(here, 'dist'),
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each module loads, read by the bundle budget test and `pnpm bench`.
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        // A group takes its modules' dependencies too, so the higher priorities come first:
        // React is not pulled into the form library's chunk.
        codeSplitting: {
          groups: [
            { name: 'react', priority: 3, test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ },
            { name: 'relay', priority: 2, test: /[\\/]node_modules[\\/](react-relay|relay-runtime|fbjs|invariant|@babel[\\/]runtime)[\\/]/ },
            { name: 'forms', priority: 1, test: /[\\/]node_modules[\\/](react-hook-form|@hookform[\\/]resolvers|zod)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': gateway,
      '/dev': gateway,
      '/files': gateway,
      '/payments-sandbox': gateway,
    },
  },
}));
