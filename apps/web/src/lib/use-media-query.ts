import { useCallback, useSyncExternalStore } from 'react';

/** Whether the media query matches now; the component renders again when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // The server's first screen (entry-server.tsx) knows no screen: it renders as not matching,
  // and hydration does the same before the browser's answer takes over.
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
