// A full backup of the organiser's data: every season table and the accounts, as one JSON
// file. Computed results are not in it; a restore rebuilds them.
import { z } from 'zod';

export const BACKUP_FORMAT = 'clubelf-backup';
/** Raised when the file's layout changes; a restore refuses versions it does not know. */
export const BACKUP_FORMAT_VERSION = 1;
/** The largest backup a restore accepts (the JSON body). */
export const MAX_BACKUP_BYTES = 64 * 1024 * 1024;

export const backupCellSchema = z.union([z.string(), z.number(), z.null()]);

export const backupFileSchema = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int(),
  /** ISO timestamp of the backup. */
  createdAt: z.string().max(40),
  /** The database migrations the rows were taken at, in order: an older backup is brought forward through the later ones. */
  migrations: z.array(z.string().max(200)).max(1000),
  /** Rows per table (camelCase column names), in id order. */
  tables: z.record(z.string().max(100), z.array(z.record(z.string().max(100), backupCellSchema)), {
    error: 'moet een object zijn met per tabel een lijst rijen',
  }),
});
export type BackupFile = z.infer<typeof backupFileSchema>;

/** POST /api/organiser/backup/restore answers what it put back. */
export const restoreResultSchema = z.object({
  /** The backup's createdAt. */
  backupCreatedAt: z.string(),
  restoredAt: z.string(),
  /** Rows restored per table. */
  rows: z.record(z.string(), z.number().int()),
});
export type RestoreResult = z.infer<typeof restoreResultSchema>;
