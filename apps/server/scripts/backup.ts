// Entry point of `npm run backup`: a full backup to a file, or a restore from one, on the
// database in DATA_DIR or on PostgreSQL with DATABASE_URL. A running server shows a restore on
// its next request (the recompute raises the views' generation).
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { parseBackupArgs, runBackupCommand } from './backup-command';

async function main(): Promise<number> {
  const args = parseBackupArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(args);
    return 2;
  }
  const db = connectDatabase(loadConfig());
  try {
    await migrateToLatest(db);
    const result = await runBackupCommand(db, args);
    (result.ok ? console.log : console.error)(result.message);
    return result.ok ? 0 : 1;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Mislukt:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
