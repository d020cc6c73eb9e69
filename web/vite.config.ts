import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
// babel-plugin-relay looks for relay.config.js from the process' cwd; pass the artifact directory
// explicitly so the build works from any directory and the imports point at web/src/__generated__.
const artifactDirectory = fileURLToPath(new URL('./src/__generated__', import.meta.url));
const bffTarget = `http://127.0.0.1:${process.env.BFF_PORT || 8080}`;

export default defineConfig({
  root: webRoot,
  plugins: [
    babel({
      include: /[\\/]web[\\/]src[\\/].*\.[jt]sx?$/,
      plugins: [['babel-plugin-relay', { artifactDirectory, eagerEsModules: true }]],
      parserOpts: { plugins: ['jsx', 'typescript'] },
    }),
    // The automatic JSX runtime, and React Fast Refresh in `npm run dev`: an edited component keeps its state.
    react(),
    // .br and .gz beside each file, served as they are by the portal.
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      // Fluent's icon chunks start with "use client"; irrelevant in a client-only bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: bffTarget, ws: true, changeOrigin: false },
      // Document bytes: the signed upload targets and download links are same-origin paths of the front server.
      '/api/registry/v1/uploads/': { target: bffTarget, changeOrigin: false },
      '/api/registry/v1/files/': { target: bffTarget, changeOrigin: false },
    },
  },
});
