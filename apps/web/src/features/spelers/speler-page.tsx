import type { SpelerDetail } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { formatNumber, formatPercent } from '../../lib/format';
import { HttpError } from '../../lib/http-error';
import { useSeizoen } from '../../lib/seizoen';
import { useSiteLinks } from '../../lib/site-links';
import { SpelerKiezers } from './speler-page-kiezers';
import { spelerQuery } from './speler-page-query';
import { SpelerRondes } from './speler-page-rondes';
import { FactsList } from '../../components/facts-list';

const STATUS_TEKST = { actief: 'Actief', nieuw: 'Nieuw', vertrokken: 'Vertrokken' } as const;

function Seizoen({ speler }: { speler: SpelerDetail }) {
  const links = useSiteLinks();
  return (
    <>
      <FactsList>
        <div>
          <dt>Totaal punten</dt>
          <dd>{formatNumber(speler.totalPoints)}</dd>
        </div>
        <div>
          <dt>Club</dt>
          <dd>
            <Link to={links.club(speler.clubId)}>{speler.clubName}</Link>
          </dd>
        </div>
        <div>
          <dt>Positie</dt>
          <dd>{speler.position}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{STATUS_TEKST[speler.status]}</dd>
        </div>
        <div>
          <dt>Gekozen door</dt>
          <dd>
            {formatNumber(speler.selectedCount)} ({formatPercent(speler.selectedShare)})
          </dd>
        </div>
      </FactsList>

      <section aria-labelledby="speler-rondes">
        <h2 id="speler-rondes">Punten per speelronde</h2>
        {speler.rounds.length === 0 ? (
          <EmptyState>Er is nog geen speelronde gespeeld.</EmptyState>
        ) : (
          <SpelerRondes rounds={speler.rounds} />
        )}
      </section>

      <section aria-labelledby="speler-kiezers">
        <h2 id="speler-kiezers">Gekozen door</h2>
        {speler.gekozenDoor.length === 0 ? (
          <EmptyState>{speler.name} zit in geen enkel team.</EmptyState>
        ) : (
          <SpelerKiezers kiezers={speler.gekozenDoor} />
        )}
      </section>
    </>
  );
}

function SpelerView({ id }: { id: number }) {
  const query = useQuery(spelerQuery(id, useSeizoen().id));
  if (query.error instanceof HttpError && query.error.status === 404) return <NotFoundPage />;
  const speler = query.data;
  return (
    <>
      <PageHeader title={speler?.name ?? 'Speler'}>
        {speler ? `${speler.position} bij ${speler.clubName}` : null}
      </PageHeader>
      <QueryView query={query} loadingText="Speler wordt geladen…">
        {(s) => <Seizoen speler={s} />}
      </QueryView>
    </>
  );
}

/** /spelers/{id}: a player's points per round and who picked him. */
export function SpelerPage() {
  const raw = useParams().spelerId ?? '';
  if (!/^[1-9]\d{0,8}$/.test(raw)) return <NotFoundPage />;
  return <SpelerView key={raw} id={Number(raw)} />;
}
