import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { seasonQuery } from '../api/queries';
import { NEXT_SEASON_PATH } from '../layout/sections';
import { seasonLabel } from '@clubelf/contract/season-label';
import { buttonClass } from '../../../components/ui/button';
import alertStyles from '../components/alert.module.css';
import styles from './closed-season-banner.module.css';
import { alertClass } from '../../../components/ui/alert';

/**
 * Above every dashboard page while the season is closed and the next one not started: nothing
 * can be changed, and this is the way on.
 */
export function ClosedSeasonBanner() {
  const { pathname } = useLocation();
  const season = useQuery(seasonQuery).data?.season;
  if (!season?.isFinished) return null;
  return (
    <section className={alertClass('warning', styles.banner)} aria-label="Afgesloten seizoen">
      <p className={alertStyles.title}>
        {seasonLabel(season.name)} is {season.closedEarly ? 'voortijdig ' : ''}afgesloten.
      </p>
      <p>
        In dit seizoen kan niets meer worden gewijzigd: de uitslagen, standen en prijzen liggen
        vast. Start het volgende seizoen om verder te gaan.
      </p>
      {pathname === NEXT_SEASON_PATH ? null : (
        <Link className={buttonClass({ size: 'sm' })} to={NEXT_SEASON_PATH}>
          Nieuw seizoen starten
        </Link>
      )}
    </section>
  );
}
