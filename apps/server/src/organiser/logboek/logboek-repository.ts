// The audit log: who changed what and when. Written inside the write's own transaction, so an
// entry exists exactly when the change does.
import type { AuditEntry } from '@clubelf/contract';
import type { Db } from '../../db/database';

export interface AuditInput {
  accountId: number | null;
  /** Who: the organiser's display name. */
  userName: string;
  /** A code such as 'speler.update'. */
  action: string;
  /** Dutch, for the dashboard: 'Speler Jan Jansen gewijzigd'. */
  summary: string;
  details: Record<string, unknown>;
}

export async function recordAudit(trx: Db, entry: AuditInput, now = new Date()): Promise<void> {
  await trx
    .insertInto('auditLog')
    .values({
      at: now.toISOString(),
      accountId: entry.accountId,
      userName: entry.userName,
      action: entry.action,
      summary: entry.summary,
      details: JSON.stringify(entry.details),
    })
    .execute();
}

/** One page of the log, newest first. */
export async function listAudit(
  db: Db,
  page: number,
  pageSize: number,
): Promise<{ total: number; entries: AuditEntry[] }> {
  const [count, rows] = await Promise.all([
    db
      .selectFrom('auditLog')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('auditLog')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return {
    total: Number(count.n),
    entries: rows.map((r) => ({ ...r, details: JSON.parse(r.details) as Record<string, unknown> })),
  };
}
