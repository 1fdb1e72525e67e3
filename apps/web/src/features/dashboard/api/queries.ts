import { queryOptions } from '@tanstack/react-query';
import type {
  AuditPage,
  Huisstijl,
  OrganiserBekers,
  OrganiserClub,
  OrganiserDeelnemer,
  OrganiserSchedule,
  OrganiserSeasonResponse,
  OrganiserSpeler,
  OrganiserTeams,
  SiteContent,
  Transferperiode,
  Uitslag,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { apiGet } from '../../../lib/api-client';

// The organiser's own data: always asked afresh when a page opens, since another organiser may
// have changed it (the public pages' minute of caching would hide that).
const fresh = { staleTime: 0 } as const;

export const seasonQuery = queryOptions({
  queryKey: ['organiser', 'season'],
  queryFn: ({ signal }) => apiGet<OrganiserSeasonResponse>(organiserPaths.seizoen, signal),
  ...fresh,
});

/** The club's colours and crest (public, asked afresh like the organiser's own data). */
export const huisstijlQuery = queryOptions({
  queryKey: ['organiser', 'huisstijl'],
  queryFn: ({ signal }) => apiGet<Huisstijl>(apiPaths.huisstijl, signal),
  ...fresh,
});

export const contentQuery = queryOptions({
  queryKey: ['organiser', 'content'],
  queryFn: ({ signal }) => apiGet<SiteContent>(organiserPaths.inhoud, signal),
  ...fresh,
});

export const clubsQuery = queryOptions({
  queryKey: ['organiser', 'clubs'],
  queryFn: ({ signal }) => apiGet<OrganiserClub[]>(organiserPaths.clubs, signal),
  ...fresh,
});

export const spelersQuery = queryOptions({
  queryKey: ['organiser', 'spelers'],
  queryFn: ({ signal }) => apiGet<OrganiserSpeler[]>(organiserPaths.spelers, signal),
  ...fresh,
});

export const scheduleQuery = queryOptions({
  queryKey: ['organiser', 'schedule'],
  queryFn: ({ signal }) => apiGet<OrganiserSchedule>(organiserPaths.speelschema, signal),
  ...fresh,
});

export const uitslagQuery = (wedstrijdId: number) =>
  queryOptions({
    queryKey: ['organiser', 'uitslag', wedstrijdId],
    queryFn: ({ signal }) => apiGet<Uitslag>(organiserPaths.uitslag(wedstrijdId), signal),
    ...fresh,
  });

export const teamsQuery = queryOptions({
  queryKey: ['organiser', 'teams'],
  queryFn: ({ signal }) => apiGet<OrganiserTeams>(organiserPaths.teams, signal),
  ...fresh,
});

export const deelnemersQuery = queryOptions({
  queryKey: ['organiser', 'deelnemers'],
  queryFn: ({ signal }) => apiGet<OrganiserDeelnemer[]>(organiserPaths.deelnemers, signal),
  ...fresh,
});

export const transferperiodesQuery = queryOptions({
  queryKey: ['organiser', 'transferperiodes'],
  queryFn: ({ signal }) => apiGet<Transferperiode[]>(organiserPaths.transferperiodes, signal),
  ...fresh,
});

export const bekersQuery = queryOptions({
  queryKey: ['organiser', 'bekers'],
  queryFn: ({ signal }) => apiGet<OrganiserBekers>(organiserPaths.bekers, signal),
  ...fresh,
});

export const auditQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['organiser', 'audit', page, pageSize],
    queryFn: ({ signal }) => apiGet<AuditPage>(organiserPaths.logboek(page, pageSize), signal),
    ...fresh,
  });
