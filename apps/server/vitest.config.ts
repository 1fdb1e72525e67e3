import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@clubelf/server',
    // One demo database is seeded for the whole run; API test files start servers on copies.
    globalSetup: ['./src/test/global-setup.ts'],
    // Seeding and starting servers on a shared 2-core machine can be slow: no timing in tests.
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
