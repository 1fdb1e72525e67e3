// The chosen participant (docs/spec.md sections 2 and 4), kept in localStorage under 'deelnemer' so
// it survives a reload, and shared with React through useSyncExternalStore. Its id is mirrored in
// a cookie (KEUZE_COOKIE) so the server renders a returning fan's first screen for them (031).
import { KEUZE_COOKIE } from '@clubelf/contract/paths';

export interface GekozenDeelnemer {
  id: number;
  name: string;
  teamName: string;
  /** The person behind the entry: finds them in every other season (their career too). */
  persoonId?: number;
  /** The archived season the entry (its id) belongs to; absent or null: the current season. */
  seizoenId?: number | null;
}

export const KEUZE_STORAGE_KEY = 'deelnemer';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: GekozenDeelnemer | null | undefined;

function isGekozen(value: unknown): value is GekozenDeelnemer {
  const v = value as Partial<GekozenDeelnemer> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'number' &&
    typeof v.name === 'string' &&
    typeof v.teamName === 'string' &&
    (v.persoonId === undefined || typeof v.persoonId === 'number') &&
    (v.seizoenId === undefined || v.seizoenId === null || typeof v.seizoenId === 'number')
  );
}

function read(): GekozenDeelnemer | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEUZE_STORAGE_KEY) ?? 'null');
    return isGekozen(parsed) && parsed.id > 0 ? parsed : null;
  } catch {
    return null;
  }
}

/** A year, in seconds: the cookie lasts as long as a choice in localStorage would, in practice. */
const KEUZE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The cookie follows the stored choice: the id of a current season's entry (the server renders
 * the current season only; an archived entry's id may be someone else's there), else none.
 */
function mirrorInCookie(keuze: GekozenDeelnemer | null): void {
  if (typeof document === 'undefined') return;
  const current = keuze !== null && (keuze.seizoenId ?? null) === null;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = current
    ? `${KEUZE_COOKIE}=${keuze.id}; Path=/; SameSite=Lax; Max-Age=${KEUZE_COOKIE_MAX_AGE}${secure}`
    : `${KEUZE_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0${secure}`;
}

export function getGekozen(): GekozenDeelnemer | null {
  if (cached === undefined) {
    cached = read();
    // A choice made before the cookie existed gets it; a cookie without a choice goes.
    mirrorInCookie(cached);
  }
  return cached;
}

function set(next: GekozenDeelnemer | null): void {
  cached = next;
  let stored = true;
  try {
    if (next) localStorage.setItem(KEUZE_STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(KEUZE_STORAGE_KEY);
  } catch {
    // Storage switched off: the choice lasts until the page is closed.
    stored = false;
  }
  // Only what a reload will find again: a server page for a choice the browser then lacks
  // would lose its card at hydration.
  mirrorInCookie(stored ? next : null);
  for (const listener of listeners) listener();
}

export const kiesDeelnemer = (deelnemer: GekozenDeelnemer): void =>
  set({
    id: deelnemer.id,
    name: deelnemer.name,
    teamName: deelnemer.teamName,
    persoonId: deelnemer.persoonId,
    // Only an archived season's entry says which season it is from.
    ...(typeof deelnemer.seizoenId === 'number' ? { seizoenId: deelnemer.seizoenId } : {}),
  });

/** Clearing the box: id back to 0, no selection. */
export const wisKeuze = (): void => set(null);

export function subscribeKeuze(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === KEUZE_STORAGE_KEY) {
      cached = read();
      mirrorInCookie(cached);
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
