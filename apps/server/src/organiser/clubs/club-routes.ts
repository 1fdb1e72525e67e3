// The league's clubs. A club in use (players, matches) cannot be removed.
import {
  clubCreateRequestSchema,
  clubUpdateRequestSchema,
  versionQuerySchema,
  type OrganiserClub,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../errors';
import { conflict, expectUpdated, refused } from '../conflict';
import { organiserWrite } from '../organiser-write';
import { idParam, parseInput } from '../parse-request';
import { requireSeason } from '../season/season-state';
import { byDutchName } from '../../views/view-context';

export async function listClubs(db: Db): Promise<OrganiserClub[]> {
  const [clubs, spelers, home, away] = await Promise.all([
    db.selectFrom('club').select(['id', 'name', 'version']).execute(),
    db
      .selectFrom('speler')
      .select((eb) => ['clubId', eb.fn.countAll<number | string>().as('n')])
      .groupBy('clubId')
      .execute(),
    db
      .selectFrom('wedstrijd')
      .select((eb) => ['homeClubId as clubId', eb.fn.countAll<number | string>().as('n')])
      .groupBy('homeClubId')
      .execute(),
    db
      .selectFrom('wedstrijd')
      .select((eb) => ['awayClubId as clubId', eb.fn.countAll<number | string>().as('n')])
      .groupBy('awayClubId')
      .execute(),
  ]);
  const counts = (rows: { clubId: number; n: number | string }[]) =>
    new Map(rows.map((r) => [r.clubId, Number(r.n)]));
  const spelerCount = counts(spelers);
  const homeCount = counts(home);
  const awayCount = counts(away);
  return clubs
    .map((c) => ({
      ...c,
      spelerCount: spelerCount.get(c.id) ?? 0,
      wedstrijdCount: (homeCount.get(c.id) ?? 0) + (awayCount.get(c.id) ?? 0),
    }))
    .sort((a, b) => byDutchName(a.name, b.name) || a.id - b.id);
}

async function clubBody(db: Db, id: number): Promise<OrganiserClub> {
  const club = (await listClubs(db)).find((c) => c.id === id);
  if (!club) throw notFound(`Club ${id} bestaat niet`);
  return club;
}

/** 400 when another club already has the name (case and spaces do not make a new club). */
export async function refuseDuplicateClubName(db: Db, name: string, exceptId?: number) {
  const query = db
    .selectFrom('club')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  const same = await (exceptId ? query.where('id', '!=', exceptId) : query).executeTakeFirst();
  if (same) throw badRequest(`name: er is al een club met de naam ${name}`);
}

export async function clubRoutes(app: FastifyInstance) {
  app.get(organiserPaths.clubs, () => listClubs(app.db));

  app.post(organiserPaths.clubs, async (request, reply) => {
    const body = parseInput(clubCreateRequestSchema, request.body);
    const id = await organiserWrite(app, request, async (trx) => {
      await requireSeason(trx);
      await refuseDuplicateClubName(trx, body.name);
      const row = await trx
        .insertInto('club')
        .values({ name: body.name })
        .returning('id')
        .executeTakeFirstOrThrow();
      return {
        value: row.id,
        audit: {
          action: 'club.aanmaken',
          summary: `Club ${body.name} toegevoegd`,
          details: { id: row.id, name: body.name },
        },
      };
    });
    return reply.code(201).send(await clubBody(app.db, id));
  });

  app.put('/api/organiser/clubs/:id', async (request) => {
    const id = idParam(request);
    const body = parseInput(clubUpdateRequestSchema, request.body);
    await organiserWrite(app, request, async (trx) => {
      const before = await clubBody(trx, id);
      await refuseDuplicateClubName(trx, body.name, id);
      const result = await trx
        .updateTable('club')
        .set({ name: body.name, version: body.version + 1 })
        .where('id', '=', id)
        .where('version', '=', body.version)
        .executeTakeFirst();
      expectUpdated(result);
      return {
        value: undefined,
        audit: {
          action: 'club.wijzigen',
          summary: `Club ${before.name} gewijzigd in ${body.name}`,
          details: { id, before: before.name, after: body.name },
        },
      };
    });
    return clubBody(app.db, id);
  });

  app.delete('/api/organiser/clubs/:id', async (request, reply) => {
    const id = idParam(request);
    const { version } = parseInput(versionQuerySchema, request.query);
    await organiserWrite(app, request, async (trx) => {
      const club = await clubBody(trx, id);
      if (club.version !== version) throw conflict();
      if (club.spelerCount > 0 || club.wedstrijdCount > 0) {
        throw refused(
          `Club ${club.name} is in gebruik (${club.spelerCount} spelers, ${club.wedstrijdCount} wedstrijden) en kan niet verwijderd worden.`,
        );
      }
      const result = await trx
        .deleteFrom('club')
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      expectUpdated(result);
      return {
        value: undefined,
        audit: {
          action: 'club.verwijderen',
          summary: `Club ${club.name} verwijderd`,
          details: { id, name: club.name },
        },
      };
    });
    return reply.code(204).send();
  });
}
