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

export const tussenstandSummaryQuery = queryOptions({
  queryKey: ['summary', 'tussenstand'],
  queryFn: ({ signal }) => apiGet<TussenstandSummary>(apiPaths.summary.tussenstand, signal),
});

export const tussenstandQuery = queryOptions({
  queryKey: ['standen', 'tussenstand'],
  queryFn: ({ signal }) => apiGet<Tussenstand>(apiPaths.standen.tussenstand, signal),
});

export const fairplaycupQuery = queryOptions({
  queryKey: ['standen', 'fairplaycup'],
  queryFn: ({ signal }) => apiGet<Fairplaycup>(apiPaths.standen.fairplaycup, signal),
});

export const highscorecupQuery = queryOptions({
  queryKey: ['standen', 'highscorecup'],
  queryFn: ({ signal }) => apiGet<Highscorecup>(apiPaths.standen.highscorecup, signal),
});

export const herbstmeisterQuery = queryOptions({
  queryKey: ['standen', 'herbstmeister'],
  queryFn: ({ signal }) => apiGet<Herbstmeister>(apiPaths.standen.herbstmeister, signal),
});
