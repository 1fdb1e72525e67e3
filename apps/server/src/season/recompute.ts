// Season data changed: run the engine once, turn its result into every response body, and
// store them all in one transaction. Public GETs only ever read what this wrote.
import { computeSeason } from '@clubelf/engine';
import { buildBekerViews } from '../beker/beker-views';
import { withExclusiveLock } from '../db/coordination';
import type { Db } from '../db/database';
import { buildDeelnemersViews } from '../deelnemers/deelnemers-views';
import { buildInfoViews } from '../info/info-views';
import { buildPeriodetitelsViews } from '../periodetitels/periodetitels-views';
import { buildSpelersViews } from '../spelers/spelers-views';
import { buildStandenViews } from '../standen/standen-views';
import { buildSummaryViews } from '../summary/summary-views';
import { buildTeamstandenViews } from '../teamstanden/teamstanden-views';
import type { View } from '../views/view';
import { etagOf } from '../views/view';
import { createViewContext } from '../views/view-context';
import type { ViewContext } from '../views/view-context';
import { DATA_VERSION_KEY, findView, replaceViews } from '../views/views-repository';
import { buildWedstrijdenViews } from '../wedstrijden/wedstrijden-views';
import { emptySeason } from './empty-season';
import { pointsPerRound } from './player-round-points';
import { loadSeason, readDataVersion, replacePlayerRoundPoints } from './season-repository';

/** Raise when a body's shape changes: a server starting on older stored views recomputes. */
export const VIEW_FORMAT = '3';
const FORMAT_KEY = 'meta:view-format';

export function buildAllViews(ctx: ViewContext): View[] {
  return [
    ...buildInfoViews(ctx),
    ...buildSummaryViews(ctx),
    ...buildStandenViews(ctx),
    ...buildPeriodetitelsViews(ctx),
    ...buildTeamstandenViews(ctx),
    ...buildBekerViews(ctx),
    ...buildSpelersViews(ctx),
    ...buildWedstrijdenViews(ctx),
    ...buildDeelnemersViews(ctx),
  ];
}

export interface RecomputeStats {
  views: number;
  playerRoundPoints: number;
  loadMs: number;
  computeMs: number;
  buildMs: number;
  writeMs: number;
}

/**
 * Recomputes and stores every view; before the organiser creates a season, those of an empty
 * one (see empty-season.ts), so the public site is calm rather than failing. Instances sharing a
 * PostgreSQL database take turns, so the last recompute to finish has loaded every write
 * committed before it began.
 */
export async function recomputeSeason(db: Db, now = new Date()): Promise<RecomputeStats> {
  return withExclusiveLock(db, 'recompute', () => recomputeNow(db, now));
}

async function recomputeNow(db: Db, now: Date): Promise<RecomputeStats> {
  const t0 = performance.now();
  // One snapshot: a write committing halfway through the load must not be half in it.
  const loaded = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => ({
      version: await readDataVersion(trx),
      season: await loadSeason(trx),
    }));
  const stored = loaded.season ?? emptySeason();
  const t1 = performance.now();
  const result = computeSeason(stored.input);
  const t2 = performance.now();
  const views = buildAllViews(
    createViewContext(stored.meta, stored.input, result, stored.persoonIds),
  );
  const points = pointsPerRound(result.playerMatchPoints);
  const format = { key: FORMAT_KEY, body: VIEW_FORMAT, etag: etagOf(VIEW_FORMAT) };
  const versionBody = String(loaded.version);
  const version = { key: DATA_VERSION_KEY, body: versionBody, etag: etagOf(versionBody) };
  const t3 = performance.now();
  await db.transaction().execute(async (trx) => {
    await replaceViews(trx, [...views, format, version], now.toISOString());
    await replacePlayerRoundPoints(trx, points);
  });
  const t4 = performance.now();
  return {
    views: views.length,
    playerRoundPoints: points.length,
    loadMs: t1 - t0,
    computeMs: t2 - t1,
    buildMs: t3 - t2,
    writeMs: t4 - t3,
  };
}

/**
 * The data version when the stored views are not of it (or of another view format); undefined
 * when they are current.
 */
export async function staleDataVersion(db: Db): Promise<number | undefined> {
  const [format, version, dataVersion] = await Promise.all([
    findView(db, FORMAT_KEY),
    findView(db, DATA_VERSION_KEY),
    readDataVersion(db),
  ]);
  const current = format?.body === VIEW_FORMAT && version?.body === String(dataVersion);
  return current ? undefined : dataVersion;
}

/**
 * True when the stored views were made by this version of the server from the current data.
 * False also after a crash between a save's commit (which raised the data version) and its
 * recompute: the views are then of the data before the save.
 */
export async function hasCurrentViews(db: Db): Promise<boolean> {
  return (await staleDataVersion(db)) === undefined;
}
