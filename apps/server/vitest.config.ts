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
    ...TIMEOUTS,
  },
});
