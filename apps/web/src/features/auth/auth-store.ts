import {
  type SignInRole,
  currentClaims,
  readStoredToken,
  removeStoredToken,
  writeStoredToken,
} from './token-storage';

export interface AuthState {
  isAuthenticated: boolean;
  displayName: string | null;
  /** Null when signed out; a participant sees "Mijn superelf", an organiser the beheer. */
  role: SignInRole | null;
}

/** Told the new state after login, logout, expiry and, on load, when already signed in. */
export type AuthStateListener = (isAuthenticated: boolean) => void;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface AuthStoreOptions {
  /** Defaults to the browser's localStorage. */
  storage?: KeyValueStorage | null;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

const ANONYMOUS: AuthState = { isAuthenticated: false, displayName: null, role: null };
// setTimeout overflows above 2^31 - 1 ms (about 24.8 days); a longer token is simply re-checked then.
const MAX_TIMER_MS = 2 ** 31 - 1;

export function createAuthStore(options: AuthStoreOptions = {}) {
  const storage = 'storage' in options ? options.storage : undefined;
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const listeners = new Set<AuthStateListener>();
  const reactListeners = new Set<() => void>();
  let state: AuthState = ANONYMOUS;
  let expiryTimer: unknown;
  // Whether the last sign-out was the user's own choice (rather than an expired token).
  let loggedOutOnPurpose = false;

  const read = () => (storage === undefined ? readStoredToken() : readStoredToken(storage));
  const remove = () => (storage === undefined ? removeStoredToken() : removeStoredToken(storage));
  const announce = () => listeners.forEach((listener) => listener(state.isAuthenticated));

  /**
   * Derives the state from the stored token. An expired or unreadable token is removed: that is
   * how an expired token signs the user out. Returns whether the state changed.
   */
  function sync(): boolean {
    if (expiryTimer !== undefined) clearTimer(expiryTimer);
    expiryTimer = undefined;
    const token = read();
    const claims = currentClaims(token, now());
    if (token && !claims) remove();
    const next: AuthState = claims
      ? { isAuthenticated: true, displayName: claims.name, role: claims.role }
      : ANONYMOUS;
    if (claims) expiryTimer = setTimer(onTimer, Math.min(claims.exp * 1000 - now(), MAX_TIMER_MS));
    if (
      next.isAuthenticated === state.isAuthenticated &&
      next.displayName === state.displayName &&
      next.role === state.role
    )
      return false;
    state = next;
    reactListeners.forEach((listener) => listener());
    return true;
  }

  function onTimer() {
    if (sync()) announce();
  }

  // Known from the first render on, so a guard never bounces a signed-in user on reload.
  sync();

  return {
    getState: (): AuthState => state,
    /** True after logout() until the next login; false when a token merely expired. */
    wasLoggedOutOnPurpose: () => loggedOutOnPurpose,
    /** The stored token while it is valid; null otherwise. */
    getToken(): string | null {
      const token = read();
      return currentClaims(token, now()) ? token : null;
    },
    /** Call once when the app starts: announces a user who is still signed in. */
    start() {
      sync();
      if (state.isAuthenticated) announce();
    },
    /** Stores a freshly issued token; false (and nothing stored) when it is unreadable or expired. */
    login(token: string): boolean {
      if (!currentClaims(token, now())) return false;
      if (storage === undefined) writeStoredToken(token);
      else writeStoredToken(token, storage);
      loggedOutOnPurpose = false;
      sync();
      announce();
      return true;
    },
    logout() {
      loggedOutOnPurpose = true;
      remove();
      sync();
      announce();
    },
    /** The stored token changed elsewhere (another tab): follow it. */
    refresh: onTimer,
    onAuthStateChanged(listener: AuthStateListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** For React's useSyncExternalStore. */
    subscribe(listener: () => void) {
      reactListeners.add(listener);
      return () => void reactListeners.delete(listener);
    },
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
