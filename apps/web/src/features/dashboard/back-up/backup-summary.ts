import type { BACKUP_FORMAT, BackupFile } from '@clubelf/contract';

const FORMAT: typeof BACKUP_FORMAT = 'clubelf-backup';

export type BackupSummary =
  | { ok: true; file: BackupFile; createdAt: string; rows: number; tables: number }
  | { ok: false; message: string };

/** Reads a chosen file as a backup, or says in Dutch why it is not one. */
export function readBackup(text: string): BackupSummary {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: 'Dit bestand is geen back-up: het is geen JSON.' };
  }
  const file = parsed as Partial<BackupFile> | null;
  if (!file || typeof file !== 'object' || file.format !== FORMAT) {
    return { ok: false, message: 'Dit bestand is geen back-up van deze site.' };
  }
  if (typeof file.createdAt !== 'string' || !file.tables || typeof file.tables !== 'object') {
    return { ok: false, message: 'Deze back-up is onvolledig.' };
  }
  const tables = Object.values(file.tables);
  return {
    ok: true,
    file: file as BackupFile,
    createdAt: file.createdAt,
    tables: tables.length,
    rows: tables.reduce((sum, rows) => sum + (Array.isArray(rows) ? rows.length : 0), 0),
  };
}
