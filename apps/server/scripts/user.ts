// Entry point of `npm run user`: account management from the command line, on the database
// in DATA_DIR, or on PostgreSQL with DATABASE_URL (the server may keep running).
import type { AccountTable } from '../src/http/accounts/account-repository';
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { passwordInput } from './password-prompt';
import { addUser, parseUserArgs } from './user-command';

async function main(): Promise<number> {
  const args = parseUserArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(args);
    return 2;
  }
  const config = loadConfig();
  // The site's database: PostgreSQL when DATABASE_URL is set, else the SQLite file.
  const db = connectDatabase(config);
  const input = passwordInput();
  try {
    await migrateToLatest(db);
    const result = await addUser(db.withTables<{ account: AccountTable }>(), args, input);
    (result.ok ? console.log : console.error)(result.message);
    return result.ok ? 0 : 1;
  } finally {
    input.close();
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
