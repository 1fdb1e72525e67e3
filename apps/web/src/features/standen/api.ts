import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type {
  Fairplaycup,
  Herbstmeister,
  Highscorecup,
  StandPage,
  StandZoek,
  Tussenstand,
  TussenstandRow,
  TussenstandSummary,
} from '@clubelf/contract';
import { apiPaths, standPageQueryString } from '@clubelf/contract/paths';
import { apiGet } from '../../lib/api-client';
import type { SeizoenId } from '../../lib/seizoen';
import { seizoenQuery } from '../../lib/seizoen-query';

export const tussenstandSummaryQuery = queryOptions({
  queryKey: ['summary', 'tussenstand'],
  queryFn: ({ signal }) => apiGet<TussenstandSummary>(apiPaths.summary.tussenstand, signal),
});

export const tussenstandQuery = (seizoen: SeizoenId) =>
  seizoenQuery<Tussenstand>(seizoen, ['standen', 'tussenstand'], apiPaths.standen.tussenstand);

export const fairplaycupQuery = (seizoen: SeizoenId) =>
  seizoenQuery<Fairplaycup>(seizoen, ['standen', 'fairplaycup'], apiPaths.standen.fairplaycup);

export const highscorecupQuery = (seizoen: SeizoenId) =>
  seizoenQuery<Highscorecup>(seizoen, ['standen', 'highscorecup'], apiPaths.standen.highscorecup);

export const herbstmeisterQuery = (seizoen: SeizoenId) =>
  seizoenQuery<Herbstmeister>(
    seizoen,
    ['standen', 'herbstmeister'],
    apiPaths.standen.herbstmeister,
  );

// --- The long standings in pages (docs: packages/contract/src/standen.ts) -------------------

/** The standings that come in pages. */
export type StandLijst = 'tussenstand' | 'fairplaycup' | 'highscorecup';

function pageQuery<T>(seizoen: SeizoenId, lijst: StandLijst, key: QueryKey, query: string) {
  return seizoenQuery<T>(
    seizoen,
    ['standen', lijst, ...key],
    `${apiPaths.standen[lijst]}?${query}`,
  );
}

/** Rows vanaf .. vanaf + aantal - 1 of a standing, and how many it has. */
export const standPageQuery = <Row>(
  seizoen: SeizoenId,
  lijst: StandLijst,
  vanaf: number,
  aantal: number,
) =>
  pageQuery<StandPage<Row>>(
    seizoen,
    lijst,
    ['vanaf', vanaf, aantal],
    standPageQueryString({ vanaf, aantal }),
  );

/** The page around one participant; a 404 (not in this standing) is no failure of the page. */
export const standRondQuery = <Row>(
  seizoen: SeizoenId,
  lijst: StandLijst,
  deelnemerId: number,
  aantal: number,
) =>
  queryOptions({
    ...pageQuery<StandPage<Row>>(
      seizoen,
      lijst,
      ['rond', deelnemerId, aantal],
      standPageQueryString({ rond: deelnemerId, aantal }),
    ),
    meta: { notFoundIsEmpty: true },
  });

/** The rows whose name or team contains `zoek`, each with its index in the standing. */
export const standZoekQuery = <Row>(
  seizoen: SeizoenId,
  lijst: StandLijst,
  zoek: string,
  aantal: number,
) =>
  pageQuery<StandZoek<Row>>(
    seizoen,
    lijst,
    ['zoek', zoek, aantal],
    standPageQueryString({ zoek, aantal }),
  );

/** The chosen participant's row of the current tussenstand (live updates say where they moved). */
export const tussenstandPositieQuery = (deelnemerId: number) =>
  standRondQuery<TussenstandRow>(null, 'tussenstand', deelnemerId, 1);
