import { defineConfig } from 'vitest/config';

// The test tiers (README "Testing", docs/decisions/023-test-tiers.md), run by project name:
//   fast:  engine, contract, demo, web, server-unit         npm run test:fast
//   API:   server (SQLite), server-pg (PostgreSQL)          npm run test:api
//   heavy: server-heavy, server-heavy-pg                    npm run test:heavy
export default defineConfig({
  test: {
    // Both cores of the 2-core machine (Vitest's default would leave one idle); test files
    // run side by side, each API file on its own test server and database copy.
    maxWorkers: 2,
    fileParallelism: true,
    projects: [
      'packages/engine',
      'packages/contract',
      'packages/demo',
      'apps/web',
      'apps/server/vitest.config.unit.ts',
      'apps/server',
      'apps/server/vitest.config.postgres.ts',
      'apps/server/vitest.config.heavy.ts',
      'apps/server/vitest.config.heavy-postgres.ts',
    ],
  },
});
