import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
// babel-plugin-relay looks for relay.config.js from the process' cwd; pass the artifact directory
// explicitly so the build works from any directory and the imports point at web/src/__generated__.
const artifactDirectory = fileURLToPath(new URL('./src/__generated__', import.meta.url));
const modules = (names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.join('|')})[\\\\/]`);
const FRAMEWORK = modules(['react', 'react-dom', 'scheduler', 'react-router', '@babel[\\\\/]runtime']);
/** Relay: every page but the sign-in page (which sends its requests without it). */
const RELAY = modules(['relay-runtime', 'react-relay', 'fbjs', 'invariant']);
/** Fluent UI's styling engine, theme and contexts: used by every component, needed by the first paint. */
const FLUENT_BASE = modules([
  '@griffel[\\\\/][^\\\\/]+',
  'stylis',
  'rtl-css-js',
  '@emotion[\\\\/]hash',
  'keyborg',
  '@fluentui[\\\\/](?:tokens|react-theme|react-provider|react-shared-contexts|react-utilities|react-jsx-runtime)',
]);
/** The components of the sign-in page (form fields, buttons, messages, links). */
const FLUENT_FORMS = modules([
  '@fluentui[\\\\/](?:react-button|react-input|react-message-bar|react-spinner|react-field|react-label|react-link|react-text|react-aria)',
]);
/**
 * What the pages around the sign-in page add, but the sign-in page itself does not render: cards and the focus
 * management (tabster) that cards, tabs and dialogs use.
 */
const FLUENT_PUBLIC = modules(['tabster', '@fluentui[\\\\/](?:react-card|react-tabster)']);
/**
 * The other components of the signed-in pages' first view in one file (tabs, tables, badges, tags …): one request
 * instead of forty small ones, which on one HTTP/1.1 origin queue behind six connections. Icons stay split by use, and
 * so do the components of what opens on demand (dialogs, drawers, menus, popovers, tooltips, toasts, pickers, form
 * controls) with the portal, motion and positioning code they share: they load with the code that renders them (see
 * web/src/ui/Lazy*.tsx), not with every signed-in page.
 */
const FLUENT_APP = modules([
  '@fluentui[\\\\/](?!react-icons[\\\\/]|react-(?:combobox|dialog|drawer|select|textarea|radio|switch|checkbox|progress|menu|popover|tooltip|positioning|toast|portal|motion|motion-components-preview)[\\\\/])[^\\\\/]+',
]);
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
  resolve: {
    // react-relay's main entry is CommonJS that requires the legacy container API too (QueryRenderer, the
    // Fragment/Pagination/Refetch containers), which no bundler can drop; the app uses the hooks API only.
    alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs before its own code: one file, fetched with the entry, instead of a dozen.
            { name: 'framework', test: FRAMEWORK, priority: 4 },
            { name: 'relay', test: RELAY, priority: 4 },
            { name: 'fluent-base', test: FLUENT_BASE, priority: 3 },
            { name: 'fluent-forms', test: FLUENT_FORMS, priority: 2 },
            { name: 'fluent-public', test: FLUENT_PUBLIC, priority: 2 },
            { name: 'fluent-app', test: FLUENT_APP, priority: 1 },
          ],
        },
      },
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
