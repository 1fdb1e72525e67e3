// The chosen participant (docs/spec.md sections 2 and 4), kept in localStorage under 'deelnemer' so
// it survives a reload, and shared with React through useSyncExternalStore.
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

export function getGekozen(): GekozenDeelnemer | null {
  if (cached === undefined) cached = read();
  return cached;
}

function set(next: GekozenDeelnemer | null): void {
  cached = next;
  try {
    if (next) localStorage.setItem(KEUZE_STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(KEUZE_STORAGE_KEY);
  } catch {
    // Storage switched off: the choice lasts until the page is closed.
  }
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
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
