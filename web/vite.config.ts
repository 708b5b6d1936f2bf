import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './precompress';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * react-relay's hooks pick between their current implementation and an experimental one by
 * RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY, which this app never turns on: the bundle
 * carries the current useFragment only, and the experimental modules' place is taken by a
 * stub that says so should the flag ever be turned on.
 */
function relayCurrentHooksOnly(): Plugin {
  const stub = '\0relay-experimental-hook';
  const inRelayHooks = (importer: string | undefined) => !!importer && /[/\\]react-relay[/\\]lib[/\\]relay-hooks[/\\]/.test(importer);
  return {
    name: 'relay-current-hooks-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!inRelayHooks(importer)) return null;
      if (source === './useFragmentInternal') return path.join(path.dirname(importer!.split('?')[0]!), 'useFragmentInternal_CURRENT.js');
      if (source === './useQueryLoader_EXPERIMENTAL' || source === './useLoadMoreFunction_EXPERIMENTAL') return stub;
      return null;
    },
    load(id) {
      if (id !== stub) return null;
      return "export default function experimentalRelayHook() { throw new Error('RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY is not supported by this build (web/vite.config.ts).'); }";
    },
  };
}
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
      // react-relay's main entry is CommonJS that pulls in every API (legacy containers, entry
      // points, pagination); react-relay-entry.js requires only the hooks the app uses.
      { find: /^react-relay$/, replacement: path.join(here, 'react-relay-entry.js') },
      // relay-runtime's main entry likewise requires all of Relay; relay-runtime-entry.js only what is used.
      { find: /^relay-runtime$/, replacement: path.join(here, 'relay-runtime-entry.js') },
    ],
  },
  plugins: [
    command === 'build' && relayCurrentHooksOnly(),
    react({
      babel: {
        // relay.config.js sits at the repository root; the artifacts live in src/__generated__.
        plugins: [['relay', { artifactDirectory: path.join(here, 'src/__generated__'), eagerEsModules: true }]],
      },
    }),
    tailwindcss(),
    precompress(),
  ],
  build: {
    // WEB_DIST_DIR lets parallel checkouts or test runs build into a folder of their own.
    outDir: process.env.WEB_DIST_DIR ?? path.join(here, 'dist'),
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each module loads, read by the bundle budget test and `pnpm bench`.
    manifest: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        manualChunks: {
          react: ['react', 'react-dom', 'react-dom/client', 'react-router', 'react-router/dom'],
          relay: ['react-relay', 'relay-runtime'],
          forms: ['react-hook-form', '@hookform/resolvers/zod', 'zod/mini'],
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
