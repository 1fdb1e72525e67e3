import type { OrganiserSeason } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { transferperiodesQuery } from '../api/queries';
import { dashboardPath, NEXT_SEASON_PATH } from '../layout/sections';
import { seasonProgress } from './season-progress';
import factStyles from '../components/fact-list.module.css';
import formStyles from '../components/form.module.css';

/** The season in a few facts, each with the place to act on it. */
export function SeasonStateCard({ season }: { season: OrganiserSeason }) {
  const progress = seasonProgress(season.rondes);
  const periodes = useQuery(transferperiodesQuery);
  const open = periodes.data?.find((p) => p.isOpen) ?? null;
  return (
    <Card title="Stand van het seizoen">
      <dl className={factStyles.list}>
        <div>
          <dt>Naam</dt>
          <dd>{season.name}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            {season.isFinished ? (
              <Link to={NEXT_SEASON_PATH}>
                {season.closedEarly ? 'voortijdig afgesloten' : 'afgesloten'}: nieuw seizoen starten
              </Link>
            ) : (
              'loopt'
            )}
          </dd>
        </div>
        <div>
          <dt>Speelrondes met uitslagen</dt>
          <dd>
            {progress.played} van {progress.total} gespeeld
            {progress.busy > 0 ? `, ${progress.busy} deels` : ''}
          </dd>
        </div>
        <div>
          <dt>Laatste speelronde met uitslagen</dt>
          <dd>{progress.lastWithResults === null ? 'nog geen' : progress.lastWithResults}</dd>
        </div>
        <div>
          <dt>Volgende speelronde</dt>
          <dd>
            {season.isFinished ? (
              'geen: het seizoen is afgesloten'
            ) : progress.next === null ? (
              <Link to={dashboardPath('seizoen')}>
                alle speelrondes zijn gespeeld: seizoen afsluiten
              </Link>
            ) : (
              <Link to={`${dashboardPath('uitslagen')}?ronde=${progress.next}`}>
                Speelronde {progress.next}: uitslagen invoeren
              </Link>
            )}
          </dd>
        </div>
        <div>
          <dt>Transferperiode</dt>
          <dd>
            {periodes.isPending
              ? 'laden…'
              : open
                ? `open, transfers gaan in vanaf speelronde ${open.fromRound}`
                : 'gesloten'}
          </dd>
        </div>
      </dl>
      <p className={formStyles.actions}>
        <Link to={dashboardPath('deelnemers')}>Deelnemers</Link>
        <Link to={dashboardPath('speelschema')}>Speelschema</Link>
        <Link to={dashboardPath('seizoen')}>Spelregels en transferperiodes</Link>
      </p>
    </Card>
  );
}
