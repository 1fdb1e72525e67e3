import { defineProject } from 'vitest/config';
import { TIMEOUTS } from './vitest.tiers.ts';

// The heavy tier on SQLite (npm run test:heavy, part of npm test): benchmark-sized seasons,
// kill -9 of a server process, crash recovery. Too slow for the quick loop, never skipped.
export default defineProject({
  test: {
    name: '@clubelf/server-heavy',
    include: ['src/**/*.heavy.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    ...TIMEOUTS,
  },
});
