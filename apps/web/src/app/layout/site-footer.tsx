import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { siteInfoQuery } from '../../features/site';
import styles from './site-footer.module.css';
import { Button } from '../../components/ui/button';

export function SiteFooter() {
  const site = useQuery(siteInfoQuery).data;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <p>
          {site ? (
            <>
              <strong>{site.clubName}</strong>
              {site.seasonName ? (
                <span className={styles.season}> · Superelf {site.seasonName}</span>
              ) : null}
            </>
          ) : (
            'Superelf'
          )}
        </p>
        <Link className={styles.link} to="/info/privacy">
          Privacy
        </Link>
        <Button
          variant="light"
          size="sm"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <span aria-hidden="true">↑ </span>Naar boven
        </Button>
      </div>
    </footer>
  );
}
