import { useCallback } from 'react';
import { useSeizoenPad } from '../../lib/seizoen';

/** /deelnemers/{id}/loopbaan: the entry's person, found when followed (see naar-loopbaan.tsx). */
export const loopbaanVanDeelnemer = (deelnemerId: number): string =>
  `/deelnemers/${deelnemerId}/loopbaan`;

/**
 * Where a participant's name in a standing leads: their career. The standing knows the entry, not
 * the person behind it; the address finds the person when it is followed, so a standing does not
 * load the list of every participant for its links.
 */
export function useLoopbaanHref(): (deelnemerId: number) => string {
  const pad = useSeizoenPad();
  return useCallback((deelnemerId: number) => pad(loopbaanVanDeelnemer(deelnemerId)), [pad]);
}
