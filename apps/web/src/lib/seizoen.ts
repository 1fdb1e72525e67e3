// Which season a page shows. The current season lives at the site's own addresses (/standen/...);
// a closed season under /archief/{id} with the same sub-paths (/archief/1/standen/...). The app's
// layout reads the season from the address and provides it here; every season-aware query and
// every link inside a page reads it back, so the pages exist once and serve every season.
import { createContext, useCallback, useContext } from 'react';

/** null: the current season; a number: the id of an archived season. */
export type SeizoenId = number | null;

export interface SeizoenScope {
  id: SeizoenId;
  /** The archived season's name once the list of seasons is known; null for the current one. */
  name: string | null;
}

const SeizoenContext = createContext<SeizoenScope>({ id: null, name: null });

export const SeizoenProvider = SeizoenContext.Provider;

/** The season the page shows. */
export function useSeizoen(): SeizoenScope {
  return useContext(SeizoenContext);
}

export const ARCHIEF_PAD = '/archief';

/** '/archief/1' + `to`: an address inside an archived season. */
export const archiefPad = (seizoenId: number, to = ''): string =>
  `${ARCHIEF_PAD}/${seizoenId}${to}`;

/** The archived season an address belongs to (/archief/{id}/...), or null for any other address. */
export function seizoenUitPad(pathname: string): number | null {
  const match = /^\/archief\/([1-9]\d{0,8})(?:\/|$)/.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** An address of the site (`/beker/3`) as it is inside `seizoen`: unchanged for the current one. */
export function seizoenPad(seizoen: SeizoenId, to: string): string {
  return seizoen === null ? to : archiefPad(seizoen, to);
}

/** Links inside a page stay within the season the page shows. */
export function useSeizoenPad(): (to: string) => string {
  const { id } = useSeizoen();
  return useCallback((to: string) => seizoenPad(id, to), [id]);
}
