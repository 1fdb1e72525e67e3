import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth, useAuthStore } from './auth-context';

/**
 * docs/spec.md section 2: an anonymous visitor goes to the login screen with the wanted address as
 * returnUrl. A user who logs out here goes to '/' instead (the logout's own destination): the
 * sign-out reaches this guard before the header's navigation does. A participant (issue 27) gets
 * `participant` in place of the organiser's pages.
 */
export function RequireAuth({
  children,
  participant,
}: {
  children?: ReactNode;
  /** What a signed-in participant sees here instead (issue 27); else they go to the home page. */
  participant?: ReactNode;
}) {
  const { isAuthenticated, role } = useAuth();
  const store = useAuthStore();
  const location = useLocation();
  const [wasSignedIn, setWasSignedIn] = useState(isAuthenticated);
  if (isAuthenticated && !wasSignedIn) setWasSignedIn(true);

  if (!isAuthenticated) {
    if (wasSignedIn && store.wasLoggedOutOnPurpose()) return <Navigate to="/" replace />;
    const wanted = `${location.pathname}${location.search}${location.hash}`;
    return (
      <Navigate to={`/authentication/login?returnUrl=${encodeURIComponent(wanted)}`} replace />
    );
  }
  // The organiser's pages are not a participant's: their own page takes this place.
  if (role === 'participant') return participant ?? <Navigate to="/home" replace />;
  return children ?? <Outlet />;
}
