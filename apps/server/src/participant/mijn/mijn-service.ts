// "Mijn superelf": the person's teams with their place and points, read from the public
// answers already computed (each participant's home card, their round's 11), so nothing is
// computed again.
import {
  AANMELDING_STATUS_LABELS,
  aanmeldingStatusSchema,
  deelnemerRondeSchema,
  deelnemerSummarySchema,
  type DeelnemerRonde,
  type DeelnemerSummary,
  type MijnResponse,
  type MijnTeamResponse,
} from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';
import { submitAanmelding } from '../../public/aanmeldingen/aanmelding-service';
import {
  accountEmail,
  knownEmail,
  listOwnAanmeldingen,
  listOwnDeelnemers,
  persoonOfDeelnemer,
  startRondeOf,
} from './mijn-repository';
import { mijnTransferperiode } from '../transfers/transfer-window-service';

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
        round: summary?.round ?? 0,
        positionChange: summary?.positionChange ?? null,
        roundScore: summary?.roundScore ?? 0,
      };
    }),
  );
  const aanmeldingen = await listOwnAanmeldingen(
    app.db,
    persoon.persoonId,
    await accountEmail(app.db, persoon.persoonId),
  );
  const transferperiode = await mijnTransferperiode(app.db, app.clock());
  return {
    persoon: { id: persoon.persoonId, name: persoon.displayName },
    teams,
    aanmeldingen: aanmeldingen.map((a) => {
      const status = aanmeldingStatusSchema.parse(a.status);
      return {
        id: a.id,
        teamnaam: a.teamnaam,
        status,
        statusLabel: AANMELDING_STATUS_LABELS[status],
        notitie: a.notitie,
        ingediendOp: a.createdAt,
        bijgewerktOp: a.updatedAt,
      };
    }),
    aanmelden: {
      naam: persoon.displayName,
      email: await knownEmail(app.db, persoon.persoonId),
      telefoon: aanmeldingen.find((a) => a.telefoon !== null)?.telefoon ?? null,
    },
    transferperiode,
  };
}

/**
 * The team's 11 of `round` with their points and events: the public answer of
 * /api/deelnemers/{id}/ronde/{round}, made by the read model as for anyone; null when it has none.
 */
async function rondeOf(
  app: FastifyInstance,
  deelnemerId: number,
  round: number,
): Promise<DeelnemerRonde | null> {
  try {
    const answer = await app.seasonSources.current.deelnemerRonde(deelnemerId, round);
    return deelnemerRondeSchema.parse(JSON.parse(answer.body));
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/** One of the person's own teams; another's is refused (403), an unknown one is 404. */
export async function mijnTeam(
  app: FastifyInstance,
  persoonId: number,
  deelnemerId: number,
): Promise<MijnTeamResponse> {
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
  // The last round with results; before the team's first (a late joiner, or no results yet),
  // the 11 it starts with in the round it first counts in.
  const startRonde = await startRondeOf(app.db, deelnemerId);
  const ronde = await rondeOf(app, deelnemerId, Math.max(summary.round, startRonde, 1));
  return { ...summary, ronde };
}

/** The public enrolment, sent signed in: it carries the person (issue 27, item 4). */
export async function mijnAanmelding(
  app: FastifyInstance,
  persoonId: number,
  body: unknown,
): Promise<string> {
  const { referentie } = await submitAanmelding(app.db, body, new Date(), { persoonId });
  return referentie;
}
