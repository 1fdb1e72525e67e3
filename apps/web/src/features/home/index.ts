// The home page: the first page every visitor sees, in the first load.
export { HomePage } from './home-page';
/** The own card's sentences (period place, beker), for Mijn superelf. */
export { eigenBekerTekst, eigenPeriodeTekst } from './home-teksten';
