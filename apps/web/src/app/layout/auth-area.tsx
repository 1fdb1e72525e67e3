import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth';
import { Button } from '../../components/ui/button';
import styles from './auth-area.module.css';

/** Signed in: the display name and a logout button; signed out: a link to the login page. */
export function AuthArea() {
  const { isAuthenticated, displayName, logout } = useAuth();
  const navigate = useNavigate();
  if (!isAuthenticated) {
    return (
      <div className={styles.area}>
        {/* Only organisers sign in: they come for the dashboard (docs/spec.md: without a
            returnUrl a sign-in still lands on the home page). */}
        <Link to="/authentication/login?returnUrl=%2Fdashboard">Inloggen</Link>
      </div>
    );
  }
  return (
    <div className={`${styles.area} ${styles.signedIn}`}>
      <Link to="/dashboard" className={styles.name}>
        <span className="sr-only">Ingelogd als </span>
        {displayName}
      </Link>
      <Button
        variant="light"
        size="sm"
        onClick={() => {
          logout();
          void navigate('/');
        }}
      >
        Uitloggen
      </Button>
    </div>
  );
}
