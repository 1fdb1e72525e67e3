import { defineProject } from 'vitest/config';
import { HEAVY_TESTS, POSTGRES_API_FILES, TIMEOUTS } from './vitest.tiers.ts';

// The API tier on PostgreSQL (127.0.0.1:5432, or TEST_DATABASE_URL): every *.db.test.ts (they
// run on both databases, always), the tests about PostgreSQL alone (*.pg.test.ts), and the API
// files whose behaviour depends on the database, listed with the reason in vitest.tiers.ts.
// Every test server gets its own database, copied from a template seeded once per run.
export default defineProject({
  test: {
    name: '@clubelf/server-pg',
    include: ['src/**/*.db.test.ts', 'src/**/*.pg.test.ts', ...POSTGRES_API_FILES],
    exclude: ['**/node_modules/**', ...HEAVY_TESTS],
    globalSetup: ['./src/test/global-setup-postgres.ts'],
    // A worker loads the server's modules once for all its files instead of once per file (import
    // time summed over the files: 848 s isolated, 37 s not). Each file starts its own server on
    // its own database copy, and these files use no mocks, spies or environment changes that
    // could carry over; the server's module-level state is caches and counters read as deltas.
    isolate: false,
    ...TIMEOUTS,
  },
});
