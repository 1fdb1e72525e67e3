import { useContext, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSeizoen, type SeizoenId } from '../../lib/seizoen';
import { deelnemersQuery } from './api';
import { getGekozen, subscribeKeuze, type GekozenDeelnemer } from './keuze-store';
import { KeuzeOpServer } from './keuze-op-server';

export interface Keuze {
  /** The chosen participant as they are in the season the page shows; null when not in it. */
  gekozen: GekozenDeelnemer | null;
  /** Their id in that season: 0 when nobody is chosen or they did not play it. */
  gekozenId: number;
  /** The choice as it was made (what the search box shows), whatever season the page shows. */
  keuze: GekozenDeelnemer | null;
}

const seizoenVan = (keuze: GekozenDeelnemer): SeizoenId => keuze.seizoenId ?? null;

/**
 * The chosen participant. A choice is an entry of one season; in another season the same person
 * is found through the person behind the entry, so the highlight follows them into the archive.
 */
export function useGekozenDeelnemer(): Keuze {
  // On the server and while hydrating: the choice the server's first screen was made with.
  const opServer = useContext(KeuzeOpServer);
  const keuze = useSyncExternalStore(subscribeKeuze, getGekozen, () => opServer);
  const { id: seizoen } = useSeizoen();
  const elders = keuze !== null && seizoenVan(keuze) !== seizoen;
  const lijst = useQuery({
    ...deelnemersQuery(seizoen),
    enabled: elders && keuze.persoonId !== undefined,
  }).data;
  let gekozen: GekozenDeelnemer | null = keuze;
  if (keuze && elders) {
    const hier = lijst?.find((d) => d.persoonId === keuze.persoonId);
    gekozen = hier ? { ...hier, seizoenId: seizoen } : null;
  }
  return { gekozen, gekozenId: gekozen?.id ?? 0, keuze };
}
