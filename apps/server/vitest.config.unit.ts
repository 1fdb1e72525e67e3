import { defineProject } from 'vitest/config';
import {
  API_AND_DB_TESTS,
  HEAVY_TESTS,
  PLAIN_NAMED_SERVER_TESTS,
  POSTGRES_ONLY_TESTS,
} from './vitest.tiers.ts';

// The server's unit tier (npm run test:fast): pure and in-memory tests, no test server and no
// database server. There is no global setup here, so a test that starts a test server fails at
// once: name it *.api.test.ts (vitest.tiers.ts).
export default defineProject({
  test: {
    name: '@clubelf/server-unit',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: [
      '**/node_modules/**',
      ...API_AND_DB_TESTS,
      ...POSTGRES_ONLY_TESTS,
      ...HEAVY_TESTS,
      ...PLAIN_NAMED_SERVER_TESTS,
    ],
    // Only a guard against a hang: a busy 2-core machine must not fail a test for being slow.
    testTimeout: 60_000,
    // Pure tests without mocks, spies or fake timers: modules loaded once per worker (vitest.config.ts).
    isolate: false,
  },
});
