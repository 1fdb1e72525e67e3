import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/engine',
      'packages/contract',
      'packages/demo',
      'apps/server',
      'apps/server/vitest.config.postgres.ts',
      'apps/web',
    ],
  },
});
