import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../features/auth';
import { DeelnemerSearch } from '../../features/deelnemer-keuze';
import { persoonPad } from '../../features/historie';
import { siteInfoQuery } from '../../features/site';
import { useSeizoen } from '../../lib/seizoen';
import { ArchiefBar } from './archief-bar';
import { AuthArea } from './auth-area';
import { MainNav } from './main-nav';
import { BallIcon } from '../../components/icons';
import styles from './site-header.module.css';

export function SiteHeader() {
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const seizoen = useSeizoen();
  // In the archive the brand names the season shown; the strip under the menu says it is archived.
  const siteInfo = useQuery(siteInfoQuery).data;
  const seasonName = seizoen.name ?? siteInfo?.seasonName;
  const { isAuthenticated } = useAuth();
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    // A new page folds the phone menu away again.
    setLastPath(pathname);
    setMenuOpen(false);
  }

  return (
    <header className={styles.header}>
      <div className={`${styles.bar} container${isAuthenticated ? ` ${styles.signedIn}` : ''}`}>
        <Link to="/home" className={styles.brand}>
          <BallIcon />
          {/* The club's crest and colours come from the server's huisstijl stylesheet (CSS
              variables), there at the first paint. */}
          <span className={styles.crest} aria-hidden="true" />
          <span className={styles.text}>
            <span className={styles.line}>
              <span className={styles.name}>Superelf</span>
              {seasonName ? <span className={styles.season}>{seasonName}</span> : null}
            </span>
            <span className={styles.club}>{siteInfo?.clubName}</span>
          </span>
        </Link>
        <DeelnemerSearch loopbaanPad={persoonPad} />
        <AuthArea />
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          Menu
        </button>
      </div>
      <div className={styles.nav}>
        <div className="container">
          <MainNav id={menuId} open={menuOpen} />
        </div>
      </div>
      <ArchiefBar />
    </header>
  );
}
