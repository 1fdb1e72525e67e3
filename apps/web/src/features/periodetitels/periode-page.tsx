import { useQuery } from '@tanstack/react-query';
import { NavLink, useParams } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page';
import { gekozenRowProps } from '../../components/gekozen-row';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { TableScroll } from '../../components/table-scroll';
import { formatNumber } from '../../lib/format';
import { useGekozenDeelnemer, useScrollToGekozen } from '../deelnemer-keuze';
import { PERIODE_NUMMERS, periodeQuery } from './api';
import { periodeStatusTekst } from './periode-tekst';
import { TrophyIcon } from '../../components/icons';
import { NameCell } from '../../components/name-cell';

function PeriodeTabs() {
  return (
    <nav aria-label="Periodes" className="tabs">
      {PERIODE_NUMMERS.map((n) => (
        <NavLink key={n} to={`/periodetitels/${n}`} className="tabs__tab">
          Periode {n}
        </NavLink>
      ))}
    </nav>
  );
}

function Periode({ nummer }: { nummer: number }) {
  const query = useQuery(periodeQuery(nummer));
  const { gekozenId } = useGekozenDeelnemer();
  useScrollToGekozen(query.isSuccess);
  const p = query.data;
  return (
    <>
      <PageHeader title={`Periode ${nummer}`}>
        {p
          ? `Speelronde ${p.fromRound} t/m ${p.toRound} · ${periodeStatusTekst({ ...p, winner: null })}`
          : null}
      </PageHeader>
      <PeriodeTabs />
      <QueryView query={query}>
        {(periode) => (
          <>
            {periode.isFinished && periode.winner ? (
              <p className="highlight-box">
                <TrophyIcon />
                {periode.winners.length > 1 ? 'Winnaars' : 'Winnaar'}:{' '}
                <strong>{periode.winner}</strong>
              </p>
            ) : null}
            {!periode.isActive || periode.rows.length === 0 ? (
              <EmptyState>Deze periode is nog niet begonnen.</EmptyState>
            ) : (
              <TableScroll label={`Stand periode ${nummer}`}>
                <table className="table">
                  <caption className="sr-only">Stand periode {nummer}</caption>
                  <thead>
                    <tr>
                      <th scope="col" className="num">
                        Pos.
                      </th>
                      <th scope="col">Deelnemer</th>
                      <th scope="col" className="team">
                        Team
                      </th>
                      <th scope="col" className="num">
                        Punten
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {periode.rows.map((row) => (
                      <tr key={row.deelnemerId} {...gekozenRowProps(row.deelnemerId === gekozenId)}>
                        <td className="num">{row.position}</td>
                        <NameCell name={row.name} teamName={row.teamName} />
                        <td className="team">{row.teamName}</td>
                        <td className="num strong">{formatNumber(row.score)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )}
          </>
        )}
      </QueryView>
    </>
  );
}

/** /periodetitels/1 to /periodetitels/4 */
export function PeriodePage() {
  const raw = useParams().nummer ?? '';
  if (!/^[1-4]$/.test(raw)) return <NotFoundPage />;
  return <Periode key={raw} nummer={Number(raw)} />;
}
