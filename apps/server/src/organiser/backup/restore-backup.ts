// Replaces all backed-up data with a backup in one transaction: brought forward when it is of an
// older database version (bring-forward.ts), checked, then every table emptied (children first)
// and refilled (parents first), id sequences moved past the restored ids, the season proven
// computable, the closed seasons' answers rebuilt from their archives, and an audit entry. The
// caller recomputes after commit.
import type { RestoreResult } from '@clubelf/contract';
import { computeSeason } from '@clubelf/engine';
import {
  accountsBeforeRestore,
  carryTokenVersions,
} from '../../http/accounts/restore-token-versions';
import type { Db } from '../../db/database';
import { resetIdSequences } from '../../db/id-sequences';
import { fieldProblem, HttpError } from '../../http/errors';
import type { AuditInput } from '../logboek/logboek-repository';
import { recordAudit } from '../logboek/logboek-repository';
import { loadSeason, raiseDataVersion } from '../../read-model/season-repository';
import { appliedMigrations, emptyTable, fillTable } from './backup-repository';
import { BACKUP_TABLES, databaseColumns } from './backup-tables';
import { bringForward } from './bring-forward';
import { isConstraintError, rowsDoNotFit } from './constraint-error';
import { restoreArchivedViews } from './restore-archived-views';
import { parseBackupFile, validateBackup } from './validate-backup';

export type Actor = Pick<AuditInput, 'accountId' | 'userName'>;

export async function restoreBackup(
  db: Db,
  body: unknown,
  actor: Actor,
  now = new Date(),
): Promise<RestoreResult & { dataVersion: number }> {
  const taken = parseBackupFile(body);
  const migrations = await appliedMigrations(db);
  const file = validateBackup(
    await bringForward(taken, migrations),
    migrations,
    await databaseColumns(db),
  );
  const broughtForward = file !== taken;
  const rows: Record<string, number> = {};
  let dataVersion = 0;
  try {
    await db.transaction().execute(async (trx) => {
      const accountsBefore = await accountsBeforeRestore(trx);
      // Rebuilt below from the restored archives.
      await emptyTable(trx, 'archivedView');
      for (const { name } of [...BACKUP_TABLES].reverse()) await emptyTable(trx, name);
      for (const { name } of BACKUP_TABLES) {
        const tableRows = file.tables[name] ?? [];
        await fillTable(trx, name, tableRows);
        rows[name] = tableRows.length;
      }
      await carryTokenVersions(trx, accountsBefore, actor.accountId);
      await resetIdSequences(trx);
      // A crash before the caller's recompute must not leave the old answers served (decision
      // 002); the caller tells the read model this version (readModel.afterWrite).
      dataVersion = await raiseDataVersion(trx);
      const stored = await loadSeason(trx);
      try {
        if (stored) computeSeason(stored.input);
      } catch (error) {
        throw fieldProblem(
          'tables',
          `De back-up bevat een seizoen dat niet te berekenen is: ${(error as Error).message}`,
        );
      }
      const closedSeasons = await restoreArchivedViews(trx);
      const from = taken.migrations.at(-1);
      await recordAudit(
        trx,
        {
          ...actor,
          action: 'backup.terugzetten',
          summary: broughtForward
            ? `Back-up van ${file.createdAt} teruggezet (bijgewerkt van databaseversie ${from})`
            : `Back-up van ${file.createdAt} teruggezet`,
          details: {
            backupCreatedAt: file.createdAt,
            rows,
            closedSeasons,
            ...(broughtForward ? { broughtForwardFrom: from } : {}),
          },
        },
        now,
      );
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isConstraintError(error)) throw rowsDoNotFit(error);
    throw error;
  }
  return { backupCreatedAt: file.createdAt, restoredAt: now.toISOString(), rows, dataVersion };
}
