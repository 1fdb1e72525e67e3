// Which server test file runs in which tier (docs/decisions/023-test-tiers.md). The tier follows
// from the file name, so a new file lands in the right one without touching a config:
//   *.test.ts          unit tier (npm run test:fast): pure and in-memory, no test server
//   *.api.test.ts      API tier on SQLite; on PostgreSQL only those listed in POSTGRES_API_FILES
//   *.db.test.ts       API tier, on SQLite and on PostgreSQL, always
//   *.pg.test.ts       PostgreSQL alone
//   *.heavy.test.ts    heavy tier (benchmark-sized, kill -9, nginx): npm test, not the quick loop
//   *.heavy.pg.test.ts heavy tier, PostgreSQL alone

/** Older plain *.test.ts files that start a test server: they need the seeded database. */
export const PLAIN_NAMED_SERVER_TESTS = [
  'src/start.test.ts',
  'src/test/public-api.test.ts',
  'src/test/scale-out/nginx-body-limit.test.ts',
  'src/organiser/backup/backup-tables.test.ts',
  'scripts/**/*.test.ts',
];

export const API_AND_DB_TESTS = ['src/**/*.api.test.ts', 'src/**/*.db.test.ts'];
export const HEAVY_TESTS = ['src/**/*.heavy.test.ts', 'src/**/*.heavy.pg.test.ts'];
export const POSTGRES_ONLY_TESTS = ['src/**/*.pg.test.ts'];

/**
 * The API files that also run on PostgreSQL: those whose behaviour depends on the database
 * (SQL it runs differently, locks, transactions, constraints, identity columns, types), not
 * every API file again. Every *.db.test.ts and *.pg.test.ts runs there as well.
 */
export const POSTGRES_API_FILES = [
  // A smoke of the whole public read API: every GET, its contract shape, ETags.
  'src/test/public-api.test.ts',
  // Migrations: the schema and its triggers are per dialect. (Start-up on PostgreSQL is
  // start.pg.test.ts; start.test.ts restarts on its data directory's SQLite file.)
  'src/db/migrate-seasons.api.test.ts',
  // Two instances on one database: notifications, data versions, shared throttling.
  'src/test/scale-out/two-instances.api.test.ts',
  // Two instances' outbox senders on one database: each message sent once (SKIP LOCKED claims).
  'src/test/scale-out/two-instances-outbox.api.test.ts',
  'src/public/live/live.api.test.ts',
  'src/http/hot-reads.api.test.ts',
  // Backup and restore: every table written back in one transaction, identity sequences reset.
  'src/organiser/backup/backup.api.test.ts',
  'src/organiser/backup/restore-rules.api.test.ts',
  'src/organiser/backup/restore-limits.api.test.ts',
  'src/organiser/backup/older-backup.api.test.ts',
  'src/organiser/backup/seasons-backup.api.test.ts',
  'src/organiser/backup/berichten-backup.api.test.ts',
  // A new season, archived seasons and their JSON columns.
  'src/public/seizoenen/seizoenen.api.test.ts',
  'src/read-model/archive/archive-format.api.test.ts',
  'src/organiser/seizoen/seizoen.api.test.ts',
  'src/organiser/import/new-season-import.api.test.ts',
  // Imports write many rows in one transaction, with unique names per season.
  'src/organiser/import/import.api.test.ts',
  // Enrolment: limits per address and per season counted in SQL, unique team names.
  'src/public/aanmeldingen/aanmeldingen.api.test.ts',
  // Privacy: erasure deletes and rewrites rows across tables.
  'src/organiser/privacy/privacy.api.test.ts',
  // Optimistic concurrency (version columns), uniqueness and foreign keys on organiser writes.
  'src/test/organiser/organiser-safety.api.test.ts',
  'src/organiser/deelnemers/transfers.api.test.ts',
  'src/organiser/uitslag/uitslag.api.test.ts',
  'src/organiser/clubs/clubs-spelers.api.test.ts',
  'src/organiser/beker/bekers.api.test.ts',
  // Two selection saves on one version at once: exactly one 409 (row versions under concurrency).
  'src/organiser/deelnemers/deelnemers.api.test.ts',
  // Concurrent recomputes serialised by the database lock; a write's recompute in a transaction.
  'src/read-model/recompute.api.test.ts',
  // The engine's worker thread: reads served meanwhile, the writer's read waiting (decision 030).
  'src/read-model/engine-worker.api.test.ts',
  // Accounts: token versions, login throttling counted in the database.
  'src/http/accounts/login.api.test.ts',
  'src/http/accounts/organiser.api.test.ts',
  // The walkers: every route refused without writing a row; the fuzz sends NUL bytes, numbers
  // beyond int4 and lone surrogates, which PostgreSQL refuses where SQLite stores them.
  'src/test/route-security.api.test.ts',
  'src/test/fault/fuzz.api.test.ts',
];

/** Heavy files that run on PostgreSQL too: a kill -9 and a crash test the database's durability. */
export const POSTGRES_HEAVY_FILES = [
  'src/**/*.heavy.pg.test.ts',
  'src/test/fault/kill-during-saves.heavy.test.ts',
  // The outbox's lease and claim (FOR UPDATE SKIP LOCKED) after a kill -9 mid-batch.
  'src/test/fault/kill-during-mails.heavy.test.ts',
  'src/read-model/crash-recovery.heavy.test.ts',
];

/** Seeding and starting servers on a shared 2-core machine can be slow: no timing in tests. */
export const TIMEOUTS = { hookTimeout: 120_000, testTimeout: 60_000 };
