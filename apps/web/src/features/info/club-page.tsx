import type { ClubDetail } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { TableScroll } from '../../components/ui/table';
import { formatDate, formatNumber } from '../../lib/format';
import { HttpError } from '../../lib/http-error';
import { useSeizoen } from '../../lib/seizoen';
import { useSiteLinks } from '../../lib/site-links';
import { clubQuery } from './api';
import styles from './club-page.module.css';
import { Uitslag } from './uitslag';

/** Only the exceptions are named: most players are simply in the squad. */
const STATUS_TEKST = { actief: null, nieuw: 'nieuw', vertrokken: 'vertrokken' } as const;

/** The other club of a match is a link; the club whose page this is is not. */
function ClubNaam({ id, name, own }: { id: number; name: string; own: number }) {
  const links = useSiteLinks();
  return id === own ? <strong>{name}</strong> : <Link to={links.club(id)}>{name}</Link>;
}

function Wedstrijden({ club }: { club: ClubDetail }) {
  const links = useSiteLinks();
  if (club.wedstrijden.length === 0) return <EmptyState>Er zijn nog geen wedstrijden.</EmptyState>;
  return (
    <ul className={styles.wedstrijden}>
      {club.wedstrijden.map((w) => (
        <li key={w.id} className={styles.wedstrijd}>
          <span className={styles.ronde}>
            <Link to={links.ronde(w.round)}>Speelronde {w.round}</Link>
            <time className="muted" dateTime={w.kickoff}>
              {formatDate(w.kickoff)}
            </time>
          </span>
          <span className={styles.teams}>
            <ClubNaam id={w.homeClubId} name={w.homeClub} own={club.id} />
            <Uitslag homeGoals={w.homeGoals} awayGoals={w.awayGoals} />
            <ClubNaam id={w.awayClubId} name={w.awayClub} own={club.id} />
          </span>
        </li>
      ))}
    </ul>
  );
}

function Spelers({ club }: { club: ClubDetail }) {
  const links = useSiteLinks();
  if (club.spelers.length === 0) return <EmptyState>Deze club heeft geen spelers.</EmptyState>;
  return (
    <TableScroll label={`Spelers van ${club.name}`}>
      <table className="table table--compact">
        <caption className="sr-only">Spelers van {club.name}</caption>
        <thead>
          <tr>
            <th scope="col">Speler</th>
            <th scope="col" className="num">
              Punten
            </th>
            <th scope="col">Positie</th>
          </tr>
        </thead>
        <tbody>
          {club.spelers.map((s) => (
            <tr key={s.playerId}>
              <td className="name">
                <Link to={links.speler(s.playerId)}>{s.name}</Link>
                {STATUS_TEKST[s.status] ? (
                  <span className={styles.status}>({STATUS_TEKST[s.status]})</span>
                ) : null}
              </td>
              <td className="num strong">{formatNumber(s.totalPoints)}</td>
              <td>{s.position}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function ClubView({ id }: { id: number }) {
  const query = useQuery(clubQuery(id, useSeizoen().id));
  if (query.error instanceof HttpError && query.error.status === 404) return <NotFoundPage />;
  return (
    <>
      <PageHeader title={query.data?.name ?? 'Club'}>
        De wedstrijden en spelers van deze club.
      </PageHeader>
      <QueryView query={query} loadingText="Club wordt geladen…">
        {(club) => (
          <div className={styles.columns}>
            <section aria-labelledby="club-wedstrijden">
              <h2 id="club-wedstrijden">Wedstrijden</h2>
              <Wedstrijden club={club} />
            </section>
            <section aria-labelledby="club-spelers">
              <h2 id="club-spelers">Spelers</h2>
              <Spelers club={club} />
            </section>
          </div>
        )}
      </QueryView>
    </>
  );
}

/** /info/clubs/{id}: a club's matches of the season and its players. */
export function ClubPage() {
  const raw = useParams().clubId ?? '';
  if (!/^[1-9]\d{0,8}$/.test(raw)) return <NotFoundPage />;
  return <ClubView key={raw} id={Number(raw)} />;
}
