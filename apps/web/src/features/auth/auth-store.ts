import {
  OTHER_ROLE_TOKEN_KEY,
  type SignInRole,
  TOKEN_KEY,
  type TokenClaims,
  type TokenKey,
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
  /**
   * The other role while this browser holds a valid token for it too (a person who is both
   * organiser and participant, issue 27): the page offers a switch to it. Null otherwise.
   */
  otherRole: SignInRole | null;
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

const ANONYMOUS: AuthState = {
  isAuthenticated: false,
  displayName: null,
  role: null,
  otherRole: null,
};
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

  // An undefined storage falls to the functions' default (the browser's localStorage).
  const read = (key: TokenKey) => readStoredToken(key, storage);
  const write = (key: TokenKey, token: string) => writeStoredToken(key, token, storage);
  const remove = (key: TokenKey) => removeStoredToken(key, storage);
  const announce = () => listeners.forEach((listener) => listener(state.isAuthenticated));

  /**
   * Derives the state from the stored tokens. An expired or unreadable token is removed: that is
   * how an expired token signs the user out, of its role only: when the signed-in role's token
   * ends and the other role's is still valid, that one becomes the signed-in role. Returns
   * whether the state changed.
   */
  function sync(): boolean {
    if (expiryTimer !== undefined) clearTimer(expiryTimer);
    expiryTimer = undefined;
    const active = read(TOKEN_KEY);
    const other = read(OTHER_ROLE_TOKEN_KEY);
    let claims = currentClaims(active, now());
    let otherClaims: TokenClaims | null = currentClaims(other, now());
    if (active && !claims) remove(TOKEN_KEY);
    // A second token of the same role is no other role (a tab of an older version wrote one).
    if (otherClaims && claims && otherClaims.role === claims.role) otherClaims = null;
    if (other && !otherClaims) remove(OTHER_ROLE_TOKEN_KEY);
    if (!claims && other && otherClaims) {
      write(TOKEN_KEY, other);
      remove(OTHER_ROLE_TOKEN_KEY);
      claims = otherClaims;
      otherClaims = null;
    }
    const next: AuthState = claims
      ? {
          isAuthenticated: true,
          displayName: claims.name,
          role: claims.role,
          otherRole: otherClaims?.role ?? null,
        }
      : ANONYMOUS;
    if (claims) {
      const ends = Math.min(claims.exp, otherClaims?.exp ?? claims.exp) * 1000;
      expiryTimer = setTimer(onTimer, Math.min(ends - now(), MAX_TIMER_MS));
    }
    if (
      next.isAuthenticated === state.isAuthenticated &&
      next.displayName === state.displayName &&
      next.role === state.role &&
      next.otherRole === state.otherRole
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
    /** The signed-in role's token while it is valid; null otherwise. */
    getToken(): string | null {
      const token = read(TOKEN_KEY);
      return currentClaims(token, now()) ? token : null;
    },
    /** Call once when the app starts: announces a user who is still signed in. */
    start() {
      sync();
      if (state.isAuthenticated) announce();
    },
    /**
     * Stores a freshly issued token as the signed-in role's; false (and nothing stored) when it
     * is unreadable or expired. A valid token of the other role is kept for a switch back.
     */
    login(token: string): boolean {
      const claims = currentClaims(token, now());
      if (!claims) return false;
      const kept = [read(TOKEN_KEY), read(OTHER_ROLE_TOKEN_KEY)].find((held) => {
        const heldClaims = currentClaims(held, now());
        return heldClaims !== null && heldClaims.role !== claims.role;
      });
      write(TOKEN_KEY, token);
      if (kept) write(OTHER_ROLE_TOKEN_KEY, kept);
      else remove(OTHER_ROLE_TOKEN_KEY);
      loggedOutOnPurpose = false;
      sync();
      announce();
      return true;
    },
    /** Signs out of both roles. */
    logout() {
      loggedOutOnPurpose = true;
      remove(TOKEN_KEY);
      remove(OTHER_ROLE_TOKEN_KEY);
      sync();
      announce();
    },
    /**
     * Makes `role` the signed-in role when its token is held and valid (the current role's token
     * is kept for the way back); false otherwise, and nothing changes.
     */
    switchRole(role: SignInRole): boolean {
      sync();
      if (state.role === role) return true;
      if (state.otherRole !== role) return false;
      const active = read(TOKEN_KEY);
      const other = read(OTHER_ROLE_TOKEN_KEY);
      if (!active || !other) return false;
      write(TOKEN_KEY, other);
      write(OTHER_ROLE_TOKEN_KEY, active);
      sync();
      announce();
      return true;
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
