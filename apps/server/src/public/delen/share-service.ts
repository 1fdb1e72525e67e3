// The pictures to share, from the season as the engine computed it (the answers' own source:
// nothing is scored or ranked here) and the club's colours and crest. A picture is named by
// what it shows (PICTURE_FORMAT, the season's data version, the club's identity, the subject):
// that name is its ETag and its key in the cache, so a 304 costs no render and a change to any
// of them gives a new picture. Drawing happens in the worker pool (picture-pool.ts). A closed
// season's missing round or participant is refused from its stored answers, without computing
// the season again (the same 404 as the computed season gives).
import { createHash } from 'node:crypto';
import { apiPaths } from '@clubelf/contract/paths';
import { standAfterRound } from '@clubelf/engine';
import type { SeasonResult, TussenstandRow } from '@clubelf/engine';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { readCrestFile } from '../../read-model/huisstijl/huisstijl-repository';
import type { HuisstijlStore } from '../../read-model/huisstijl/huisstijl-store';
import type { ComputedSnapshot, SeasonSource } from '../../read-model/archive/season-sources';
import { rondeStatusOf } from '../standen/ronde-status';
import { participantCard } from './participant-card';
import type { CardData } from './participant-card';
import type { PictureElement } from './picture-element';
import type { PictureTheme } from './picture-parts';
import type { PicturePool } from './picture-pool';
import { PngCache } from './png-cache';
import { ROUND_PICTURE_ROWS, roundPicture } from './round-picture';
import type { RoundPictureData } from './round-picture';
import { roundWinners } from './round-standing';

/** Raised whenever the pictures' look changes, so no cache keeps the old one. */
export const PICTURE_FORMAT = 1;
/** About 100 kB each: a few MB at most. */
const MAX_KEPT = 64;

/** A picture ready to be sent: its ETag now, its bytes when asked (rendered at most once). */
export interface PreparedPicture {
  etag: string;
  /** Whether png() costs a render (not kept, not being rendered): what the limit counts. */
  needsRender(): boolean;
  png(): Promise<Buffer>;
}

/** The tussenstand rows of a result by participant, made once per result. */
const rowsById = new WeakMap<SeasonResult, Map<number, TussenstandRow>>();

export function standingRowOf(
  result: SeasonResult,
  deelnemerId: number,
): TussenstandRow | undefined {
  let rows = rowsById.get(result);
  if (!rows) {
    rows = new Map(result.tussenstand.map((row) => [row.deelnemerId, row]));
    rowsById.set(result, rows);
  }
  return rows.get(deelnemerId);
}

/** What a picture's look depends on besides its subject: its name in ETags and image URLs. */
export function pictureVersion(season: ComputedSnapshot, huisstijlVersion: string): string {
  const key = `${PICTURE_FORMAT}|${season.version}|${huisstijlVersion}`;
  return createHash('sha256').update(key).digest('base64url').slice(0, 16);
}

const roundData = new WeakMap<SeasonResult, Map<number, RoundPictureData>>();

/**
 * The round picture's data, or a Dutch 404 when the round has no results (yet). Kept per season
 * result: a round before the last costs a pass over every participant.
 */
export function roundPictureData(season: ComputedSnapshot, round: number): RoundPictureData {
  let rounds = roundData.get(season.result);
  if (!rounds) roundData.set(season.result, (rounds = new Map()));
  let data = rounds.get(round);
  if (!data) {
    data = computeRoundPictureData(season, round);
    rounds.set(round, data);
  }
  return data;
}

const noSuchRound = (round: number) => notFound(`Speelronde ${round} bestaat niet`);
const roundNotPlayed = (round: number) => notFound(`Speelronde ${round} is nog niet gespeeld`);
const noSuchDeelnemer = (deelnemerId: number) => notFound(`Deelnemer ${deelnemerId} bestaat niet`);

function computeRoundPictureData(season: ComputedSnapshot, round: number): RoundPictureData {
  const { input, result } = season;
  if (round > input.roundCount) throw noSuchRound(round);
  const status = rondeStatusOf(result, round);
  if (status.state === 'gepland') throw roundNotPlayed(round);
  return {
    round,
    status,
    rows: standAfterRound(result, round, ROUND_PICTURE_ROWS).slice(0, ROUND_PICTURE_ROWS),
    winners: roundWinners(result, round),
  };
}

/** A participant's card data, or a Dutch 404 when there is no such participant. */
export function cardData(season: ComputedSnapshot, deelnemerId: number): CardData {
  const { result } = season;
  const row = standingRowOf(result, deelnemerId);
  if (!row) throw noSuchDeelnemer(deelnemerId);
  return {
    row,
    status: rondeStatusOf(result, result.lastRoundWithResults),
    participants: result.tussenstand.length,
  };
}

export class SharePictures {
  readonly #cache = new PngCache(MAX_KEPT);
  #crest: { version: string; dataUrl: Promise<string | null> } | undefined;

  constructor(
    private readonly db: Db,
    private readonly huisstijl: HuisstijlStore,
    private readonly pool: PicturePool,
  ) {}

  /** The season of `source`, or a 404 when nothing is computed yet. */
  async season(source: SeasonSource): Promise<ComputedSnapshot> {
    const season = await source.computed();
    if (!season) throw notFound('Er is nog geen seizoen om te tonen');
    return season;
  }

  async roundPicture(source: SeasonSource, round: number): Promise<PreparedPicture> {
    if (source.closed) {
      // Every round with results has its stored bulletin (bulletin-answers.ts).
      if (round > source.closed.roundCount) throw noSuchRound(round);
      if (!(await source.get(apiPaths.bulletin(round)))) throw roundNotPlayed(round);
    }
    const season = await this.season(source);
    const data = roundPictureData(season, round);
    return this.#prepare(season, `ronde-${round}`, (theme) => roundPicture(data, theme));
  }

  async card(source: SeasonSource, deelnemerId: number): Promise<PreparedPicture> {
    // Every participant has their stored answer (deelnemers-answers.ts).
    if (source.closed && !(await source.get(apiPaths.deelnemer(deelnemerId)))) {
      throw noSuchDeelnemer(deelnemerId);
    }
    const season = await this.season(source);
    const data = cardData(season, deelnemerId);
    return this.#prepare(season, `kaart-${deelnemerId}`, (theme) => participantCard(data, theme));
  }

  async #prepare(
    season: ComputedSnapshot,
    subject: string,
    draw: (theme: PictureTheme) => PictureElement,
  ): Promise<PreparedPicture> {
    const { settings, cssVersion } = await this.huisstijl.current();
    const key = `${pictureVersion(season, cssVersion)}-${subject}`;
    const etag = `"${key}"`;
    return {
      etag,
      needsRender: () => !this.#cache.has(key),
      png: () =>
        this.#cache.get(key, async () => {
          const theme: PictureTheme = {
            primary: settings.primaryColour,
            secondary: settings.secondaryColour,
            crest: await this.#crestDataUrl(settings.crestVersion),
            clubName: season.meta.clubName,
            seasonName: season.meta.seasonName,
          };
          return this.pool.render(draw(theme));
        }),
    };
  }

  /** The crest (256 px PNG) as a data URL, read once per crest. */
  #crestDataUrl(version: string | null): Promise<string | null> {
    if (version === null) return Promise.resolve(null);
    if (this.#crest?.version !== version) {
      const dataUrl = readCrestFile(this.db, version, 'png256').then((png) =>
        png ? `data:image/png;base64,${png.toString('base64')}` : null,
      );
      this.#crest = { version, dataUrl };
      dataUrl.catch(() => {
        if (this.#crest?.dataUrl === dataUrl) this.#crest = undefined;
      });
    }
    return this.#crest.dataUrl;
  }
}
