// The one way an organiser endpoint writes: its changes and their audit entry in one
// transaction, answered once committed; the season is then recomputed (app.recompute,
// season/recompute-plugin.ts) and every public read waits for it, so the public pages show the
// write on their next load (decision 010).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { AuditInput } from './logboek/logboek-repository';
import { lockCurrentSeason, raiseDataVersion } from '../read-model/season-repository';
import { recordAudit } from './logboek/logboek-repository';
import { conflict, isUniqueViolation, refused } from '../http/conflict';
import { seasonLabel } from '@clubelf/contract/season-label';

/**
 * A closed season is read-only (decision 009): every write to it answers 409. The season row is
 * locked for the transaction, so a write cannot slip in while the season is being closed.
 */
async function refuseWhenClosed(trx: Db): Promise<void> {
  const season = await lockCurrentSeason(trx);
  if (season?.closedAt != null) {
    throw refused(
      `${seasonLabel(season.name)} is afgesloten en kan niet meer worden gewijzigd. ` +
        'Start het volgende seizoen om verder te gaan.',
    );
  }
}

export type AuditNote = Pick<AuditInput, 'action' | 'summary' | 'details'>;

export interface WriteOutcome<T> {
  value: T;
  audit: AuditNote;
}

/** Who is writing, for the audit log. */
export function actorOf(request: FastifyRequest): Pick<AuditInput, 'accountId' | 'userName'> {
  return {
    accountId: request.organiser?.accountId ?? null,
    userName: request.organiser?.displayName ?? 'onbekend',
  };
}

export interface WriteOptions {
  /** Starting the next season is the one write a closed season takes. */
  whenClosed?: 'refuse' | 'allow';
}

export async function organiserWrite<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  work: (trx: Db) => Promise<WriteOutcome<T>>,
  options: WriteOptions = {},
): Promise<T> {
  let value: T;
  try {
    value = await app.db.transaction().execute(async (trx) => {
      if (options.whenClosed !== 'allow') await refuseWhenClosed(trx);
      const outcome = await work(trx);
      await recordAudit(trx, { ...actorOf(request), ...outcome.audit });
      request.writtenDataVersion = await raiseDataVersion(trx);
      return outcome.value;
    });
  } catch (error) {
    // Checked before writing, so only a concurrent write of the same row gets here.
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
  // Answered once committed: the recompute runs on, and every read waits for views of this
  // data (views/view-store.ts), on this instance and on the others.
  const recomputed = app.recompute();
  app.views.awaitBeforeReading(recomputed);
  recomputed.catch((error: unknown) => {
    // The data is saved; the stale-views check (recompute-plugin.ts) tries again.
    request.log.error({ err: error }, 'recompute after a write failed');
  });
  request.log.info({ accountId: request.organiser?.accountId }, 'organiser write');
  return value;
}
