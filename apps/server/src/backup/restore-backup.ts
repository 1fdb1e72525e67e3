// Replaces all backed-up data with a backup in one transaction: checked first, then every table
// emptied (children first) and refilled (parents first), id sequences moved past the restored
// ids, the season proven computable, and an audit entry. The caller recomputes after commit.
import type { RestoreResult } from '@clubelf/contract';
import { computeSeason } from '@clubelf/engine';
import { accountsBeforeRestore, carryTokenVersions } from '../accounts/restore-token-versions';
import type { Db } from '../db/database';
import { resetIdSequences } from '../db/id-sequences';
import { badRequest, HttpError } from '../errors';
import type { AuditInput } from '../organiser/logboek/logboek-repository';
import { recordAudit } from '../organiser/logboek/logboek-repository';
import { loadSeason, raiseDataVersion } from '../season/season-repository';
import { BACKUP_TABLES, databaseColumns } from './backup-tables';
import { appliedMigrations, emptyTable, fillTable } from './backup-repository';
import { validateBackup } from './validate-backup';

export type Actor = Pick<AuditInput, 'accountId' | 'userName'>;

/** A constraint of the database refused a row (SQLite or PostgreSQL class 23). */
function isConstraintError(error: unknown): error is Error {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' && (code.startsWith('SQLITE_CONSTRAINT') || /^23\d{3}$/.test(code))
  );
}

export async function restoreBackup(
  db: Db,
  body: unknown,
  actor: Actor,
  now = new Date(),
): Promise<RestoreResult> {
  const file = validateBackup(body, await appliedMigrations(db), await databaseColumns(db));
  const rows: Record<string, number> = {};
  try {
    await db.transaction().execute(async (trx) => {
      const accountsBefore = await accountsBeforeRestore(trx);
      for (const { name } of [...BACKUP_TABLES].reverse()) await emptyTable(trx, name);
      for (const { name } of BACKUP_TABLES) {
        const tableRows = file.tables[name] ?? [];
        await fillTable(trx, name, tableRows);
        rows[name] = tableRows.length;
      }
      await carryTokenVersions(trx, accountsBefore, actor.accountId);
      await resetIdSequences(trx);
      // A crash before the caller's recompute must not leave the old views served (decision 002).
      await raiseDataVersion(trx);
      const stored = await loadSeason(trx);
      try {
        if (stored) computeSeason(stored.input);
      } catch (error) {
        throw badRequest(
          `De back-up bevat een seizoen dat niet te berekenen is: ${(error as Error).message}`,
        );
      }
      await recordAudit(
        trx,
        {
          ...actor,
          action: 'backup.terugzetten',
          summary: `Back-up van ${file.createdAt} teruggezet`,
          details: { backupCreatedAt: file.createdAt, rows },
        },
        now,
      );
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isConstraintError(error)) {
      throw badRequest(
        `De back-up kan niet worden teruggezet: de gegevens passen niet bij elkaar (${error.message})`,
      );
    }
    throw error;
  }
  return { backupCreatedAt: file.createdAt, restoredAt: now.toISOString(), rows };
}
