import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// ---- Boundaries (docs/architecture.md §9 layout, docs/decisions/0013-client-boundaries-and-navigation.md) ----
// In flat config the last matching block's options for a rule win, so each block below lists every
// restriction for its files: `restrict(...)` builds the whole list.

const FEATURES = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Each restriction: `group` (gitignore-style, so a leading '#' is escaped: unescaped it starts a
// comment and the pattern matches nothing) for import declarations, and `dynamic`, the same as a
// regular expression over an import() source ('/' written \x2F, which selectors cannot hold).
const NO_SERVER = {
  group: ['\\#server/**', '**/server/**'],
  dynamic: String.raw`^#server\x2F|(^|\x2F)server\x2F`,
  message: 'Server code never reaches the browser bundle.',
};
const NO_NODE = {
  group: ['node:*'],
  dynamic: '^node:',
  message: 'This code runs in the browser too: no Node built-ins (src/shared runs on both sides).',
};
const NO_CLIENT = {
  group: ['\\#client/**', '**/client/**'],
  dynamic: String.raw`^#client\x2F|(^|\x2F)client\x2F`,
  message: 'src/shared is shared by both sides: it imports nothing of the client.',
};
const NO_FEATURES = {
  group: ['\\#client/features/**', '**/features/**'],
  dynamic: String.raw`^#client\x2Ffeatures\x2F|(^|\x2F)features\x2F`,
  message: "Shared components and lib take a feature's data and actions through props or slots; they never import a feature.",
};
/** From feature `name`: another feature only through the modules at its root (its public surface). */
const onlyFeatureRoots = (name) => ({
  group: ['\\#client/features/*/*/**', `!\\#client/features/${name}/**`],
  dynamic: String.raw`^#client\x2Ffeatures\x2F(?!${name}\x2F)[^\x2F]+\x2F[^\x2F]+\x2F`,
  message: 'Another feature is imported only through the modules at its root (api.ts and what it puts there for others); its sub-folders are its own.',
});
/** Relative paths stay inside a feature, so the rules above see every way out. */
const noRelativeExit = (depth) => ({
  group: [`${'../'.repeat(depth)}*`, `${'../'.repeat(depth)}**`],
  dynamic: `^${String.raw`\.\.\x2F`.repeat(depth)}`,
  message: 'Leave a feature through the #client/* alias, not a relative path.',
});
const NODE_BUILTINS = builtinModules
  .filter((name) => !name.startsWith('_'))
  .map((name) => ({ name, message: 'This code runs in the browser too: no Node built-ins.' }));

const restrict = (...restrictions) => ({
  'no-restricted-imports': ['error', { paths: NODE_BUILTINS, patterns: restrictions.map(({ group, message }) => ({ group, message })) }],
  // import() escapes no-restricted-imports: the same boundaries for lazily loaded modules.
  'no-restricted-syntax': ['error', ...restrictions.map(({ dynamic, message }) => ({ selector: `ImportExpression[source.value=/${dynamic}/]`, message }))],
});

// ---- The server's layers (docs/architecture.md §7) ----
// db and security sit at the bottom; integrations and http use them; features use all of these;
// jobs, app.ts and main.ts compose the features. An arrow never runs back up.

const SERVER_FEATURES = readdirSync(new URL('./src/server/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A server feature's public surface: the files another feature may import (its routes, rules and
 * queries stay its own). A feature absent here offers nothing to others. Adding a file is a choice
 * made here, in review; jobs, app.ts and main.ts compose features and may import any file.
 */
const SERVER_FEATURE_PUBLIC = {
  auth: ['password-rules.ts', 'passwords.ts', 'service.ts', 'sessions.ts'],
  checkout: ['payment-failures.ts', 'stock-holds.ts'],
  ledger: ['post.ts', 'postings.ts'],
  newsletter: ['unsubscribe-token.ts'],
  orders: ['confirmation-email.ts', 'dto.ts', 'label-package.ts', 'seller-address.ts', 'service.ts'],
  products: ['count-cache.ts', 'dto.ts', 'listing-image.ts', 'listings.ts', 'queries.ts', 'service.ts'],
  settings: ['service.ts'],
  shipping: ['packages.ts', 'service.ts', 'ship-from.ts'],
  shops: ['service.ts'],
};

/** `layers`: the top-level folders of src/server that the files restricted may not import. */
const noServerLayer = (layers, message) => ({
  group: layers.flatMap((layer) => [`\\#server/${layer}/**`, `**/server/${layer}/**`, `../${layer}/**`, `../../${layer}/**`]),
  dynamic: String.raw`^#server\x2F(${layers.join('|')})\x2F|(^|\x2F)(server\x2F|\.\.\x2F)(${layers.join('|')})\x2F`,
  message,
});
const NO_FEATURES_OR_JOBS = noServerLayer(
  ['features', 'jobs'],
  'http and integrations never import a feature or a job: the feature passes what they need (app.ts wires it).',
);
const NO_HTTP = noServerLayer(['http'], 'Integrations never import http: AppError and its helpers are in src/server/errors.ts.');
const NO_UPPER_LAYERS = noServerLayer(
  ['features', 'jobs', 'http', 'integrations'],
  'db and security are the bottom layers: they import no http, integration, feature or job.',
);
/** From server feature `name`: another feature only through the files of SERVER_FEATURE_PUBLIC. */
const onlyPublicFiles = (name) => {
  const open = Object.entries(SERVER_FEATURE_PUBLIC).flatMap(([feature, files]) => files.map((file) => `${feature}/${file}`));
  const escape = (path) => path.replaceAll('.', String.raw`\.`).replaceAll('/', String.raw`\x2F`);
  return {
    group: ['\\#server/features/*/**', `!\\#server/features/${name}/**`, ...open.map((path) => `!\\#server/features/${path}`), '../*/**'],
    dynamic: String.raw`^(#server\x2Ffeatures\x2F|\.\.\x2F)(?!${name}\x2F)(?!(${open.map(escape).join('|')})$)[^\x2F]+\x2F`,
    message: 'Another server feature is imported only through its public files (SERVER_FEATURE_PUBLIC in eslint.config.js), through the #server/* alias.',
  };
};
const restrictServer = (...restrictions) => ({
  'no-restricted-imports': ['error', { patterns: restrictions.map(({ group, message }) => ({ group, message })) }],
  'no-restricted-syntax': ['error', ...restrictions.map(({ dynamic, message }) => ({ selector: `ImportExpression[source.value=/${dynamic}/]`, message }))],
});

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/', 'migrations/', '.bench/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', 'public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Runs in the browser and on the server: no Node built-ins, no server and no client code.
    // (Its tests run in Node only.)
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: restrict(NO_SERVER, NO_CLIENT, NO_NODE),
  },
  {
    // The browser bundle imports only src/client and src/shared.
    files: ['src/client/**/*.{ts,tsx}'],
    rules: restrict(NO_SERVER, NO_NODE),
  },
  {
    // Features depend on components and lib, never the other way round.
    files: ['src/client/components/**/*.{ts,tsx}', 'src/client/lib/**/*.{ts,tsx}'],
    rules: restrict(NO_SERVER, NO_NODE, NO_FEATURES),
  },
  {
    // No import cycles, on either side (docs/architecture.md §7). Type-only imports are erased and
    // do not count.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      // Without these the rule reads only .js files and sees no loop through TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/server/http/**/*.ts'],
    ignores: ['src/server/**/*.test.ts'],
    rules: restrictServer(NO_FEATURES_OR_JOBS),
  },
  {
    files: ['src/server/integrations/**/*.ts'],
    ignores: ['src/server/**/*.test.ts'],
    rules: restrictServer(NO_FEATURES_OR_JOBS, NO_HTTP),
  },
  {
    // The demo seed (db/seed/) builds its data with the features' own rules (password hashing,
    // package sizes, the sandbox carrier): main.ts runs it, like a job.
    files: ['src/server/db/**/*.ts', 'src/server/security/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/db/seed/**'],
    rules: restrictServer(NO_UPPER_LAYERS),
  },
  ...SERVER_FEATURES.map((name) => ({
    files: [`src/server/features/${name}/**/*.ts`],
    ignores: ['src/server/**/*.test.ts'],
    rules: restrictServer(onlyPublicFiles(name)),
  })),
  ...FEATURES.flatMap((name) => [
    {
      files: [`src/client/features/${name}/*/**/*.{ts,tsx}`],
      rules: restrict(NO_SERVER, NO_NODE, onlyFeatureRoots(name), noRelativeExit(2)),
    },
    {
      files: [`src/client/features/${name}/*.{ts,tsx}`],
      rules: restrict(NO_SERVER, NO_NODE, onlyFeatureRoots(name), noRelativeExit(1)),
    },
  ]),
);
