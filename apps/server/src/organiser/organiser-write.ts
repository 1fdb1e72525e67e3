// The one way an organiser endpoint writes: its changes and their audit entry, naming the
// organiser, in one transaction of the shared season write (read-model/season-write.ts: the data
// version, the answer once committed, the read model told).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { AuditInput } from './logboek/logboek-repository';
import { recordAudit } from './logboek/logboek-repository';
import { seasonWrite, type SeasonWriteOptions } from '../read-model/season-write';

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

export type WriteOptions = SeasonWriteOptions;

export async function organiserWrite<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  work: (trx: Db) => Promise<WriteOutcome<T>>,
  options: WriteOptions = {},
): Promise<T> {
  const value = await seasonWrite(
    app,
    request,
    async (trx) => {
      const outcome = await work(trx);
      await recordAudit(trx, { ...actorOf(request), ...outcome.audit });
      return outcome.value;
    },
    options,
  );
  request.log.info({ accountId: request.organiser?.accountId }, 'organiser write');
  return value;
}
