import type { OrganiserSeason } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/states';
import { clubsQuery, spelersQuery } from '../api/queries';
import { allLoaded, WithSeason } from '../components/with-season';
import { seasonProgress } from '../home/season-progress';
import { ClubsCard } from './clubs-card';
import { SpelersCard } from './spelers-card';
import formStyles from '../components/form.module.css';

function ClubsSpelers({ season }: { season: OrganiserSeason }) {
  const clubs = useQuery(clubsQuery);
  const spelers = useQuery(spelersQuery);
  const { state, retry } = allLoaded([clubs, spelers]);
  if (state === 'error') return <ErrorState onRetry={retry} />;
  if (!clubs.data || !spelers.data) return <LoadingState text="Clubs en spelers worden geladen…" />;
  return (
    <div className={formStyles.stack}>
      <SpelersCard
        spelers={spelers.data}
        clubs={clubs.data}
        nextRound={seasonProgress(season.rondes).next ?? 1}
      />
      <ClubsCard clubs={clubs.data} />
    </div>
  );
}

/** /dashboard/spelers: the clubs and their players. */
export function ClubsSpelersPage() {
  return (
    <>
      <PageHeader title="Clubs & spelers">
        <p>De clubs van de competitie en hun spelers, met status en clubwissels.</p>
      </PageHeader>
      <WithSeason>{(season) => <ClubsSpelers season={season} />}</WithSeason>
    </>
  );
}
