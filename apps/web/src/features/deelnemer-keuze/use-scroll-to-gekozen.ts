import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { animateScrollTo, SCROLL_DELAY_MS } from '../../lib/scroll';
import { useGekozenDeelnemer } from './use-gekozen-deelnemer';

export const GEKOZEN_SELECTOR = '[data-gekozen="true"]';

/**
 * Once the page's data is on screen, waits 1 s and scrolls to the chosen participant's row
 * (docs/spec.md section 2), only when a participant is chosen (id above 0). Runs again after a new
 * choice, which reloads the route.
 */
export function useScrollToGekozen(ready: boolean): void {
  const { gekozenId } = useGekozenDeelnemer();
  const { key } = useLocation();
  useEffect(() => {
    if (!ready || gekozenId <= 0) return;
    let stop = () => {};
    const timer = setTimeout(() => {
      const row = document.querySelector(GEKOZEN_SELECTOR);
      if (row) stop = animateScrollTo(row);
    }, SCROLL_DELAY_MS);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [ready, gekozenId, key]);
}
