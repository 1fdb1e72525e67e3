import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@clubelf/server',
    // The whole suite on SQLite; *.pg.test.ts files are about PostgreSQL alone (see
    // vitest.config.postgres.ts, which runs the API tests a second time on PostgreSQL).
    exclude: ['**/node_modules/**', '**/*.pg.test.ts'],
    // One demo database is seeded for the whole run; API test files start servers on copies.
    globalSetup: ['./src/test/global-setup.ts'],
    // Seeding and starting servers on a shared 2-core machine can be slow: no timing in tests.
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
