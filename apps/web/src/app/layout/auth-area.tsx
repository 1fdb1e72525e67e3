import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth';

/** Signed in: the display name and a logout button; signed out: a link to the login page. */
export function AuthArea() {
  const { isAuthenticated, displayName, logout } = useAuth();
  const navigate = useNavigate();
  if (!isAuthenticated) {
    return (
      <div className="auth-area">
        <Link to="/authentication/login" className="auth-area__login">
          Inloggen
        </Link>
      </div>
    );
  }
  return (
    <div className="auth-area">
      <Link to="/dashboard" className="auth-area__name">
        <span className="sr-only">Ingelogd als </span>
        {displayName}
      </Link>
      <button
        type="button"
        className="button button--small button--light"
        onClick={() => {
          logout();
          void navigate('/');
        }}
      >
        Uitloggen
      </button>
    </div>
  );
}
