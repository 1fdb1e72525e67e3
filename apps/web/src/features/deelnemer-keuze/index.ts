// Choosing a participant: the search box, the chosen one and the list it is chosen from.
export { DeelnemerSearch } from './deelnemer-search';
export { useGekozenDeelnemer } from './use-gekozen-deelnemer';
export { useScrollToGekozen } from './use-scroll-to-gekozen';
export type { LocateGekozen } from './use-scroll-to-gekozen';
export { useKeuzeActions } from './use-keuze-actions';
export type { GekozenDeelnemer } from './keuze-store';
export { deelnemersQuery } from './api';
export { KeuzeOpServer } from './keuze-op-server';
