import { useSyncExternalStore } from 'react';
import { getGekozen, subscribeKeuze, type GekozenDeelnemer } from './keuze-store';

export interface Keuze {
  gekozen: GekozenDeelnemer | null;
  /** 0 when nobody is chosen. */
  gekozenId: number;
}

export function useGekozenDeelnemer(): Keuze {
  const gekozen = useSyncExternalStore(subscribeKeuze, getGekozen, () => null);
  return { gekozen, gekozenId: gekozen?.id ?? 0 };
}
