import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './auth-context';

/** SPEC.md section 2: an anonymous visitor goes to the login screen, with the wanted address as returnUrl. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (!isAuthenticated) {
    const wanted = `${location.pathname}${location.search}${location.hash}`;
    return (
      <Navigate to={`/authentication/login?returnUrl=${encodeURIComponent(wanted)}`} replace />
    );
  }
  return children ?? <Outlet />;
}
