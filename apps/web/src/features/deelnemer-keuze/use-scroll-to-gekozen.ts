import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { animateScrollTo, animateScrollToTop, SCROLL_DELAY_MS } from '../../lib/scroll';
import { useGekozenDeelnemer } from './use-gekozen-deelnemer';

export const GEKOZEN_SELECTOR = '[data-gekozen="true"]';

/**
 * Where the chosen participant's row is on the page (its top, in document pixels) when it may not
 * be rendered yet (a virtualised list), or null when it is not known.
 */
export type LocateGekozen = () => number | null;

/**
 * Once the page's data is on screen, waits 1 s and scrolls to the chosen participant's row
 * (docs/spec.md section 2), only when a participant is chosen (id above 0). Runs again after a new
 * choice, which reloads the route. A virtualised list passes `locate`: its row is found there
 * rather than in the document.
 */
export function useScrollToGekozen(ready: boolean, locate?: LocateGekozen): void {
  const { gekozenId } = useGekozenDeelnemer();
  const { key } = useLocation();
  const locateRef = useRef(locate);
  useEffect(() => {
    locateRef.current = locate;
  });
  useEffect(() => {
    if (!ready || gekozenId <= 0) return;
    let stop = () => {};
    const timer = setTimeout(() => {
      const find = locateRef.current;
      if (find) {
        const top = find();
        if (top !== null) stop = animateScrollToTop(() => find() ?? top);
        return;
      }
      const row = document.querySelector(GEKOZEN_SELECTOR);
      if (row) stop = animateScrollTo(row);
    }, SCROLL_DELAY_MS);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [ready, gekozenId, key]);
}
