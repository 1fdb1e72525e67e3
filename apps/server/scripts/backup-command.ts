// `npm run backup -- create <file>` and `npm run backup -- restore <file>`: the dashboard's
// backup download and restore from the command line, on the configured database.
import { readFile, writeFile } from 'node:fs/promises';
import { createBackup } from '../src/organiser/backup/create-backup';
import { restoreBackup } from '../src/organiser/backup/restore-backup';
import type { Db } from '../src/db/database';
import { HttpError } from '../src/http/errors';

export const USAGE =
  'Gebruik: npm run backup -- create BESTAND | npm run backup -- restore BESTAND';

export interface BackupArgs {
  command: 'create' | 'restore';
  file: string;
}

/** The command and its file, or an error text. */
export function parseBackupArgs(argv: readonly string[]): BackupArgs | string {
  const [command, file, ...rest] = argv;
  if ((command !== 'create' && command !== 'restore') || !file || file.startsWith('-'))
    return USAGE;
  if (rest.length > 0) return `Onbekend argument: ${rest[0]}\n${USAGE}`;
  return { command, file };
}

export interface CommandResult {
  ok: boolean;
  message: string;
}

export async function runBackupCommand(db: Db, args: BackupArgs): Promise<CommandResult> {
  if (args.command === 'create') {
    const backup = await createBackup(db);
    // It holds e-mail addresses and password hashes: readable by the owner only.
    await writeFile(args.file, JSON.stringify(backup), { mode: 0o600 });
    const rows = Object.values(backup.tables).reduce((n, t) => n + t.length, 0);
    return { ok: true, message: `Back-up geschreven naar ${args.file} (${rows} rijen).` };
  }
  let body: unknown;
  try {
    body = JSON.parse(await readFile(args.file, 'utf8'));
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'het bestand bestaat niet'
        : 'geen geldige JSON';
    return { ok: false, message: `${args.file} kan niet worden gelezen: ${reason}` };
  }
  try {
    const result = await restoreBackup(db, body, { accountId: null, userName: 'opdrachtregel' });
    const rows = Object.values(result.rows).reduce((n, r) => n + r, 0);
    return {
      ok: true,
      message: `Back-up van ${result.backupCreatedAt} teruggezet (${rows} rijen).`,
    };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, message: error.message };
    throw error;
  }
}
