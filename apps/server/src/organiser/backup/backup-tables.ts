// What a backup holds: every table the organisers fill, every season (the current one in the
// season's tables, each closed one frozen on its season row with its outcome per person and per
// prize), in an order that respects the foreign keys (parents first). Computed results and
// counters are left out; they are rebuilt.
import type { Db } from '../../db/database';

export interface BackupTable {
  /** The table as the app's Kysely sees it (camelCase). */
  name: string;
  /** Its primary key, for a stable row order. */
  orderBy: readonly string[];
}

export const BACKUP_TABLES: readonly BackupTable[] = [
  { name: 'season', orderBy: ['id'] },
  { name: 'persoon', orderBy: ['id'] },
  { name: 'seasonResult', orderBy: ['seasonId', 'deelnemerId'] },
  { name: 'seasonPrize', orderBy: ['seasonId', 'prize', 'sequence'] },
  { name: 'club', orderBy: ['id'] },
  { name: 'team', orderBy: ['id'] },
  { name: 'speler', orderBy: ['id'] },
  { name: 'wedstrijd', orderBy: ['id'] },
  { name: 'spelerEvents', orderBy: ['matchId', 'playerId'] },
  { name: 'deelnemer', orderBy: ['id'] },
  { name: 'deelnemerSubcompetitie', orderBy: ['deelnemerId', 'name'] },
  { name: 'selectieSpeler', orderBy: ['deelnemerId', 'slot'] },
  { name: 'transfer', orderBy: ['id'] },
  { name: 'bekerRonde', orderBy: ['id'] },
  { name: 'bekerDuel', orderBy: ['bekerRondeId', 'slot'] },
  { name: 'transferWindow', orderBy: ['id'] },
  { name: 'account', orderBy: ['id'] },
  { name: 'auditLog', orderBy: ['id'] },
  { name: 'huisstijl', orderBy: ['id'] },
  // Enrolments (migration 0010): their contact data is kept like the participants' e-mail.
  { name: 'aanmelding', orderBy: ['id'] },
  { name: 'inleg', orderBy: ['seasonId'] },
  { name: 'inlegBetaling', orderBy: ['deelnemerId'] },
  // The privacy statement and retention (migration 0012): one row for the site.
  { name: 'privacy', orderBy: ['id'] },
  // The messages' settings (migration 0021): one row for the site.
  { name: 'berichtInstelling', orderBy: ['id'] },
  // The participants' choices of messages (migration 0019; in a backup from 0021 on, decision
  // 029): what they asked for, not delivery state. After persoon: each is a person's.
  { name: 'berichtVoorkeur', orderBy: ['persoonId', 'kind', 'channel'] },
];

/**
 * Tables that existed before a backup held them, and the database version from which it does:
 * a backup of an earlier version has none of their rows (and is not refused for it), so a
 * restore of it leaves them empty.
 */
export const BACKED_UP_SINCE: Readonly<Record<string, string>> = {
  berichtVoorkeur: '0021-bericht-instelling',
};

/**
 * Machinery: the data version, sign-in counts, participant sign-ins, migrations.
 * archivedView too: a restore rebuilds each closed season's answers from the archive on its
 * season row (restore-archived-views.ts), with the code that closes a season. That keeps the
 * backup small (the demo season's answers are twice its archive), leaves nothing to check for
 * agreeing with the archive, and gives answers in the format of the server that restores.
 */
export const NOT_BACKED_UP: readonly string[] = [
  'archivedView',
  'partVersion',
  'viewGeneration',
  'loginAttempt',
  // Participant accounts and sign-in links (migration 0015): a link is a short-lived secret and
  // an account is made again at the person's next sign-in; a restore ends every such sign-in.
  'persoonAccount',
  'inloglink',
  // The outbox (migration 0019): delivery state, not the club's data. A restored copy must not
  // send old messages again, and the positions told per round start afresh. (The choices per
  // kind are backed up, above.)
  'bericht',
  'rondeBerichtStand',
  // Passkeys (migration 0017) go with the accounts they sign in to: added again after a restore.
  'passkey',
  // Web Push (migration 0020): a browser's subscription is delivery state bound to the site's
  // VAPID key (kept outside the backup too); the person switches notifications on again.
  'pushAbonnement',
  'pushSleutel',
  'kyselyMigration',
  'kyselyMigrationLock',
];

/** Tables of versions before 0008 (stored answers, decision 011): no backup ever held them. */
export const DROPPED_UNBACKED: readonly string[] = ['computedView', 'playerRoundPoints'];

export const camelCase = (name: string) =>
  name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

export interface ColumnInfo {
  name: string;
  /** Lower-case database type, e.g. 'integer', 'text', 'int4', 'bigint'. */
  dataType: string;
  isNullable: boolean;
  hasDefaultValue: boolean;
}

/** Every table of the database with its columns, camelCase as the app names them. */
export async function databaseColumns(db: Db): Promise<Map<string, ColumnInfo[]>> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  return new Map(
    tables.map((t) => [
      camelCase(t.name),
      t.columns.map((c) => ({
        name: camelCase(c.name),
        dataType: c.dataType.toLowerCase(),
        isNullable: c.isNullable,
        hasDefaultValue: c.hasDefaultValue || c.isAutoIncrementing,
      })),
    ]),
  );
}
