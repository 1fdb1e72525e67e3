import type { OrganiserSeason } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { bekersQuery } from '../api/queries';
import { WithSeason } from '../components/with-season';
import { BekerCard } from './beker-card';
import formStyles from '../components/form.module.css';

function Bekers({ season }: { season: OrganiserSeason }) {
  const bekers = useQuery(bekersQuery);
  return (
    <QueryView query={bekers} loadingText="Bekers worden geladen…">
      {(data) => (
        <div className={formStyles.stack}>
          <BekerCard beker={data.beker} roundCount={season.roundCount} />
          <BekerCard beker={data.teambeker} roundCount={season.roundCount} />
        </div>
      )}
    </QueryView>
  );
}

/** /dashboard/bekers: draw the rounds of the beker and the teambeker. */
export function BekersPage() {
  return (
    <>
      <PageHeader title="Bekers">
        <p>
          Maak de rondes van de beker en de teambeker aan, elk bij een speelronde. De server loot de
          duels; zolang die speelronde geen uitslagen heeft, kun je opnieuw loten.
        </p>
      </PageHeader>
      <WithSeason>{(season) => <Bekers season={season} />}</WithSeason>
    </>
  );
}
