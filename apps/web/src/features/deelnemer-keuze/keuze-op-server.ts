import { createContext } from 'react';
import type { GekozenDeelnemer } from './keuze-store';

/**
 * The chosen participant the server rendered the first screen with (decision 031: it read the
 * id from the KEUZE_COOKIE), null when none. useGekozenDeelnemer's server snapshot: the server's
 * render and the browser's hydration read the same value, then the browser's own store follows.
 */
export const KeuzeOpServer = createContext<GekozenDeelnemer | null>(null);
