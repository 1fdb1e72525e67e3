// The one way a request writes season data, whoever makes it (an organiser, or a participant on
// his own team): the changes in one transaction that raises the data version, answered once
// committed with that version, then the read model is told (afterWrite, decision 026), which
// recomputes while every public read waits for it (decision 010). Who wrote it and the audit
// entry are the caller's (organiser/organiser-write.ts, participant/participant-write.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { seasonLabel } from '@clubelf/contract/season-label';
import type { Db } from '../db/database';
import { conflict, isUniqueViolation, refused } from '../http/conflict';
import { answerWithDataVersion } from '../http/data-version-header';
import { lockCurrentSeason, raiseDataVersion } from './season-repository';

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

export interface SeasonWriteOptions {
  /** Starting the next season is the one write a closed season takes. */
  whenClosed?: 'refuse' | 'allow';
}

/** Runs `work` (which writes its own audit entry) as one write of the season data. */
export async function seasonWrite<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  work: (trx: Db) => Promise<T>,
  options: SeasonWriteOptions = {},
): Promise<T> {
  let written: { value: T; dataVersion: number };
  try {
    written = await app.db.transaction().execute(async (trx) => {
      if (options.whenClosed !== 'allow') await refuseWhenClosed(trx);
      const value = await work(trx);
      return { value, dataVersion: await raiseDataVersion(trx) };
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
  return value;
}
