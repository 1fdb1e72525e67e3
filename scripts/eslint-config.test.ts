// The architecture rules of eslint.config.js, each shown to catch a violation: lints snippets as
// if they were files at the given paths (nothing is written), so a moved folder or a zone whose
// glob no longer matches fails here instead of silently letting everything through.
// Run: npx tsx --test scripts/eslint-config.test.ts
import assert from 'node:assert/strict';
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
      "import { notFound } from '../../../server/src/errors';\nexport const x = notFound;\n";
    assert.deepEqual(await rulesFor('apps/web/src/lib/zz-probe.ts', code), [ZONE]);
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
    assert.deepEqual(await rulesFor('apps/server/src/season/zz-probe-service.ts', code), [
      'no-restricted-imports',
      'no-restricted-syntax',
      'no-restricted-syntax',
    ]);
  });

  it('is allowed in a repository and in db/', async () => {
    assert.deepEqual(await rulesFor('apps/server/src/season/zz-probe-repository.ts', code), []);
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
