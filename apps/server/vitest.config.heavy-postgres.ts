import { defineProject } from 'vitest/config';
import { POSTGRES_HEAVY_FILES, TIMEOUTS } from './vitest.tiers.ts';

// The heavy tier on PostgreSQL: the nginx deployment of two instances (*.heavy.pg.test.ts) and
// the heavy tests about the database's durability (vitest.tiers.ts).
export default defineProject({
  test: {
    name: '@clubelf/server-heavy-pg',
    include: POSTGRES_HEAVY_FILES,
    globalSetup: ['./src/test/global-setup-postgres.ts'],
    ...TIMEOUTS,
  },
});
