import type { OrganiserSeason } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { ErrorState, LoadingState } from '../../../components/states';
import { clubsQuery, deelnemersQuery, seasonQuery, spelersQuery } from '../api/queries';
import { NoSeason } from '../components/no-season';
import { allLoaded } from '../components/with-season';
import { dashboardPath } from '../layout/sections';
import { NextSeasonDone, type StartedSeason } from './next-season-done';
import { NextSeasonWizard } from './next-season-wizard';
import { seasonLabel } from '@clubelf/contract/season-label';
import { buttonClass } from '../../../components/ui/button';
import formStyles from '../components/form.module.css';

/** The closed season's clubs, players and participants: what can be carried over. */
function WizardLoader({
  season,
  onStarted,
}: {
  season: OrganiserSeason;
  onStarted: (started: StartedSeason) => void;
}) {
  const clubs = useQuery(clubsQuery);
  const spelers = useQuery(spelersQuery);
  const deelnemers = useQuery(deelnemersQuery);
  const { state, retry } = allLoaded([clubs, spelers, deelnemers] as const);
  if (state === 'loading') return <LoadingState text="Clubs, spelers en deelnemers laden…" />;
  if (state === 'error') return <ErrorState onRetry={retry} />;
  return (
    <NextSeasonWizard
      season={season}
      clubs={clubs.data!}
      spelers={spelers.data!}
      deelnemers={deelnemers.data!}
      onStarted={onStarted}
    />
  );
}

/** The season still runs: it has to be closed first. */
function SeasonRunning({ season }: { season: OrganiserSeason }) {
  return (
    <Card title="Eerst het seizoen afsluiten">
      <p>
        {seasonLabel(season.name)} loopt nog. Sluit het eerst af, normaal na de laatste speelronde;
        daarna start je hier het volgende seizoen.
      </p>
      <p className={formStyles.actions}>
        <Link className={buttonClass()} to={dashboardPath('seizoen')}>
          Naar Seizoen afsluiten
        </Link>
      </p>
    </Card>
  );
}

/** /dashboard/seizoen/nieuw: the next season from the closed one, in a few steps. */
export function NextSeasonPage() {
  const season = useQuery(seasonQuery);
  const [started, setStarted] = useState<StartedSeason | null>(null);
  return (
    <>
      <PageHeader title="Nieuw seizoen">
        <p>
          Het volgende seizoen, vanuit het afgesloten seizoen: de clubs, spelers en deelnemers die
          meegaan, en de spelregels en teksten die blijven.
        </p>
      </PageHeader>
      {started ? (
        <NextSeasonDone started={started} />
      ) : (
        <QueryView query={season} loadingText="Seizoen wordt geladen…">
          {({ season: s }) =>
            !s ? (
              <NoSeason />
            ) : s.isFinished ? (
              <WizardLoader season={s} onStarted={setStarted} />
            ) : (
              <SeasonRunning season={s} />
            )
          }
        </QueryView>
      )}
    </>
  );
}
