import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const gateway = 'http://localhost:4000';

export default defineConfig({
  plugins: [
    react({
      babel: {
        // relay.config.js sits at the repository root; the artifacts live in src/__generated__.
        plugins: [['relay', { artifactDirectory: path.join(here, 'src/__generated__'), eagerEsModules: true }]],
      },
    }),
    tailwindcss(),
  ],
  build: {
    // WEB_DIST_DIR lets parallel checkouts or test runs build into a folder of their own.
    outDir: process.env.WEB_DIST_DIR ?? path.join(here, 'dist'),
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        manualChunks: {
          react: ['react', 'react-dom', 'react-dom/client', 'react-router', 'react-router/dom'],
          relay: ['react-relay', 'relay-runtime'],
          forms: ['react-hook-form', '@hookform/resolvers', 'zod'],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': gateway,
      '/dev': gateway,
      '/files': gateway,
    },
  },
});
