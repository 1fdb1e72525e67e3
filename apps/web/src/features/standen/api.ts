import { queryOptions } from '@tanstack/react-query';
import type {
  Fairplaycup,
  Herbstmeister,
  Highscorecup,
  Tussenstand,
  TussenstandSummary,
} from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
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
