// Live updates on every page (issue 14): once the page is idle, one event stream per tab
// (lib/live-updates.ts, loaded lazily); when the data changed, the public answers are asked for
// again and a small notice says so, with where the chosen participant now stands in the
// tussenstand when that moved. The dashboard's own queries are left alone: they refetch after
// the organiser's saves, and a form being filled in keeps its draft.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useGekozenDeelnemer } from '../../features/deelnemer-keuze';
import { tussenstandPositieQuery } from '../../features/standen';
import { keepRowInPlace } from './keep-row-in-place';
import styles from './live-notice.module.css';

/** How long the notice stays. */
const SHOWN_MS = 5_000;
/** Without requestIdleCallback (Safari): this long after the page loaded. */
const IDLE_FALLBACK_MS = 1_500;

/** The queries a change may touch: all but the dashboard's and the closed seasons' (frozen). */
export function isLiveQuery(queryKey: QueryKey): boolean {
  return queryKey[0] !== 'organiser' && queryKey[0] !== 'seizoen';
}

export interface Notice {
  text: string;
  trend: 'up' | 'down' | null;
}

/** "Bijgewerkt", with where the chosen participant stands now when their position moved. */
export function noticeFor(
  name: string | null,
  before: number | undefined,
  after: number | undefined,
): Notice {
  if (name === null || before === undefined || after === undefined || before === after) {
    return { text: 'Bijgewerkt', trend: null };
  }
  const up = after < before;
  const arrow = up ? '▲' : '▼';
  return {
    // A no-break space keeps the arrow with its number when the line wraps on a phone.
    text: `Bijgewerkt · ${name} staat nu ${after}e (${arrow}\u00a0${Math.abs(before - after)})`,
    trend: up ? 'up' : 'down',
  };
}

/** Runs `task` once the browser is idle after the page loaded; returns the cancel. */
function whenIdle(task: () => void): () => void {
  let handle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      handle = window.requestIdleCallback(task, { timeout: 5_000 });
    } else {
      timer = setTimeout(task, IDLE_FALLBACK_MS);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (handle !== undefined) window.cancelIdleCallback(handle);
    clearTimeout(timer);
  };
}

/** The chosen participant's position in the current tussenstand (cached), if known. */
async function positionOf(queryClient: QueryClient, deelnemerId: number, fresh: boolean) {
  const query = tussenstandPositieQuery(deelnemerId);
  try {
    const page = fresh
      ? await queryClient.fetchQuery(query)
      : queryClient.getQueryData(query.queryKey);
    return page?.rows.find((r) => r.deelnemerId === deelnemerId)?.position;
  } catch {
    // Not in the tussenstand (a 404), or the server out of reach: no position to tell.
    return undefined;
  }
}

export function LiveNotice() {
  const queryClient = useQueryClient();
  const { keuze } = useGekozenDeelnemer();
  // The choice in the current season (an archived entry has no place in today's tussenstand).
  const gekozen = keuze && (keuze.seizoenId ?? null) === null ? keuze : null;
  const gekozenRef = useRef(gekozen);
  useEffect(() => {
    gekozenRef.current = gekozen;
  }, [gekozen]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [shown, setShown] = useState(false);

  // Where the chosen participant stands before any change, to tell how far they moved.
  const gekozenId = gekozen?.id ?? 0;
  useEffect(() => {
    if (gekozenId > 0) void queryClient.prefetchQuery(tussenstandPositieQuery(gekozenId));
  }, [queryClient, gekozenId]);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    let hide: ReturnType<typeof setTimeout> | undefined;
    const onChanged = async () => {
      const chosen = gekozenRef.current;
      const before = chosen ? await positionOf(queryClient, chosen.id, false) : undefined;
      // The row the reader has in view stays where it is while the tables are redrawn.
      await keepRowInPlace(() =>
        queryClient.invalidateQueries({ predicate: (q) => isLiveQuery(q.queryKey) }),
      );
      const after = chosen ? await positionOf(queryClient, chosen.id, true) : undefined;
      if (cancelled) return;
      setNotice(noticeFor(chosen?.name ?? null, before, after));
      setShown(true);
      clearTimeout(hide);
      hide = setTimeout(() => setShown(false), SHOWN_MS);
    };
    const cancelIdle = whenIdle(() => {
      void import('../../lib/live-updates').then(({ openLiveUpdates }) => {
        if (!cancelled) stop = openLiveUpdates(() => void onChanged());
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      clearTimeout(hide);
      stop?.();
    };
  }, [queryClient]);

  const trend = notice?.trend ? styles[notice.trend] : '';
  return (
    <p
      className={`${styles.notice} ${shown ? trend : styles.hidden}`}
      role="status"
      aria-live="polite"
    >
      {shown ? notice?.text : ''}
    </p>
  );
}
