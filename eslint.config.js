import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// ---- Boundaries (CONVENTIONS.md layout, docs/decisions/0013-client-boundaries-and-navigation.md) ----
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
  'no-restricted-imports': [
    'error',
    { paths: NODE_BUILTINS, patterns: restrictions.map(({ group, message }) => ({ group, message })) },
  ],
  // import() escapes no-restricted-imports: the same boundaries for lazily loaded modules.
  'no-restricted-syntax': [
    'error',
    ...restrictions.map(({ dynamic, message }) => ({ selector: `ImportExpression[source.value=/${dynamic}/]`, message })),
  ],
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
