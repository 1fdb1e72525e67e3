import { queryOptions } from '@tanstack/react-query';
import type {
  ClubDetail,
  PrivacyStatement,
  Reglement,
  Rondes,
  Speelronde,
} from '@clubelf/contract';
import { apiPaths, privacyPaths } from '@clubelf/contract/paths';
import { apiGet } from '../../lib/api-client';
import type { SeizoenId } from '../../lib/seizoen';
import { seizoenQuery } from '../../lib/seizoen-query';

export const reglementQuery = (seizoen: SeizoenId) =>
  seizoenQuery<Reglement>(seizoen, ['info', 'reglement'], apiPaths.reglement);

export const wedstrijdRondesQuery = (seizoen: SeizoenId) =>
  seizoenQuery<Rondes>(seizoen, ['wedstrijden', 'rondes'], apiPaths.wedstrijdRondes);

export const wedstrijdRondeQuery = (round: number, seizoen: SeizoenId) =>
  seizoenQuery<Speelronde>(
    seizoen,
    ['wedstrijden', round, 'spelers'],
    apiPaths.wedstrijdRonde(round, true),
  );

export const clubQuery = (clubId: number, seizoen: SeizoenId) =>
  queryOptions({
    ...seizoenQuery<ClubDetail>(seizoen, ['clubs', clubId], apiPaths.club(clubId)),
    meta: { notFoundIsEmpty: true },
  });

/** The last speelronde with results, for the home card. */
export const speelrondeSummaryQuery = queryOptions({
  queryKey: ['summary', 'speelronde'],
  queryFn: ({ signal }) => apiGet<Speelronde>(apiPaths.summary.speelronde, signal),
});

/** The privacy statement: the site's, not a season's. */
export const privacyQuery = queryOptions({
  queryKey: ['info', 'privacy'],
  queryFn: ({ signal }) => apiGet<PrivacyStatement>(privacyPaths.statement, signal),
});
