import type { OrganiserSeason } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryView } from '../../../components/query-view';
import { seasonQuery } from '../api/queries';
import { NoSeason } from './no-season';

/** Renders its content only once there is a season; before that, the way to start one. */
export function WithSeason({ children }: { children: (season: OrganiserSeason) => ReactNode }) {
  const season = useQuery(seasonQuery);
  return (
    <QueryView query={season} loadingText="Seizoen wordt geladen…">
      {({ season: s }) => (s ? children(s) : <NoSeason />)}
    </QueryView>
  );
}

/** Several queries as one: loading until all have data, an error notice when one fails. */
export function allLoaded<
  T extends readonly { data: unknown; isError: boolean; refetch: () => unknown }[],
>(queries: T): { state: 'loading' | 'error' | 'ready'; retry: () => void } {
  return {
    state: queries.some((q) => q.isError)
      ? 'error'
      : queries.every((q) => q.data !== undefined)
        ? 'ready'
        : 'loading',
    retry: () => queries.forEach((q) => void q.refetch()),
  };
}
