// The one way an organiser endpoint writes: its changes and their audit entry in one
// transaction, then the season recomputed (app.recompute, season/recompute-plugin.ts) so the
// public pages show it on their next load.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { AuditInput } from './logboek/logboek-repository';
import { raiseDataVersion } from '../season/season-repository';
import { recordAudit } from './logboek/logboek-repository';
import { conflict, isUniqueViolation } from './conflict';

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

export async function organiserWrite<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  work: (trx: Db) => Promise<WriteOutcome<T>>,
): Promise<T> {
  let value: T;
  try {
    value = await app.db.transaction().execute(async (trx) => {
      const outcome = await work(trx);
      await recordAudit(trx, { ...actorOf(request), ...outcome.audit });
      await raiseDataVersion(trx);
      return outcome.value;
    });
  } catch (error) {
    // Checked before writing, so only a concurrent write of the same row gets here.
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
  await app.recompute();
  request.log.info({ accountId: request.organiser?.accountId }, 'organiser write');
  return value;
}
