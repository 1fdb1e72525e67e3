// The sign-in feature's public face: the rest of the app uses only these names.
export {
  AuthProvider,
  authStore,
  getToken,
  onAuthStateChanged,
  useAuth,
  type AuthApi,
} from './auth-context';
export type { AuthState, AuthStateListener } from './auth-store';
export { RequireAuth } from './require-auth';
export { RolWissel } from './rol-wissel';
export { authenticationRoute } from './routes';
export { TOKEN_KEY } from './token-storage';
