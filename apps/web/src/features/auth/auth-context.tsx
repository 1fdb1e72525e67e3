import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { createAuthStore, type AuthState, type AuthStore } from './auth-store';
import { OTHER_ROLE_TOKEN_KEY, TOKEN_KEY, type SignInRole } from './token-storage';

/** One store per page: the api client reads the token from it outside React too. */
export const authStore: AuthStore = createAuthStore();

const AuthContext = createContext<AuthStore>(authStore);

export function AuthProvider({
  children,
  store = authStore,
}: {
  children: ReactNode;
  store?: AuthStore;
}) {
  useEffect(() => {
    store.start();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_KEY || event.key === OTHER_ROLE_TOKEN_KEY)
        store.refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);
  return <AuthContext.Provider value={store}>{children}</AuthContext.Provider>;
}

export interface AuthApi {
  isAuthenticated: boolean;
  displayName: string | null;
  role: AuthState['role'];
  otherRole: AuthState['otherRole'];
  /** Stores a token from a successful login; false when the token is unusable. */
  login(token: string): boolean;
  /** Signs out of both roles. */
  logout(): void;
  /** Switches to the other role's held token (issue 27); false when it is not held. */
  switchRole(role: SignInRole): boolean;
}

/** The store itself, for the route guard. */
export function useAuthStore(): AuthStore {
  return useContext(AuthContext);
}

export function useAuth(): AuthApi {
  const store = useContext(AuthContext);
  // Signed out until the store starts (an effect): the server's render is the same.
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...state, login: store.login, logout: store.logout, switchRole: store.switchRole };
}

/** The valid stored token, for the Authorization header; null when signed out or expired. */
export function getToken(): string | null {
  return authStore.getToken();
}

/** Subscribe to the state-changed notifications (login, logout, expiry, already signed in on load). */
export const onAuthStateChanged = authStore.onAuthStateChanged;
