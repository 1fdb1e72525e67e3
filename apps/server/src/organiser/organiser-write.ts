// The one way an organiser endpoint writes: its changes and their audit entry in one
// transaction, answered once committed with the data version it raised; the read model is then
// told (app.readModel.afterWrite, decision 026), which recomputes while every public read waits
// for it, so the public pages show the write on their next load (decision 010).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { AuditInput } from './logboek/logboek-repository';
import { lockCurrentSeason, raiseDataVersion } from '../read-model/season-repository';
import { recordAudit } from './logboek/logboek-repository';
import { conflict, isUniqueViolation, refused } from '../http/conflict';
import { answerWithDataVersion } from '../http/data-version-header';
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
  let written: { value: T; dataVersion: number };
  try {
    written = await app.db.transaction().execute(async (trx) => {
      if (options.whenClosed !== 'allow') await refuseWhenClosed(trx);
      const outcome = await work(trx);
      await recordAudit(trx, { ...actorOf(request), ...outcome.audit });
      return { value: outcome.value, dataVersion: await raiseDataVersion(trx) };
    });
  } catch (error) {
    // Checked before writing, so only a concurrent write of the same row gets here.
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
  const { value, dataVersion } = written;
  answerWithDataVersion(request, dataVersion);
  // Answered once committed: the recompute runs on, and every read waits for answers of this
  // data (read-model/season-read-model.ts), on this instance and on the others.
  app.readModel.afterWrite(dataVersion).catch((error: unknown) => {
    // The data is saved; the read model's periodic look at the data version tries again.
    request.log.error({ err: error }, 'recompute after a write failed');
  });
  request.log.info({ accountId: request.organiser?.accountId }, 'organiser write');
  return value;
}
