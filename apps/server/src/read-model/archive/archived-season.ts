// A closed season's data, frozen on its row as one JSON document: what the engine needs to
// compute it again (its input), the site texts of that season and who each participant was.
// From it the season's public answers are rebuilt when their format changes, and a
// participant's round is answered (too many to store one body each).
import { computeSeason } from '@clubelf/engine';
import type { SeasonInput, SeasonResult } from '@clubelf/engine';
import { buildAllAnswers, ANSWER_FORMAT } from '../recompute';
import type { SeasonMeta, StoredSeason } from '../season-repository';
import { createAnswerContext } from '../answer-context';
import { etagOf } from '../answer';
import type { Answer } from '../answer';

/** The archived views' format marker (compared with ANSWER_FORMAT on start). */
export const ARCHIVE_FORMAT_KEY = 'meta:view-format';

interface ArchiveDocument {
  meta: SeasonMeta;
  input: SeasonInput;
  /** [deelnemerId, persoonId] pairs. */
  persoonIds: [number, number][];
}

export function serializeArchive(season: StoredSeason): string {
  const document: ArchiveDocument = {
    meta: season.meta,
    input: season.input,
    persoonIds: [...season.persoonIds],
  };
  return JSON.stringify(document);
}

export function parseArchive(json: string): StoredSeason {
  const document = JSON.parse(json) as ArchiveDocument;
  return {
    meta: document.meta,
    input: document.input,
    persoonIds: new Map(document.persoonIds),
  };
}

/** Every public answer of the season, with the format marker. */
export function seasonAnswers(season: StoredSeason, result: SeasonResult): Answer[] {
  return [
    ...buildAllAnswers(
      createAnswerContext(season.meta, season.input, result, season.persoonIds),
    ).map((view) => view.build()),
    { key: ARCHIVE_FORMAT_KEY, body: ANSWER_FORMAT, etag: etagOf(ANSWER_FORMAT) },
  ];
}

/** The season computed: its input and the engine's result. */
export interface ComputedSeason {
  season: StoredSeason;
  result: SeasonResult;
}

let engineRuns = 0;

/**
 * How many times this process ran the engine on a closed season's archive: what a request that
 * needs nothing computed must not raise (the tests' seam; read, never reset).
 */
export function archivedEngineRuns(): number {
  return engineRuns;
}

export function computeArchived(json: string): ComputedSeason {
  const season = parseArchive(json);
  engineRuns += 1;
  return { season, result: computeSeason(season.input) };
}
