// Decision 030, on SQLite and PostgreSQL: the engine runs in a worker thread, and while a
// recompute is in progress reads are served the previous data version's answers; a reader naming
// the newer version (the organiser's own write, x-data-version) waits for it. A second read model
// on the test server's database, whose recompute the test holds (the `beforeInstall` seam: the
// answers computed in the worker, not yet installed) until it releases it: no clock.
import type { InfoMessages } from '@clubelf/contract';
import { computeSeason } from '@clubelf/engine';
import type { SeasonResult } from '@clubelf/engine';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';
import { EngineThread } from './engine-thread';
import type { RunEngine } from './recompute';
import type { SeasonAnswers } from './season-answers';
import { SeasonReadModel } from './season-read-model';
import { loadSeason, raiseDataVersion, readDataVersion } from './season-repository';
import type { StoredSeason } from './season-repository';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** The real engine thread, whose worker ends right after it was handed a season, once. */
class CrashingOnce extends EngineThread {
  crashNext = false;

  override run(season: StoredSeason): ReturnType<RunEngine> {
    // The season is posted to the worker before run's first await: it dies holding it.
    const running = super.run(season);
    if (this.crashNext) {
      this.crashNext = false;
      void this.stopWorker();
    }
    return running;
  }
}

/** The next recompute's answers, held until `release` is called. */
function holdingPen() {
  let arrived: (answers: SeasonAnswers) => void = () => {};
  let release: () => void = () => {};
  let holding = false;
  return {
    /** Resolves with the held answers once a recompute has computed them. */
    held: new Promise<SeasonAnswers>((resolve) => (arrived = resolve)),
    release: () => release(),
    beforeInstall: (answers: SeasonAnswers) => {
      if (!holding) return Promise.resolve();
      arrived(answers);
      return new Promise<void>((resolve) => (release = resolve));
    },
    hold: () => (holding = true),
  };
}

/** True when `promise` has not settled after the event loop has gone round once. */
async function stillWaiting(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return !settled;
}

const mainMessageOf = (answer: { body: string } | undefined) =>
  (JSON.parse(answer?.body ?? '{}') as Partial<InfoMessages>).mainMessage;

describe('the engine in a worker thread', () => {
  it('serves the previous version while a recompute runs, and makes the writer wait for its own', async () => {
    const pen = holdingPen();
    const readModel = new SeasonReadModel({
      db: server.db,
      log: server.app.log,
      staleCheckMs: 600_000,
      beforeInstall: pen.beforeInstall,
    });
    try {
      await readModel.afterWrite(await readDataVersion(server.db));
      const before = readModel.serveNow(apiPaths.infoMessages);
      expect(mainMessageOf(before)).not.toBe('Tijdens de herberekening');

      // A write as organiserWrite makes one: the data and its raised version in one transaction.
      const version = await server.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('season')
          .set({ mainMessage: 'Tijdens de herberekening' })
          .where('isCurrent', '=', 1)
          .execute();
        return raiseDataVersion(trx);
      });
      pen.hold();
      const recomputed = readModel.afterWrite(version);
      const held = await pen.held;
      // The new answers are computed (in the worker) and held: the recompute is in progress.
      expect(held.dataVersion).toBe(version);
      expect(mainMessageOf(held.get(apiPaths.infoMessages))).toBe('Tijdens de herberekening');

      // A public read, on the hot path and through the router, gets the previous version ...
      expect(readModel.serveNow(apiPaths.infoMessages)).toBe(before);
      expect(await readModel.serve(apiPaths.infoMessages)).toBe(before);
      expect(readModel.current?.dataVersion).toBeLessThan(version);
      // ... while the organiser's read naming the saved version waits for the new one.
      const ownWrite = readModel.serve(apiPaths.infoMessages, version);
      expect(await stillWaiting(ownWrite)).toBe(true);
      expect(await stillWaiting(recomputed)).toBe(true);

      pen.release();
      expect(mainMessageOf(await ownWrite)).toBe('Tijdens de herberekening');
      expect((await recomputed).dataVersion).toBe(version);
      expect(mainMessageOf(readModel.serveNow(apiPaths.infoMessages))).toBe(
        'Tijdens de herberekening',
      );
    } finally {
      pen.release();
      await readModel.close();
    }
  });

  it('keeps its answers when the worker dies mid-recompute, and the next recompute starts another', async () => {
    const engine = new CrashingOnce();
    const readModel = new SeasonReadModel({
      db: server.db,
      log: server.app.log,
      staleCheckMs: 600_000,
      engine,
    });
    try {
      const first = await readModel.afterWrite(await readDataVersion(server.db));
      const served = readModel.current;
      // The worker's thread ended under a running recompute: that recompute fails ...
      const version = await server.db.transaction().execute(raiseDataVersion);
      engine.crashNext = true;
      await expect(readModel.afterWrite(version)).rejects.toThrow(/engine thread stopped/);
      expect(engine.crashNext).toBe(false);
      // ... the answers served stay those of before ...
      expect(readModel.current).toBe(served);
      // ... and the next write's recompute runs in a new worker.
      const next = await readModel.afterWrite(version);
      expect(next.dataVersion).toBe(version);
      expect(next.answers).toBe(first.answers);
      expect(readModel.current?.dataVersion).toBe(version);
      expect(engine.stats().started).toBe(2);
      expect(engine.stats().threadIds).not.toContain(0);
    } finally {
      await readModel.close();
    }
  });

  it("takes the fields the worker kept from its last result: the result is the full engine's (decision 033)", async () => {
    const engine = new EngineThread();
    try {
      const season = await loadSeason(server.db, undefined, true);
      if (!season) throw new Error('the test server has no season');
      const first = await engine.run(season);
      // A transfer from after the last round: no round with results changes, every standing is
      // kept in the worker and taken here from the first result.
      const selectie = season.input.selecties.find((s) => s.playerIds.length > 0);
      const playerIn = season.input.spelers.find((s) => !selectie?.playerIds.includes(s.id));
      if (!selectie || !playerIn) throw new Error('no selection to make a transfer in');
      const transfer = {
        id: Math.max(0, ...season.input.transfers.map((t) => t.id)) + 1,
        deelnemerId: selectie.deelnemerId,
        playerOutId: selectie.playerIds[0] as number,
        playerInId: playerIn.id,
        fromRound: season.input.roundCount + 1,
      };
      const next = {
        ...season,
        input: { ...season.input, transfers: [...season.input.transfers, transfer] },
      };
      // The standings crossed as typed arrays (decision 032): compared by the rows they make.
      const same = (crossed: SeasonResult, reference: SeasonResult) => {
        expect(Object.keys(crossed).sort()).toEqual(Object.keys(reference).sort());
        for (const field of Object.keys(reference) as (keyof SeasonResult)[]) {
          if (['roundScores', 'positionsPerRound'].includes(field))
            expect(crossed[field]).toEqual(reference[field]);
          else expect(JSON.stringify(crossed[field])).toBe(JSON.stringify(reference[field]));
        }
      };
      same(first.result, computeSeason(season.input));
      const { result } = await engine.run(next);
      expect(result.tussenstand).toBe(first.result.tussenstand);
      expect(result.roundScores).toBe(first.result.roundScores);
      same(result, computeSeason(next.input));
    } finally {
      await engine.close();
    }
  });
});
