// Reads never recompute: a GET serves what the last recompute stored, and a recompute after a
// write is what changes the answer.
import type { InfoMessages, Tussenstand } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

    await server.app.recompute();
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
    const stats = await server.app.recompute();
    expect(stats.views).toBeGreaterThan(100);
    const after = await server.getJson<Tussenstand>(apiPaths.standen.tussenstand);
    expect(after.round).toBe(before.round + 1);
  });

  it('concurrent recomputes run one after the other and all succeed', async () => {
    const runs = await Promise.all([
      server.app.recompute(),
      server.app.recompute(),
      server.app.recompute(),
    ]);
    expect(new Set(runs.map((r) => r.views)).size).toBe(1);
    expect((await server.get(apiPaths.standen.tussenstand)).status).toBe(200);
  });
});
