// The contract's zod-free entry (`@clubelf/contract/constants`): every path and the lists and
// names the public pages show (prizes, kinds of message), so those pages never load the schemas
// and zod; the schemas (`@clubelf/contract`) are for the server and the lazy dashboard.
// constants.test.ts keeps this module and all it imports free of zod.
import type { Prijs } from '@clubelf/engine';

export * from './paths';
// The engine's lists, the one spelling of each (the engine has no zod either).
export { POSITIES, PRIJZEN, SPELER_STATUSSEN } from '@clubelf/engine';

/** The Dutch name of each prize, as the erelijst and a career show it. */
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

/** The kinds of message a person can switch on or off (berichten.ts has their schema). */
export const BERICHT_SOORTEN = ['deadline', 'ronde', 'aanmelding'] as const;

/** What each kind is, as "Mijn superelf" and the unsubscribe page say it. */
export const BERICHT_SOORT_LABELS: Record<(typeof BERICHT_SOORTEN)[number], string> = {
  deadline: 'Herinnering voordat een transferperiode sluit',
  ronde: 'Je punten en plaats na elke speelronde',
  aanmelding: 'Het besluit over je aanmelding',
};
