// A crash between a save's commit and its recompute: the save raised the data version, and the
// answers, kept in memory (decision 011), die with the process: the next start computes them
// from the stored data before it serves.
import { siteContentSchema } from '@clubelf/contract';
import type { InfoMessages, Speelronde } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterDirectWrite } from '../test/after-direct-write';
import { publicAnswers, publicPaths } from '../test/public-answers';
import { startOrganiserServer } from '../test/organiser/organiser-client';
import { startAnotherInstance, startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';
import { raiseDataVersion, readDataVersion } from './season-repository';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** True when the instance serves answers of the stored data's version. */
const servesCurrentData = async (s: TestServer) =>
  s.app.readModel.current?.dataVersion === (await readDataVersion(s.db));

describe('a restart after a crash between a save and its recompute', () => {
  it('recomputes before serving: every public answer is that of a fresh recompute', async () => {
    const paths = await publicPaths(server);
    const before = await publicAnswers(server, paths);
    expect(await servesCurrentData(server)).toBe(true);

    // The save commits as organiserWrite does (data and the raised version in one
    // transaction); the process dies before its recompute.
    const match = await server.db
      .selectFrom('wedstrijd')
      .select(['id', 'round'])
      .where('homeGoals', 'is', null)
      .orderBy('round')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await server.db.transaction().execute(async (trx) => {
      await trx.updateTable('season').set({ mainMessage: 'Na de crash' }).execute();
      await trx
        .updateTable('wedstrijd')
        .set({ homeGoals: 4, awayGoals: 1 })
        .where('id', '=', match.id)
        .execute();
      await raiseDataVersion(trx);
    });
    await server.stop();

    const restarted = await startAnotherInstance(server);
    try {
      const served = await publicAnswers(restarted, paths);
      expect(served).not.toEqual(before);
      const info = await restarted.getJson<InfoMessages>(apiPaths.infoMessages);
      expect(info.mainMessage).toBe('Na de crash');
      const ronde = await restarted.getJson<Speelronde>(apiPaths.wedstrijdRonde(match.round));
      expect(ronde.wedstrijden.find((m) => m.id === match.id)).toMatchObject({
        homeGoals: 4,
        awayGoals: 1,
      });
      // A fresh recompute of the stored data gives exactly what the restart served.
      await afterDirectWrite(restarted.app);
      expect(await publicAnswers(restarted, paths)).toEqual(served);
      expect(await servesCurrentData(restarted)).toBe(true);
      await restarted.stop();

      // Another start computes the very same answers.
      const again = await startAnotherInstance(server);
      try {
        expect(await publicAnswers(again, paths)).toEqual(served);
      } finally {
        await again.stop();
      }
    } finally {
      await restarted.stop();
    }
  });
});

describe('an organiser save', () => {
  it('raises the data version in its transaction, and its recompute records it', async () => {
    const { server: organised, client } = await startOrganiserServer();
    try {
      const before = await readDataVersion(organised.db);
      const content = siteContentSchema.parse(await client.ok('GET', organiserPaths.inhoud));
      await client.ok('PUT', organiserPaths.inhoud, {
        version: content.version,
        clubName: content.clubName,
        mainMessage: 'Opgeslagen',
        reglementExtraText: content.reglementExtraText,
      });
      expect(await readDataVersion(organised.db)).toBe(before + 1);
      // Answered once committed; the next read waits for the recompute, which records it.
      expect(await organised.getJson<InfoMessages>(apiPaths.infoMessages)).toEqual({
        mainMessage: 'Opgeslagen',
      });
      expect(await servesCurrentData(organised)).toBe(true);
    } finally {
      await organised.close();
    }
  });
});

describe('an instance that keeps running while another died between a save and its recompute', () => {
  it('sees its answers behind the data and recomputes them by itself', async () => {
    const running = await startTestServer({ env: { STALE_VIEWS_CHECK_MS: '100' } });
    try {
      expect(await running.getJson<InfoMessages>(apiPaths.infoMessages)).not.toEqual({
        mainMessage: 'Opgeslagen door een instantie die daarna viel',
      });
      // The other instance's save: committed with the raised version, never recomputed.
      await running.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('season')
          .set({ mainMessage: 'Opgeslagen door een instantie die daarna viel' })
          .where('isCurrent', '=', 1)
          .execute();
        await raiseDataVersion(trx);
      });
      const deadline = Date.now() + 10_000;
      let info = await running.getJson<InfoMessages>(apiPaths.infoMessages);
      while (info.mainMessage !== 'Opgeslagen door een instantie die daarna viel') {
        expect(Date.now(), 'the running instance never recomputed').toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 50));
        info = await running.getJson<InfoMessages>(apiPaths.infoMessages);
      }
      expect(await servesCurrentData(running)).toBe(true);
    } finally {
      await running.close();
    }
  });
});
