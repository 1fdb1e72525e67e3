import { defineProject } from 'vitest/config';
import {
  API_AND_DB_TESTS,
  HEAVY_TESTS,
  PLAIN_NAMED_SERVER_TESTS,
  TIMEOUTS,
} from './vitest.tiers.ts';

// The API tier on SQLite: every *.api.test.ts and *.db.test.ts file (vitest.tiers.ts). The unit
// tests are vitest.config.unit.ts, the heavy ones vitest.config.heavy.ts.
export default defineProject({
  test: {
    name: '@clubelf/server',
    include: [...API_AND_DB_TESTS, ...PLAIN_NAMED_SERVER_TESTS],
    exclude: ['**/node_modules/**', ...HEAVY_TESTS],
    // One demo database is seeded for the whole run; API test files start servers on copies.
    globalSetup: ['./src/test/global-setup.ts'],
    // A worker loads the server's modules once for all its files instead of once per file (import
    // time summed over the files: 848 s isolated, 37 s not). Each file starts its own server on
    // its own database copy, and these files use no mocks, spies or environment changes that
    // could carry over; the server's module-level state is caches and counters read as deltas.
    isolate: false,
    ...TIMEOUTS,
  },
});
