import { defineConfig } from 'vitest/config';

// The test tiers (README "Testing", docs/decisions/023-test-tiers.md), run by project name:
//   fast:  engine, contract, demo, web, server-unit         npm run test:fast
//   API:   server (SQLite), server-pg (PostgreSQL)          npm run test:api
//   heavy: server-heavy, server-heavy-pg, packages-heavy    npm run test:heavy
/**
 * A package's tests in the fast tier. The timeout only guards against a hang: a property test
 * over whole seasons takes seconds on a busy 2-core machine, and must not fail for that.
 */
const packageProject = (name: string, dir: string) => ({
  test: {
    name,
    root: `./${dir}`,
    exclude: ['**/node_modules/**', '**/*.heavy.test.ts'],
    testTimeout: 60_000,
    // Pure tests without mocks, spies or fake timers: a worker loads the modules once for all
    // its files (engine, contract, demo and the server's unit tests: 31 s isolated, 16 s not).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Both cores of the 2-core machine (Vitest's default would leave one idle); test files
    // run side by side, each API file on its own test server and database copy.
    maxWorkers: 2,
    fileParallelism: true,
    projects: [
      packageProject('@clubelf/engine', 'packages/engine'),
      packageProject('@clubelf/contract', 'packages/contract'),
      packageProject('@clubelf/demo', 'packages/demo'),
      'apps/web',
      'apps/server/vitest.config.unit.ts',
      'apps/server',
      'apps/server/vitest.config.postgres.ts',
      'apps/server/vitest.config.heavy.ts',
      'apps/server/vitest.config.heavy-postgres.ts',
      // The packages' benchmark-sized tests (the demo at 100,000 participants).
      {
        test: {
          name: '@clubelf/packages-heavy',
          root: './packages',
          include: ['*/src/**/*.heavy.test.ts'],
          testTimeout: 300_000,
        },
      },
    ],
  },
});
