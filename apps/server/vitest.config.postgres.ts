import { defineProject } from 'vitest/config';

// The API suite (*.api.test.ts) and the database tests (*.db.test.ts) once more, on PostgreSQL
// (127.0.0.1:5432, or TEST_DATABASE_URL), with the tests about PostgreSQL alone (*.pg.test.ts).
// Every test server gets its own database, copied from a template seeded once per run.
export default defineProject({
  test: {
    name: '@clubelf/server-pg',
    include: [
      'src/**/*.api.test.ts',
      'src/public-api.test.ts',
      'src/**/*.db.test.ts',
      'src/**/*.pg.test.ts',
    ],
    globalSetup: ['./src/test/global-setup-postgres.ts'],
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
