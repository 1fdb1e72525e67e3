// The one way a participant's own route writes (issue 27): its changes and their audit entry,
// naming the participant as the actor, in one transaction of the shared season write
// (read-model/season-write.ts), as organiser/organiser-write.ts does for the organiser: the data
// version is raised, the read model recomputes, and the dashboard's log shows who did it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { seasonWrite } from '../read-model/season-write';
import { recordAudit, type AuditInput } from '../organiser/logboek/logboek-repository';

export interface ParticipantWriteOutcome<T> {
  value: T;
  audit: Pick<AuditInput, 'action' | 'summary' | 'details'>;
}

/** Set by the scope's check (participant-routes.ts) before any handler runs. */
export function participantOf(request: FastifyRequest) {
  const participant = request.participant;
  if (!participant) throw new Error('participant route without the participant check');
  return participant;
}

export async function participantWrite<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  work: (trx: Db) => Promise<ParticipantWriteOutcome<T>>,
): Promise<T> {
  const participant = participantOf(request);
  const value = await seasonWrite(app, request, async (trx) => {
    const outcome = await work(trx);
    await recordAudit(
      trx,
      {
        // Not an organiser's account: the person, by name, marked as a participant.
        accountId: null,
        userName: `${participant.displayName} (deelnemer)`,
        action: outcome.audit.action,
        summary: outcome.audit.summary,
        details: { ...outcome.audit.details, persoonId: participant.persoonId },
      },
      app.clock(),
    );
    return outcome.value;
  });
  request.log.info({ persoonId: participant.persoonId }, 'participant write');
  return value;
}
