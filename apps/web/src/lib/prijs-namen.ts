import type { Prijs } from '@clubelf/contract';

/**
 * The Dutch name of each prize: the contract's PRIJS_NAMEN (a test keeps them equal), held here
 * so the pages need not load the contract's schemas for a few words.
 */
export const PRIJS_NAMEN: Record<Prijs, string> = {
  kampioen: 'Kampioen',
  herbstmeister: 'Herbstmeister',
  periodetitel1: '1e periodetitel',
  periodetitel2: '2e periodetitel',
  periodetitel3: '3e periodetitel',
  periodetitel4: '4e periodetitel',
  beker: 'Beker',
  fairplaycup: 'Fairplaycup',
  highscorecup: 'Highscorecup',
  teamcompetitie: 'Teamcompetitie',
  teambeker: 'Teambeker',
};
