import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { siteInfoQuery } from '../../features/site';
import './site-footer.css';
import { Button } from '../../components/ui/button';

export function SiteFooter() {
  const site = useQuery(siteInfoQuery).data;
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p>
          {site ? (
            <>
              <strong>{site.clubName}</strong>
              {site.seasonName ? (
                <span className="site-footer__season"> · Superelf {site.seasonName}</span>
              ) : null}
            </>
          ) : (
            'Superelf'
          )}
        </p>
        <Link className="site-footer__link" to="/info/privacy">
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
