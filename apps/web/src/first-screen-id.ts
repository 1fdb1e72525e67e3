import type { DehydratedState } from '@tanstack/react-query';
import type { GekozenDeelnemer } from './features/deelnemer-keuze/keuze-store';

/** The id of the script element with the first screen's query data (entry-server.tsx, main.tsx). */
export const FIRST_SCREEN_STATE_ID = 'clubelf-first-screen';

/**
 * Inline style attributes are refused by the CSP (style-src 'self'): the server's HTML carries
 * them in this attribute, and main.tsx sets them through the DOM (allowed) before hydrating.
 */
export const STYLE_ATTRIBUTE = 'data-first-screen-style';

/** The script element's JSON: the queries' data, and the API URLs it was read from. */
export interface FirstScreenState extends DehydratedState {
  /** Kept by the service worker for offline reading, as a page's own requests are. */
  apiUrls: string[];
  /**
   * The chosen participant the screen was made with (the server read the id from the cookie),
   * null without one: the hydration renders with it, as the server did.
   */
  gekozen: GekozenDeelnemer | null;
}
