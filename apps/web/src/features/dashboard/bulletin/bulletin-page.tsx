import type { OrganiserSeason } from '@clubelf/contract';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/states';
import { BulletinBlok } from '../../bulletin';
import { RondeSelect } from '../components/ronde-select';
import { WithSeason } from '../components/with-season';

/** The rounds with results (those that have a bulletin), and the chosen one (?ronde=5). */
function Ronde({ season }: { season: OrganiserSeason }) {
  const [params, setParams] = useSearchParams();
  const rondes = season.rondes.filter((r) => r.state !== 'gepland');
  const asked = Number(params.get('ronde'));
  const round = rondes.find((r) => r.round === asked)?.round ?? rondes.at(-1)?.round;
  if (round === undefined) {
    return (
      <EmptyState>
        Er zijn nog geen uitslagen: het eerste bulletin volgt na de eerste gespeelde wedstrijd.
      </EmptyState>
    );
  }
  return (
    <>
      <RondeSelect
        rondes={rondes}
        value={round}
        onChange={(next) => setParams({ ronde: String(next) }, { replace: true })}
      />
      <BulletinBlok key={round} round={round} />
    </>
  );
}

/** /dashboard/bulletin: a played round's bulletin to copy into the club's WhatsApp group. */
export function BulletinPage() {
  return (
    <>
      <PageHeader title="Bulletin">
        <p>
          Per gespeelde speelronde een tekst voor de WhatsApp-groep: de rondewinnaar, de
          tussenstand, de bekers en de speler van de ronde. Kopieer hem of deel hem meteen.
        </p>
      </PageHeader>
      <WithSeason>{(season) => <Ronde season={season} />}</WithSeason>
    </>
  );
}
