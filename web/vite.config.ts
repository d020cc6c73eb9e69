import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import griffelPlugin from '@griffel/vite-plugin';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './precompress.ts';

// @griffel/vite-plugin re-exports @wyw-in-js/vite, whose types (a package without "type": "module") TypeScript reads as
// CommonJS under nodenext: the default import is typed as the module object, but it is the plugin factory.
const griffel = griffelPlugin as unknown as (options?: { features?: { happyDOM?: boolean } }) => Plugin;
const webRoot = fileURLToPath(new URL('.', import.meta.url));
// babel-plugin-relay looks for relay.config.js from the process' cwd; pass the artifact directory
// explicitly so the build works from any directory and the imports point at web/src/__generated__.
const artifactDirectory = fileURLToPath(new URL('./src/__generated__', import.meta.url));
const modules = (names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.join('|')})[\\\\/]`);
const FRAMEWORK = modules(['react', 'react-dom', 'scheduler', 'react-router', '@babel[\\\\/]runtime']);
/** Relay: every page but the sign-in page (which sends its requests without it). */
const RELAY = new RegExp(`${modules(['relay-runtime', 'react-relay', 'fbjs', 'invariant']).source}|[\\\\/]web[\\\\/]build[\\\\/]relay-`);
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
  '@fluentui[\\\\/](?:react-button|react-input|react-spinner|react-field|react-label|react-link|react-text|react-aria)',
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
  '@fluentui[\\\\/](?!react-icons[\\\\/]|react-(?:badge|combobox|dialog|drawer|message-bar|select|table|tags|textarea|radio|switch|checkbox|progress|menu|popover|tooltip|positioning|toast|portal|motion|motion-components-preview)[\\\\/])[^\\\\/]+',
]);
/**
 * Parts of the packages above that only what opens on demand uses (dialogs and drawers: modal focus trap and focus
 * restore; pickers and menus: active descendant, click/scroll outside, triggers; toolbars, message bar titles …).
 * They stay out of the groups, so they load with the code that renders them instead of with every signed-in page.
 * Found by comparing the modules of /portfolio's files with and without the groups (rolldown's split by use); a
 * module left here that a page does use is no error, it only comes in a file of its own.
 */
const ON_DEMAND = new RegExp(
  [
    'tabster[\\\\/]dist[\\\\/]esm[\\\\/](?:get[\\\\/])?(?:get)?(?:Modalizer|Restorer)\\.js$',
    '@fluentui[\\\\/]react-tabster[\\\\/]lib[\\\\/]hooks[\\\\/](?:useModalAttributes|useActivateModal|useRestoreFocus|useDangerousNeverHidden|useMergeTabsterAttributes|useKeyborgRef|useOnKeyboardNavigationChange|useIsNavigatingWithKeyboard|useSetKeyboardNavigation)\\.js$',
    '@fluentui[\\\\/]react-aria[\\\\/]lib[\\\\/]activedescendant[\\\\/]',
    '@fluentui[\\\\/]react-utilities[\\\\/]lib[\\\\/](?:hooks[\\\\/](?:useOnClickOutside|useOnScrollOutside|useFirstMount|useForceUpdate)|utils[\\\\/](?:priorityQueue|getReactElementRef)|trigger[\\\\/]|virtualParent[\\\\/])',
    '@fluentui[\\\\/]react-toolbar[\\\\/]',
    // Link: the portfolio's "Clear filters" (web/src/ui/LazyLink.tsx), error and settings pages.
    '@fluentui[\\\\/]react-link[\\\\/]',
    '@fluentui[\\\\/]react-text[\\\\/]lib[\\\\/]components[\\\\/]presets[\\\\/]Subtitle2[\\\\/]',
    '@fluentui[\\\\/]react-shared-contexts[\\\\/]lib[\\\\/]PortalMountNodeContext',
    '@fluentui[\\\\/]react-context-selector[\\\\/]lib[\\\\/]useHasParentContext',
  ].join('|'),
);
const firstView = (group: RegExp) => (id: string) => group.test(id) && !ON_DEMAND.test(id);
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
    // Griffel's makeStyles compiled ahead of time (to the __styles with CSS text that Fluent's own packages ship), so
    // the build carries no style compiler (makeStyles, stylis, rtl-css-js) and the browser does not compile styles on
    // first render. Builds only: `npm run dev` keeps the runtime (Griffel's advice).
    { ...griffel({ features: { happyDOM: false } }), apply: 'build' },
    // .br and .gz beside each file, served as they are by the portal.
    precompress(),
  ],
  resolve: {
    alias: [
      // react-relay's main entry is CommonJS that requires the legacy container API too (QueryRenderer, the
      // Fragment/Pagination/Refetch containers), and react-relay/hooks one CommonJS object of every hook: no bundler
      // can drop what the app does not use. This ES entry re-exports the hooks' modules one by one instead.
      { find: /^react-relay$/, replacement: fileURLToPath(new URL('./build/relay-hooks.js', import.meta.url)) },
      // react-relay runs useFragmentInternal_CURRENT only with RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY off;
      // it is on by default and the app leaves it on (see the stub).
      // relay-runtime's modules that the app never calls (see the stub); its index requires them all the same.
      {
        find: /^\.\/(?:store\/(?:(?:observeFragment|observeQuery|waitForFragment)Experimental|createFragmentSpecResolver|NormalizationEngine)|query\/fetchQuery_DEPRECATED|network\/RelayQueryResponseCache|util\/(?:createPayloadFor3DField|RelayProfiler)|readUpdatableQuery|readUpdatableFragment)$/,
        replacement: fileURLToPath(new URL('./build/relay-left-out.js', import.meta.url)),
      },
      // Declarative mutation configs (the app passes none; see the stub): 0.5 KB compressed.
      {
        find: /^(?:\.|\.\.?\/mutations)\/RelayDeclarativeMutationConfig$/,
        replacement: fileURLToPath(new URL('./build/relay-declarative-mutation-config-stub.js', import.meta.url)),
      },
      // The store's cache of Relay Resolvers (1.6 KB compressed off the first view): the app defines none.
      {
        find: /^\.\/live-resolvers\/LiveResolverCache$/,
        replacement: fileURLToPath(new URL('./build/relay-live-resolver-cache-stub.js', import.meta.url)),
      },
      {
        find: /^\.\/useFragmentInternal_CURRENT$/,
        replacement: fileURLToPath(new URL('./build/relay-activity-compat-stub.js', import.meta.url)),
      },
      // With RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY on, react-relay's load-more function (paginated lists) and
      // query loader (refetches) only call their _EXPERIMENTAL versions: those directly, the others left out.
      { find: /^\.\/useLoadMoreFunction$/, replacement: 'react-relay/lib/relay-hooks/useLoadMoreFunction_EXPERIMENTAL.js' },
      { find: /^\.\/useQueryLoader$/, replacement: 'react-relay/lib/relay-hooks/useQueryLoader_EXPERIMENTAL.js' },
    ],
  },
  build: {
    // No polyfill for <link rel="modulepreload"> (0.2 KB compressed off every page): of the browsers the build targets,
    // only Firefox before 115 and Safari 16 lack it, and there a file not preloaded is fetched when it is imported.
    modulePreload: { polyfill: false },
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      // react-relay's modules (CommonJS, no package.json "sideEffects") only define things: a hook the app does not
      // import is left out (see web/build/relay-hooks.js).
      treeshake: { moduleSideEffects: (id: string) => (/[\\/]node_modules[\\/]react-relay[\\/]lib[\\/]/.test(id) ? false : undefined) },
      output: {
        codeSplitting: {
          groups: [
            // What every page runs before its own code: one file, fetched with the entry, instead of a dozen.
            { name: 'framework', test: FRAMEWORK, priority: 4 },
            { name: 'relay', test: RELAY, priority: 4 },
            { name: 'fluent-base', test: firstView(FLUENT_BASE), priority: 3 },
            { name: 'fluent-forms', test: firstView(FLUENT_FORMS), priority: 2 },
            { name: 'fluent-public', test: firstView(FLUENT_PUBLIC), priority: 2 },
            { name: 'fluent-app', test: firstView(FLUENT_APP), priority: 1 },
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
