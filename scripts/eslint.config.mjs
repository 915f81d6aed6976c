// ESLint for the whole repository (run as `eslint --config scripts/eslint.config.mjs .`: the top
// level of the repository holds no lint configuration). Besides the TypeScript and React hooks
// rules, the import zones below are the layering src/app/README.md describes, made a rule.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const subfolders = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// The shared layers: what features and the app build on; they import neither.
const sharedLayers = ['components', 'api', 'state', 'i18n', 'config', 'assets'].map((layer) => `src/${layer}`);
const webFolders = ['src/app', 'src/features', ...sharedLayers, 'src/test', 'src/*.{ts,tsx}'];
// Web code that ships in the bundle (tests and test helpers excluded).
const webRuntime = [...['src/app', 'src/features', ...sharedLayers].map((folder) => `${folder}/**/!(*.test).{ts,tsx}`), 'src/*.{ts,tsx}'];

// A feature (src/features/<area>/<feature>) imports no other feature; what two features of an area
// share lives in the area's `shared` folder, which only that area's features import. What features
// of different areas share moves down to a shared layer. The area's screens' table (screens.ts, whose
// screens it loads lazily) gives every feature the links to the others.
const featureZones = subfolders('src/features')
  .flatMap((area) =>
    subfolders(`src/features/${area}`).map((feature) => ({
      target: `src/features/${area}/${feature}`,
      from: 'src/features',
      except: feature === 'shared' ? [`./${area}/shared`] : [`./${area}/${feature}`, `./${area}/shared`, `./${area}/screens.ts`],
      message:
        feature === 'shared'
          ? "An area's shared folder imports no feature."
          : "A feature imports no other feature (only its own folder, its area's shared folder and screens' table); move what they share down a layer.",
    })),
  )
  .concat(
    // Files at an area's top (the admin area's layout) belong to that area alone.
    subfolders('src/features').map((area) => ({
      target: `src/features/${area}/*.{ts,tsx}`,
      from: 'src/features',
      except: [`./${area}`],
      message: 'An area imports nothing of another area.',
    })),
  );

const serverCore = ['src/server/domain', 'src/server/resources/*/domain.ts', 'src/server/resources/*/repository.ts'];

const layerZones = [
  // Rendering the whole app is a test of the app: it lives in src/app, not in a layer below it.
  { target: sharedLayers, from: 'src/test/renderApp.tsx', message: "A shared layer's tests do not render the whole app; such a test belongs in src/app." },
  { target: 'src/features', from: 'src/app', message: 'Features never import the app; what both need belongs in a shared layer.' },
  {
    target: sharedLayers,
    from: ['src/features', 'src/app'],
    message: 'Shared layers (components, api, state, i18n, config, assets) never import features or the app.',
  },
  // The base query reads the session from state, so state must not import api.
  { target: 'src/state', from: 'src/api', message: 'state never imports api (api depends on state).' },
  {
    target: 'src/server',
    from: 'src',
    except: ['./server', './contract'],
    message: 'The server imports only src/server and src/contract, never web code.',
  },
  { target: webFolders, from: 'src/server', message: 'Web code never imports the server.' },
  // A resource's rules and queries say nothing about HTTP: handlers translate between the two.
  {
    target: serverCore,
    from: 'src/server/http',
    message: 'Domain and repository code never imports src/server/http; the handlers map domain errors to HTTP.',
  },
  {
    target: ['src/!(api)/**/*', 'src/*.{ts,tsx}', 'src/api/!(index|signedInApi|officeApi).{ts,tsx}'],
    from: 'src/api/generated',
    message: 'Only src/api/index.ts, src/api/signedInApi.ts and src/api/officeApi.ts import the generated RTK Query client; import from src/api.',
  },
  // The office's own endpoints travel with the admin area only, not with the student's or instructor's screens.
  {
    target: ['src/{app,components,config,i18n,state}/**/*', 'src/*.{ts,tsx}', 'src/features/!(admin)/**/*', 'src/api/index.ts', 'src/api/signedInApi.ts'],
    from: 'src/api/officeApi.ts',
    message: 'Only the admin area imports src/api/officeApi (the other signed-in screens must not carry the office’s endpoints).',
  },
  // The signed-in screens' endpoints stay out of the public pages' bundle: only lazily loaded screens use them.
  {
    target: ['src/features/public', 'src/components', 'src/app', 'src/i18n', 'src/state', 'src/api/index.ts', 'src/*.{ts,tsx}'],
    from: 'src/api/signedInApi.ts',
    message: 'Only the lazily loaded signed-in screens import src/api/signedInApi (the public bundle must not carry their endpoints).',
  },
  // The generated contract and the rules both sides apply (amounts, CSV, Toronto's calendar, text segments) are free of
  // node modules; the rest of src/contract (the spec loader) reads files and serves the server and the tests.
  {
    target: webRuntime,
    from: 'src/contract',
    except: ['./generated', './amount.ts', './csv.ts', './torontoTime.ts', './smsSegments.ts'],
    message:
      'Web runtime code imports only src/contract/generated, amount.ts, csv.ts, torontoTime.ts and smsSegments.ts; the other contract modules are node-only.',
  },
];

// Globals of the plain JavaScript scripts (TypeScript files are checked by the compiler instead).
const nodeGlobals = Object.fromEntries(
  [
    'process',
    'console',
    'Buffer',
    'URL',
    'URLSearchParams',
    'fetch',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'AbortController',
    'AbortSignal',
    'performance',
    'structuredClone',
    'TextEncoder',
    'TextDecoder',
  ].map((name) => [name, 'readonly']),
);

export default defineConfig(
  {
    ignores: ['node_modules/', 'dist/', 'dist-server/', 'dist-prerender/', 'coverage/', 'data/', '.tmp/', 'src/api/generated/', 'src/contract/generated/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // The usual convention for what must be named but is not used (a handler's signature, the
      // rest of an object without one key).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Ambient declarations (`declare global { namespace FormatjsIntl … }`) are how libraries are
      // augmented; namespaces of our own are not.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
    },
  },
  {
    files: ['**/*.{mjs,js}'],
    languageOptions: { globals: nodeGlobals },
  },
  {
    // Webpack loads its loaders as CommonJS.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...nodeGlobals, require: 'readonly', module: 'writable' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...layerZones, ...featureZones] }],
    },
  },
  {
    files: serverCore.map((target) => (target.endsWith('.ts') ? target : `${target}/**`)),
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'fastify', message: 'Domain and repository code knows nothing of HTTP.' }] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      'react-hooks/exhaustive-deps': 'error',
      // Warnings would pass `npm run lint` unnoticed: every rule kept is an error.
      'react-hooks/incompatible-library': 'error',
      'react-hooks/unsupported-syntax': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**', 'src/components/navigation/RouterLink.tsx', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message: "Links carry the page's language: import RouterLink and NavLink from src/components/navigation/RouterLink.",
            },
          ],
        },
      ],
    },
  },
);
