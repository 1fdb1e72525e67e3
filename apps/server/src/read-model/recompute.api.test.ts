// Reads never recompute: a GET serves what the last recompute made, and a recompute after a
// write is what changes the answer.
import type { InfoMessages, Speelronde, Tussenstand } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { computeSeason } from '@clubelf/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAnswers, publicPaths } from '../test/public-answers';
import { createAnswerContext } from './answer-context';
import { buildAllAnswers } from './recompute';
import { afterDirectWrite } from '../test/after-direct-write';
import { loadSeason } from './season-repository';
import { startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('recompute', () => {
  it('a data change shows only after a recompute, with a new ETag', async () => {
    const path = apiPaths.infoMessages;
    const before = await server.get(path);
    const etag = before.headers.get('etag') ?? '';
    expect(((await before.json()) as InfoMessages).mainMessage).not.toBe('Nieuw bericht');

    await server.db.updateTable('season').set({ mainMessage: 'Nieuw bericht' }).execute();
    const stale = await server.getJson<InfoMessages>(path);
    expect(stale.mainMessage).not.toBe('Nieuw bericht');

    await afterDirectWrite(server.app);
    const after = await server.get(path, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(((await after.json()) as InfoMessages).mainMessage).toBe('Nieuw bericht');
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it('a new match result moves the standing after a recompute', async () => {
    const before = await server.getJson<Tussenstand>(apiPaths.standen.tussenstand);
    const match = await server.db
      .selectFrom('wedstrijd')
      .selectAll()
      .where('round', '=', before.round + 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const scorer = await server.db
      .selectFrom('speler')
      .select(['id', 'clubId'])
      .where('clubId', '=', match.homeClubId)
      .where('status', '=', 'actief')
      .where('position', '=', 'Aanvaller')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await server.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('wedstrijd')
        .set({ homeGoals: 1, awayGoals: 0 })
        .where('id', '=', match.id)
        .execute();
      await trx
        .insertInto('spelerEvents')
        .values({
          matchId: match.id,
          playerId: scorer.id,
          clubId: scorer.clubId,
          played: 1,
          basisplaats: 1,
          goals: 1,
          penaltyGoals: 0,
          assists: 0,
          ownGoals: 0,
          yellow: 0,
          secondYellow: 0,
          directRed: 0,
          penaltiesSaved: 0,
          penaltiesMissed: 0,
        })
        .execute();
    });
    const stats = await afterDirectWrite(server.app);
    expect(stats.answers).toBeGreaterThan(100);
    const after = await server.getJson<Tussenstand>(apiPaths.standen.tussenstand);
    expect(after.round).toBe(before.round + 1);
  });

  it('concurrent recomputes run one after the other and all succeed: they end in the answers of one recompute on the final data', async () => {
    // Called at once, they take turns (coalesce.test.ts shows the order), and all succeed alike.
    let firstEnded = Number.POSITIVE_INFINITY;
    const atOnce = await Promise.all([
      afterDirectWrite(server.app).then((stats) => {
        firstEnded = Date.now();
        return stats;
      }),
      afterDirectWrite(server.app),
      afterDirectWrite(server.app),
    ]);
    expect(atOnce.map((r) => r.answers)).toEqual(atOnce.map(() => atOnce[0]!.answers));
    expect(firstEnded).toBeLessThan(Number.POSITIVE_INFINITY);

    // Writes land while recomputes are queued: the last one to run has loaded them all.
    const first = afterDirectWrite(server.app);
    await server.db.updateTable('season').set({ mainMessage: 'Tijdens de recomputes' }).execute();
    const second = afterDirectWrite(server.app);
    const match = await server.db
      .selectFrom('wedstrijd')
      .select(['id', 'round'])
      .where('homeGoals', 'is', null)
      .orderBy('round')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('wedstrijd')
      .set({ homeGoals: 3, awayGoals: 2 })
      .where('id', '=', match.id)
      .execute();
    const third = afterDirectWrite(server.app);
    const runs = await Promise.all([first, second, third]);
    expect(runs.map((r) => r.answers)).toEqual(runs.map(() => atOnce[0]!.answers));

    const paths = await publicPaths(server);
    const stored = kept();
    const served = await publicAnswers(server, paths);
    for (const answer of served.values()) expect(answer).toMatch(/^200 /);
    // The last writes show ...
    const info = await server.getJson<InfoMessages>(apiPaths.infoMessages);
    expect(info.mainMessage).toBe('Tijdens de recomputes');
    const speelronde = await server.getJson<Speelronde>(apiPaths.wedstrijdRonde(match.round));
    expect(speelronde.wedstrijden.find((m) => m.id === match.id)).toMatchObject({
      homeGoals: 3,
      awayGoals: 2,
    });
    // ... every answer is what the engine makes of the final data ...
    const season = await loadSeason(server.db);
    const expected = buildAllAnswers(
      createAnswerContext(season!.meta, season!.input, computeSeason(season!.input)),
    );
    expect(stored).toEqual(
      new Map(
        expected.map((lazy) => {
          const v = lazy.build();
          return [v.key, `${v.etag}\n${v.body}`];
        }),
      ),
    );
    // ... and one more recompute on the same data changes no answer.
    await afterDirectWrite(server.app);
    expect(kept()).toEqual(stored);
    expect(await publicAnswers(server, paths)).toEqual(served);
  });
});

/** Every answer the server holds (key -> etag and body). */
function kept() {
  const answers = server.app.readModel.current?.buildAll() ?? [];
  return new Map(answers.map((v) => [v.key, `${v.etag}\n${v.body}`]));
}
