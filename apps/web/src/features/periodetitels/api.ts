import type { Periode, PeriodetitelsSummary } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import type { SeizoenId } from '../../lib/seizoen';
import { seizoenQuery } from '../../lib/seizoen-query';

export const PERIODE_NUMMERS = [1, 2, 3, 4] as const;

/** The four periods' state; the home page's card and the section's start (the period in play). */
export const periodetitelsSummaryQuery = (seizoen: SeizoenId = null) =>
  seizoenQuery<PeriodetitelsSummary>(
    seizoen,
    ['summary', 'periodetitels'],
    apiPaths.summary.periodetitels,
  );

export const periodeQuery = (nummer: number, seizoen: SeizoenId) =>
  seizoenQuery<Periode>(seizoen, ['periodetitels', nummer], apiPaths.periodetitel(nummer));
