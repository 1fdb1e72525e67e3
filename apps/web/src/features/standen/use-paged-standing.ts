import { useCallback, useMemo, useState } from 'react';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import type { StandPage } from '@clubelf/contract';
import { STAND_PAGE_MAX, STAND_PAGE_SIZE } from '@clubelf/contract/paths';
import { useSeizoen } from '../../lib/seizoen';
import type { SeizoenId } from '../../lib/seizoen';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { standPageQuery, standRondQuery } from './api';
import type { StandLijst } from './api';

/** The first request: the first screen of a phone and of a desktop, with room to scroll. */
export const KOP_AANTAL = 100;
/** Up to this many rows the whole standing is loaded (in pages of 200) and shown as one table. */
export const HELE_LIJST_MAX = 500;
/** Pages fetched while scrolling a long standing. */
const PAGE = STAND_PAGE_SIZE;
/** While the rows in view keep changing (a fast scroll), no page is asked for. */
const RANGE_SETTLE_MS = 120;

export interface StandRij {
  deelnemerId: number;
}

export interface PagedStanding<Row> {
  /** The first page: round, total and the first rows; its state is the page's state. */
  kop: UseQueryResult<StandPage<Row>>;
  /** 'lijst': a small standing, every row loaded and shown; 'venster': a long one, virtualised. */
  mode: 'lijst' | 'venster' | undefined;
  total: number;
  /** Row `index` when loaded. */
  rowAt: (index: number) => Row | undefined;
  /** Every row, once all are loaded ('lijst'), else undefined. */
  alleRijen: Row[] | undefined;
  /** The chosen participant's index in the standing, once known ('venster'). */
  gekozenIndex: number | undefined;
  /** The virtualised table reports the rows in view: their pages are fetched. */
  setRange: (first: number, last: number) => void;
}

/** The pages (their first index) holding rows first..last beyond the first request. */
export function pagesFor(first: number, last: number): number[] {
  const from = Math.floor(Math.max(first, KOP_AANTAL) / PAGE);
  const to = Math.floor(last / PAGE);
  return Array.from({ length: Math.max(to - from + 1, 0) }, (_, i) => (from + i) * PAGE);
}

/** The pages of a small standing after the first request, in pages of 200. */
export function fillPages(total: number): number[] {
  const pages: number[] = [];
  for (let vanaf = KOP_AANTAL; vanaf < total; vanaf += STAND_PAGE_MAX) pages.push(vanaf);
  return pages;
}

const inPage = <Row>(page: StandPage<Row> | undefined, index: number): Row | undefined =>
  page && index >= page.vanaf ? page.rows[index - page.vanaf] : undefined;

/**
 * A long standing in pages: the first 100 rows at once; a small standing's other rows straight
 * after; a long one's as they come into view, plus the chosen participant's neighbourhood so
 * their row can be highlighted and scrolled to before anyone scrolled there.
 */
export function usePagedStanding<Row extends StandRij>(
  lijst: StandLijst,
  gekozenId: number,
): PagedStanding<Row> {
  const seizoen: SeizoenId = useSeizoen().id;
  const queryClient = useQueryClient();
  const kop = useQuery(standPageQuery<Row>(seizoen, lijst, 0, KOP_AANTAL));
  const total = kop.data?.total ?? 0;
  const mode = kop.data ? (total <= HELE_LIJST_MAX ? 'lijst' : 'venster') : undefined;

  const [range, setRangeState] = useState<readonly [number, number]>([0, 0]);
  const settled = useDebouncedValue(range, RANGE_SETTLE_MS);
  const setRange = useCallback(
    (first: number, last: number) =>
      setRangeState((current) =>
        current[0] === first && current[1] === last ? current : [first, last],
      ),
    [],
  );

  const wanted =
    mode === 'lijst'
      ? fillPages(total).map((vanaf) => ({ vanaf, aantal: STAND_PAGE_MAX }))
      : mode === 'venster'
        ? pagesFor(settled[0], Math.min(settled[1], total - 1)).map((vanaf) => ({
            vanaf,
            aantal: PAGE,
          }))
        : [];
  const pages = useQueries({
    queries: wanted.map(({ vanaf, aantal }) => standPageQuery<Row>(seizoen, lijst, vanaf, aantal)),
  });
  const rond = useQuery({
    ...standRondQuery<Row>(seizoen, lijst, gekozenId, PAGE),
    enabled: mode === 'venster' && gekozenId > 0,
  });

  const kopData = kop.data;
  const rondData = rond.data;
  // A page seen before (scrolled past) is still in the cache: no placeholder while coming back.
  const rowAt = useCallback(
    (index: number): Row | undefined => {
      if (index < KOP_AANTAL) return inPage(kopData, index);
      const page =
        mode === 'lijst'
          ? KOP_AANTAL + Math.floor((index - KOP_AANTAL) / STAND_PAGE_MAX) * STAND_PAGE_MAX
          : Math.floor(index / PAGE) * PAGE;
      const aantal = mode === 'lijst' ? STAND_PAGE_MAX : PAGE;
      const cached = queryClient.getQueryData(
        standPageQuery<Row>(seizoen, lijst, page, aantal).queryKey,
      );
      return inPage(cached, index) ?? inPage(rondData, index);
    },
    // The pages' data is read through the cache; `pages` changes when one arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kopData, rondData, mode, seizoen, lijst, queryClient, pages],
  );

  const alleRijen = useMemo(() => {
    if (mode !== 'lijst' || !kopData) return undefined;
    if (pages.some((p) => !p.data)) return undefined;
    return [...kopData.rows, ...pages.flatMap((p) => p.data?.rows ?? [])];
  }, [mode, kopData, pages]);

  let gekozenIndex: number | undefined;
  if (rondData) {
    const at = rondData.rows.findIndex((row) => row.deelnemerId === gekozenId);
    if (at >= 0) gekozenIndex = rondData.vanaf + at;
  }
  return { kop, mode, total, rowAt, alleRijen, gekozenIndex, setRange };
}
