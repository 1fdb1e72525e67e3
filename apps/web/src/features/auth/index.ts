// The sign-in feature's public face: the rest of the app uses only these names.
export { AuthProvider, authStore, getToken, useAuth, type AuthApi } from './auth-context';
export type { AuthState, AuthStateListener } from './auth-store';
export { RequireAuth } from './require-auth';
export { authenticationRoute, dashboardRoute } from './routes';
export { TOKEN_KEY } from './token-storage';

import { authStore } from './auth-context';
/** Subscribe to the state-changed notifications (login, logout, expiry, already signed in on load). */
export const onAuthStateChanged = authStore.onAuthStateChanged;
