// "Mijn superelf": the person's teams with their place and points, read from the public
// answers already computed (each participant's home card), so nothing is computed again.
import {
  deelnemerSummarySchema,
  type DeelnemerSummary,
  type MijnResponse,
} from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';
import { listOwnDeelnemers, openTransferWindow, persoonOfDeelnemer } from './mijn-repository';

export const NOT_YOUR_TEAM = 'Dit team is niet van jou: je ziet alleen je eigen teams.';

async function summaryOf(app: FastifyInstance, id: number): Promise<DeelnemerSummary | null> {
  const answer = await app.readModel.serve(apiPaths.deelnemerSummary(id));
  return answer ? deelnemerSummarySchema.parse(JSON.parse(answer.body)) : null;
}

export async function mijn(
  app: FastifyInstance,
  persoon: { persoonId: number; displayName: string },
): Promise<MijnResponse> {
  const own = await listOwnDeelnemers(app.db, persoon.persoonId);
  const teams = await Promise.all(
    own.map(async (d) => {
      const summary = await summaryOf(app, d.id);
      return {
        deelnemerId: d.id,
        name: d.name,
        teamName: d.teamName,
        position: summary?.position ?? null,
        totalScore: summary?.totalScore ?? 0,
      };
    }),
  );
  const window = await openTransferWindow(app.db);
  return {
    persoon: { id: persoon.persoonId, name: persoon.displayName },
    teams,
    transferperiode: window ? { ...window, sluitOp: null } : null,
  };
}

/** One of the person's own teams; another's is refused (403), an unknown one is 404. */
export async function mijnTeam(
  app: FastifyInstance,
  persoonId: number,
  deelnemerId: number,
): Promise<DeelnemerSummary> {
  const owner = await persoonOfDeelnemer(app.db, deelnemerId);
  if (owner === undefined) throw new HttpError(404, 'not_found', 'Deze deelnemer bestaat niet.');
  if (owner !== persoonId) throw new HttpError(403, 'forbidden', NOT_YOUR_TEAM);
  const summary = await summaryOf(app, deelnemerId);
  if (!summary) {
    throw new HttpError(
      404,
      'not_found',
      'Dit team staat nog niet in de stand: het heeft nog geen selectie.',
    );
  }
  return summary;
}
