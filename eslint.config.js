import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

const root = import.meta.dirname;
/** An absolute glob, so zones and exceptions match whatever directory eslint runs from. */
const at = (glob) => path.join(root, glob);

const TSCONFIGS = [
  'packages/engine/tsconfig.json',
  'packages/contract/tsconfig.json',
  'packages/demo/tsconfig.json',
  'apps/server/tsconfig.json',
  'apps/web/tsconfig.json',
  'tsconfig.tools.json',
].map((p) => path.join(root, p));

const TESTS = ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}'];

// --- Layers of the web app: app -> features -> components / lib ----------------------------

const WEB = 'apps/web/src';
// Every `from` of a zone must be a glob (import-x does not mix globs and plain paths).
const WEB_APP = [at(`${WEB}/app/**`), at(`${WEB}/main.{ts,tsx}`)];
// Read at each run, so a new feature folder gets its own zone without editing this file.
const features = readdirSync(path.join(root, WEB, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const webZones = [
  {
    target: [at(`${WEB}/components/**`), at(`${WEB}/lib/**`)],
    from: [...WEB_APP, at(`${WEB}/features/**`)],
    message: 'components/ and lib/ are the bottom layer: they import no feature and not app/.',
  },
  {
    target: at(`${WEB}/features/**`),
    from: WEB_APP,
    message: 'A feature does not import app/ (app composes the features, not the other way round).',
  },
  ...features.map((feature) => ({
    target: at(`${WEB}/features/${feature}/**`),
    from: at(`${WEB}/features/!(${feature})/**`),
    except: [at(`${WEB}/features/*/index.{ts,tsx}`)],
    message: 'Import another feature only through its index.ts (e.g. "../auth").',
  })),
];

// --- Layers of the server: routes -> services -> repositories -> db ------------------------

const SERVER = 'apps/server/src';
const SERVER_ROUTES = [
  at(`${SERVER}/**/*-routes.ts`),
  at(`${SERVER}/**/*-route.ts`),
  at(`${SERVER}/{app,server,start}.ts`),
];
const SERVER_SERVICES = [at(`${SERVER}/**/*-service.ts`)];

// --- Rooms of the server: who is served (docs/decisions/024) -------------------------------
// public/ (anyone), organiser/ (a signed-in organiser), participant/ (a participant's own
// routes), and the machinery they stand on: http/, read-model/, lib/, db/. Tests may reach
// across (a test of public/ saves as an organiser), so the zones hold for non-test files.
const inServer = (dir) => at(`${SERVER}/${dir}/**/!(*.test).ts`);
const ROUTES_OF = (dir) => [
  at(`${SERVER}/${dir}/**/*-routes.ts`),
  at(`${SERVER}/${dir}/**/*-route.ts`),
];

const audienceZones = [
  {
    target: inServer('public'),
    from: [at(`${SERVER}/organiser/**`), at(`${SERVER}/participant/**`)],
    // The doors still open (docs/decisions/024): the statement of the privacy settings, and the
    // selection rules the enrolment form checks like the organiser's own.
    except: [
      at(
        `${SERVER}/organiser/{privacy/privacy-service,deelnemers/selectie-service,spelers/speler-repository}.ts`,
      ),
    ],
    message: 'public/ answers anyone: it imports nothing of organiser/ or participant/.',
  },
  {
    target: inServer('organiser'),
    from: [...ROUTES_OF('public'), at(`${SERVER}/participant/**`)],
    message: 'organiser/ imports no public route and nothing of participant/.',
  },
  {
    target: inServer('participant'),
    from: [...ROUTES_OF('public'), ...ROUTES_OF('organiser')],
    message: 'participant/ imports no public or organiser route (share a service, not a route).',
  },
  {
    // Messages to persons (decision 029): the outbox, its sender and channels, and the makers of
    // each kind of message, which read the season's and the audiences' repositories; no route.
    target: inServer('outbox'),
    from: [...ROUTES_OF('public'), ...ROUTES_OF('organiser'), ...ROUTES_OF('participant')],
    message: 'outbox/ imports no route of any audience (share a service or repository).',
  },
  {
    target: [inServer('http'), inServer('lib')],
    from: [at(`${SERVER}/public/**`), at(`${SERVER}/organiser/**`), at(`${SERVER}/participant/**`)],
    message:
      'http/ and lib/ are machinery: they import no audience (public, organiser, participant).',
  },
  {
    target: inServer('read-model'),
    from: [at(`${SERVER}/public/**`), at(`${SERVER}/organiser/**`), at(`${SERVER}/participant/**`)],
    // The read model computes each public section's answers with that section's *-answers.ts.
    except: [at(`${SERVER}/public/*/*-answers.ts`)],
    message:
      "read-model/ is machinery: it imports no audience (only public sections' *-answers.ts).",
  },
];

// --- The read model (decision 026): made once in app.ts, reached only through its interface --
const READ_MODEL = `${SERVER}/read-model`;
const readModelZones = [
  {
    // Everything else is handed the one instance (app.readModel); tests make their own.
    target: [at(`${SERVER}/!(app|start|*.test).ts`), at(`${SERVER}/*/**/!(*.test).ts`)],
    from: at(`${READ_MODEL}/season-read-model.ts`),
    message: 'Only app.ts makes the read model: use app.readModel (read-model/read-model.ts).',
  },
  {
    // Its insides: the store, the recompute and its coalescing.
    target: [inServer('public'), inServer('organiser'), inServer('participant'), inServer('http')],
    from: [
      at(`${READ_MODEL}/answer-store.ts`),
      at(`${READ_MODEL}/recompute.ts`),
      at(`${READ_MODEL}/coalesce.ts`),
    ],
    message:
      'Answers are reached through the read model only: app.readModel.serve / afterWrite / ' +
      'onChange (read-model/read-model.ts).',
  },
];

const serverZones = [
  {
    target: SERVER_SERVICES,
    from: SERVER_ROUTES,
    message: 'A service imports no route file (routes -> services -> repositories -> db).',
  },
  {
    target: at(`${SERVER}/**/*-repository.ts`),
    from: [...SERVER_ROUTES, ...SERVER_SERVICES],
    message: 'A repository imports no route or service (routes -> services -> repositories -> db).',
  },
  ...audienceZones,
  ...readModelZones,
  {
    // Tests under db/ may use the shared test helpers.
    target: at(`${SERVER}/db/**/!(*.test).ts`),
    from: at(`${SERVER}/**`),
    except: [at(`${SERVER}/db/**`), at(`${SERVER}/lib/**`)],
    message:
      'db/ is the bottom layer of the server: it imports nothing of the server but db/ and lib/.',
  },
];

// --- Packages and apps: contract -> engine, demo -> engine; packages import no app ---------

const packageZones = [
  {
    target: at('packages/engine/**'),
    from: [at('packages/contract/**'), at('packages/demo/**'), at('apps/**')],
    message: 'The engine is the pure core: it imports no other package and no app.',
  },
  {
    target: at('packages/contract/**'),
    from: [at('packages/demo/**'), at('apps/**')],
    message: 'The contract imports only the engine, no app.',
  },
  {
    target: at('packages/demo/**'),
    from: [at('packages/contract/**'), at('apps/**')],
    message: 'The demo season builds on the engine only, no contract and no app.',
  },
  {
    target: at('apps/web/**'),
    from: at('apps/server/**'),
    message: 'The web app does not import the server (share code through @clubelf/contract).',
  },
  {
    target: at('apps/server/**'),
    from: at('apps/web/**'),
    message: 'The server does not import the web app.',
  },
];

// --- Kysely stays in repositories, db/ and migrations --------------------------------------

const QUERY_BUILDERS =
  'selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto';
const NO_KYSELY = 'Kysely queries belong in a *-repository.ts (or db/); call the repository here.';

const NO_CONTRACT_SCHEMAS =
  "A public page imports only types from '@clubelf/contract' (`import type`); take values from '@clubelf/contract/constants' or another zod-free entry.";

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      '.tmp/**',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Only the config module reads the environment.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read config instead.' },
      ],
    },
  },

  // Imports: resolved like TypeScript does (workspace packages and their subpath exports).
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      // The workspace packages are ours: follow them for cycles, skip everything in node_modules.
      'import-x/internal-regex': '^@clubelf/',
      // One lint run never sees a file change: resolve each import once (the default is 30 s).
      'import-x/cache': { lifetime: '∞' },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: TSCONFIGS,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // No runtime import cycle anywhere (type-only imports are erased, so they cannot cycle).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Each zone applies only to the files its target matches.
    files: ['packages/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...packageZones, ...webZones, ...serverZones] },
      ],
    },
  },
  {
    // The public pages take from the contract's main entry (its zod schemas) types only: values
    // come from its zod-free entries (`@clubelf/contract/constants`, `/paths`, ...), so zod and
    // the schemas stay in the lazy dashboard chunk. `import { type X }` is refused too: with
    // verbatimModuleSyntax it stays as `import {} from '@clubelf/contract'` and loads it all.
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: [`${WEB}/features/dashboard/**`, ...TESTS],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ":matches(ImportDeclaration[importKind!='type'], ExportNamedDeclaration[exportKind!='type'], ExportAllDeclaration[exportKind!='type'])[source.value='@clubelf/contract']",
          message: NO_CONTRACT_SCHEMAS,
        },
      ],
    },
  },
  {
    // The server's code and its command-line scripts reach the database only through repositories.
    files: [`${SERVER}/**/*.ts`, 'apps/server/scripts/**/*.ts'],
    ignores: [
      `${SERVER}/**/*-repository.ts`,
      `${SERVER}/db/**`,
      `${SERVER}/**/test/**`, // test helpers set up and inspect the database directly
      ...TESTS,
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression > MemberExpression.callee[property.name=/^(${QUERY_BUILDERS})$/]`,
          message: NO_KYSELY,
        },
        {
          selector:
            "CallExpression > MemberExpression.callee[object.property.name='schema'][property.name=/^(create|alter|drop)[A-Z]/]",
          message: 'Schema changes belong in a migration (apps/server/src/db/migrations).',
        },
      ],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', importNames: ['sql'], message: NO_KYSELY }] },
      ],
    },
  },

  // Names: kebab-case files (a middle extension like .test, .api.test or .config is allowed).
  {
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // Migrations run in name order, so they start with their number: 0005-some-change.ts.
    files: [`${SERVER}/db/migrations/*.ts`],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': '+([0-9])-+([a-z0-9])*(-+([a-z0-9]))' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
);
