// The architecture rules of eslint.config.js, each shown to catch a violation: lints snippets as
// if they were files at the given paths (nothing is written), so a moved folder or a zone whose
// glob no longer matches fails here instead of silently letting everything through.
// Run: npx tsx --test scripts/eslint-config.test.ts
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The rule ids reported for `code` linted as the file `file`, sorted, duplicates kept. */
async function rulesFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  assert.ok(result, `no lint result for ${file}`);
  return result.messages.map((m) => m.ruleId ?? m.message).sort();
}

const ZONE = 'import-x/no-restricted-paths';

describe('web app layers: app -> features -> components / lib', () => {
  it('components/ and lib/ import no feature and not app/', async () => {
    const code =
      "import { useAuth } from '../features/auth';\nimport { router } from '../app/router';\nexport const x = [useAuth, router];\n";
    assert.deepEqual(await rulesFor('apps/web/src/components/zz-probe.tsx', code), [ZONE, ZONE]);
    assert.deepEqual(await rulesFor('apps/web/src/lib/zz-probe.ts', code), [ZONE, ZONE]);
  });

  it('a feature does not import app/', async () => {
    const code = "import { router } from '../../app/router';\nexport const x = router;\n";
    assert.deepEqual(await rulesFor('apps/web/src/features/home/zz-probe.ts', code), [ZONE]);
  });

  it('a feature imports another feature through its index.ts only', async () => {
    const deep = "import { authStore } from '../auth/auth-context';\nexport const x = authStore;\n";
    const index = "import { useAuth } from '../auth';\nexport const x = useAuth;\n";
    const own = "import { x as y } from './home-page';\nexport const x = y;\n";
    assert.deepEqual(await rulesFor('apps/web/src/features/home/zz-probe.ts', deep), [ZONE]);
    assert.deepEqual(await rulesFor('apps/web/src/features/home/zz-probe.ts', index), []);
    assert.deepEqual(await rulesFor('apps/web/src/features/home/zz-probe.ts', own), []);
  });

  it('the web app does not import the server', async () => {
    const code =
      "import { notFound } from '../../../server/src/http/errors';\nexport const x = notFound;\n";
    assert.deepEqual(await rulesFor('apps/web/src/lib/zz-probe.ts', code), [ZONE]);
  });
});

describe("the public pages take no schemas from '@clubelf/contract'", () => {
  const RULE = 'no-restricted-syntax';
  const values = "import { mijnPaths } from '@clubelf/contract';\nexport const x = mijnPaths;\n";
  const inlineTypes =
    "import { type MijnResponse } from '@clubelf/contract';\nexport type X = MijnResponse;\n";
  const reExport = "export { PRIJS_NAMEN } from '@clubelf/contract';\n";
  const typesOnly =
    "import type { MijnResponse } from '@clubelf/contract';\nexport type X = MijnResponse;\n";
  const zodFree =
    "import { PRIJS_NAMEN } from '@clubelf/contract/constants';\nimport { mijnPaths } from '@clubelf/contract/paths';\nexport const x = [PRIJS_NAMEN, mijnPaths];\n";

  it('refuses a value, an inline type or a re-export from the main entry in a public page', async () => {
    assert.deepEqual(await rulesFor('apps/web/src/features/mijn/zz-probe.ts', values), [RULE]);
    assert.deepEqual(await rulesFor('apps/web/src/lib/zz-probe.ts', inlineTypes), [RULE]);
    assert.deepEqual(await rulesFor('apps/web/src/components/zz-probe.ts', reExport), [RULE]);
  });

  it('allows `import type` and the zod-free entries there, and anything in the dashboard', async () => {
    assert.deepEqual(await rulesFor('apps/web/src/features/mijn/zz-probe.ts', typesOnly), []);
    assert.deepEqual(await rulesFor('apps/web/src/features/mijn/zz-probe.ts', zodFree), []);
    assert.deepEqual(
      await rulesFor('apps/web/src/features/dashboard/inleg/zz-probe.ts', values),
      [],
    );
  });
});

describe('server layers: routes -> services -> repositories -> db', () => {
  const dir = 'apps/server/src/organiser/spelers';

  it('a service imports no route file', async () => {
    const code = "import { a } from './speler-routes';\nexport const x = a;\n";
    assert.deepEqual(await rulesFor(`${dir}/zz-probe-service.ts`, code), [ZONE]);
  });

  it('a repository imports no route or service', async () => {
    const code =
      "import { a } from './speler-routes';\nimport { b } from './speler-service';\nexport const x = [a, b];\n";
    assert.deepEqual(await rulesFor(`${dir}/zz-probe-repository.ts`, code), [ZONE, ZONE]);
  });

  it('db/ imports nothing of the server but db/ and lib/', async () => {
    const code =
      "import { a } from '../organiser/spelers/speler-repository';\nimport { b } from './database';\nexport const x = [a, b];\n";
    assert.deepEqual(await rulesFor('apps/server/src/db/zz-probe.ts', code), [ZONE]);
  });
});

describe('server rooms: public/, organiser/, participant/ on http/, read-model/, lib/, db/', () => {
  const S = 'apps/server/src';
  const imports = (...specs: string[]) =>
    specs.map((spec, i) => `import { a${i} } from '${spec}';`).join('\n') +
    `\nexport const x = [${specs.map((_, i) => `a${i}`).join(', ')}];\n`;

  it('public/ imports nothing of organiser/ or participant/', async () => {
    const code = imports('../../organiser/organiser-write', '../../participant/participant-routes');
    assert.deepEqual(await rulesFor(`${S}/public/standen/zz-probe.ts`, code), [ZONE, ZONE]);
  });

  it('public/ may use its listed doors, and other public and machinery modules', async () => {
    const code = imports(
      '../../organiser/privacy/privacy-service',
      '../standen/standen-answers',
      '../../read-model/read-model',
      '../../http/errors',
    );
    assert.deepEqual(await rulesFor(`${S}/public/zz-probe/zz-probe.ts`, code), []);
  });

  it('organiser/ imports no public route and nothing of participant/', async () => {
    const routes = imports(
      '../../public/standen/standen-routes',
      '../../participant/participant-routes',
    );
    const other = imports('../../public/info/aanmeldformulier', '../../read-model/read-model');
    assert.deepEqual(await rulesFor(`${S}/organiser/spelers/zz-probe.ts`, routes), [ZONE, ZONE]);
    assert.deepEqual(await rulesFor(`${S}/organiser/spelers/zz-probe.ts`, other), []);
  });

  it('participant/ imports no public or organiser route', async () => {
    const code = imports('../public/standen/standen-routes', '../organiser/organiser-routes');
    assert.deepEqual(await rulesFor(`${S}/participant/zz-probe.ts`, code), [ZONE, ZONE]);
  });

  it('outbox/ imports no route of any audience', async () => {
    const code = imports(
      '../public/standen/standen-routes',
      '../organiser/organiser-routes',
      '../participant/participant-routes',
    );
    assert.deepEqual(await rulesFor(`${S}/outbox/zz-probe.ts`, code), [ZONE, ZONE, ZONE]);
  });

  it('http/ and lib/ import no audience', async () => {
    const code = imports(
      '../public/public-routes',
      '../organiser/organiser-write',
      '../participant/participant-routes',
    );
    assert.deepEqual(await rulesFor(`${S}/http/zz-probe.ts`, code), [ZONE, ZONE, ZONE]);
    assert.deepEqual(await rulesFor(`${S}/lib/zz-probe.ts`, code), [ZONE, ZONE, ZONE]);
  });

  it("read-model/ imports no audience but the public sections' *-answers.ts", async () => {
    const code = imports('../public/standen/standen-routes', '../organiser/organiser-write');
    const builders = imports('../public/standen/standen-answers');
    assert.deepEqual(await rulesFor(`${S}/read-model/zz-probe.ts`, code), [ZONE, ZONE]);
    assert.deepEqual(await rulesFor(`${S}/read-model/zz-probe.ts`, builders), []);
  });

  it('only app.ts makes the read model', async () => {
    const make = imports('./read-model/season-read-model');
    assert.deepEqual(await rulesFor(`${S}/app.ts`, make), []);
    assert.deepEqual(await rulesFor(`${S}/server.ts`, make), [ZONE]);
    const deep = imports('../../read-model/season-read-model');
    assert.deepEqual(await rulesFor(`${S}/organiser/spelers/zz-probe.ts`, deep), [ZONE]);
    assert.deepEqual(await rulesFor(`${S}/read-model/archive/zz-probe.ts`, deep), [ZONE]);
  });

  it('public/, organiser/, participant/ and http/ reach the answers through the read model only', async () => {
    const inside = imports(
      '../../read-model/answer-store',
      '../../read-model/recompute',
      '../../read-model/coalesce',
    );
    const through = imports('../../read-model/read-model', '../../read-model/season-answers');
    for (const dir of ['public/standen', 'organiser/uitslag', 'participant/mijn']) {
      assert.deepEqual(await rulesFor(`${S}/${dir}/zz-probe.ts`, inside), [ZONE, ZONE, ZONE]);
      assert.deepEqual(await rulesFor(`${S}/${dir}/zz-probe.ts`, through), []);
    }
    const http = imports('../read-model/answer-store', '../read-model/read-model');
    assert.deepEqual(await rulesFor(`${S}/http/zz-probe.ts`, http), [ZONE]);
  });

  it('tests may reach across the rooms', async () => {
    const code = imports('../../organiser/organiser-write');
    assert.deepEqual(await rulesFor(`${S}/public/standen/zz-probe.api.test.ts`, code), []);
  });
});

describe("apps/server/README.md's layout is the server's tree", () => {
  it('names every folder and file of apps/server/src (tests aside), and nothing else', () => {
    const readme = readFileSync(path.join(root, 'apps/server/README.md'), 'utf8');
    const block = /## Layout[\s\S]*?```\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const named = block
      .split('\n')
      .map((line) => /^(\S+)/.exec(line)?.[1])
      .filter((name): name is string => name !== undefined)
      .map((name) => name.replace(/\/$/, ''))
      .sort();
    const tree = readdirSync(path.join(root, 'apps/server/src'))
      .filter((name) => !name.endsWith('.test.ts'))
      .sort();
    assert.deepEqual(named, tree);
  });
});

describe('Kysely only in repositories, db/ and migrations', () => {
  const code = [
    "import { sql } from 'kysely';",
    "import type { Db } from '../db/database';",
    'export const read = (db: Db) => db.selectFrom("season").selectAll().execute();',
    'export const write = (db: Db) => db.deleteFrom("season").execute();',
    'export const raw = (db: Db) => sql`select 1`.execute(db);',
    '',
  ].join('\n');

  it('is refused in a service, a route or any other server module', async () => {
    assert.deepEqual(await rulesFor('apps/server/src/read-model/zz-probe-service.ts', code), [
      'no-restricted-imports',
      'no-restricted-syntax',
      'no-restricted-syntax',
    ]);
  });

  it('is allowed in a repository and in db/', async () => {
    assert.deepEqual(await rulesFor('apps/server/src/read-model/zz-probe-repository.ts', code), []);
    assert.deepEqual(await rulesFor('apps/server/src/db/zz-probe.ts', code), []);
  });
});

describe('packages keep their direction: contract -> engine, demo -> engine', () => {
  it('the engine imports no other package', async () => {
    const code =
      "import { a } from '@clubelf/contract';\nimport { b } from '@clubelf/contract/paths';\nexport const x = [a, b];\n";
    assert.deepEqual(await rulesFor('packages/engine/src/zz-probe.ts', code), [ZONE, ZONE]);
  });

  it('the contract imports neither the demo nor an app', async () => {
    const code = "import { a } from '@clubelf/demo';\nexport const x = a;\n";
    assert.deepEqual(await rulesFor('packages/contract/src/zz-probe.ts', code), [ZONE]);
  });
});

describe('no import cycles', () => {
  it('finds a cycle that runs through another workspace package', async () => {
    // The engine's index importing the contract, which imports the engine.
    const code = "import '@clubelf/contract';\nexport const x = 1;\n";
    assert.ok((await rulesFor('packages/engine/src/index.ts', code)).includes('import-x/no-cycle'));
  });
});

describe('kebab-case file names', () => {
  const code = 'export const x = 1;\n';
  const NAME = 'check-file/filename-naming-convention';

  it('refuses other cases, allows middle extensions and numbered migrations', async () => {
    assert.deepEqual(await rulesFor('apps/web/src/lib/zzProbe.ts', code), [NAME]);
    assert.deepEqual(await rulesFor('apps/server/src/zz-probe.api.test.ts', code), []);
    assert.deepEqual(await rulesFor('apps/server/src/db/migrations/0099-zz-probe.ts', code), []);
    assert.deepEqual(await rulesFor('apps/server/src/db/migrations/zz-probe.ts', code), [NAME]);
  });
});
