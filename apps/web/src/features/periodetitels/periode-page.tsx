import { useQuery } from '@tanstack/react-query';
import { NavLink, useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { RondeStatus } from '../../components/ronde-status';
import { EmptyState } from '../../components/states';
import { formatNumber } from '../../lib/format';
import { useSeizoen, useSeizoenPad } from '../../lib/seizoen';
import { useGekozenDeelnemer, useScrollToGekozen } from '../deelnemer-keuze';
import { PERIODE_NUMMERS, periodeQuery } from './api';
import { periodeStatusTekst } from './periode-tekst';
import { TrophyIcon } from '../../components/icons';
import {
  deelnemerColumn,
  numeric,
  positieColumn,
  RankingTable,
  teamColumn,
} from '../../components/ranking-table';
import tabs from '../../components/tabs.module.css';
import { Callout } from '../../components/callout';

function PeriodeTabs() {
  const pad = useSeizoenPad();
  return (
    <nav aria-label="Periodes" className={tabs.tabs}>
      {PERIODE_NUMMERS.map((n) => (
        <NavLink key={n} to={pad(`/periodetitels/${n}`)} className={tabs.tab}>
          Periode {n}
        </NavLink>
      ))}
    </nav>
  );
}

function Periode({ nummer }: { nummer: number }) {
  const query = useQuery(periodeQuery(nummer, useSeizoen().id));
  const { gekozenId } = useGekozenDeelnemer();
  useScrollToGekozen(query.isSuccess);
  const p = query.data;
  return (
    <>
      <PageHeader title={`Periode ${nummer}`}>
        {p
          ? `Speelronde ${p.fromRound} t/m ${p.toRound} · ${periodeStatusTekst({ ...p, winner: null })}`
          : null}
        {p?.isActive && !p.isFinished ? <RondeStatus status={p.rondeStatus} regel /> : null}
      </PageHeader>
      <PeriodeTabs />
      <QueryView query={query}>
        {(periode) => (
          <>
            {periode.isFinished && periode.winner ? (
              <Callout tone="highlight">
                <TrophyIcon />
                {periode.winners.length > 1 ? 'Winnaars' : 'Winnaar'}:{' '}
                <strong>{periode.winner}</strong>
              </Callout>
            ) : null}
            {periode.fromRound === 1 && periode.rondeStatus.state === 'gepland' ? (
              // A new season: everyone at 0 and a shared first place says nothing yet (issue 26).
              <EmptyState>
                Er is nog geen speelronde gespeeld. Na speelronde 1 staat hier de stand van periode{' '}
                {nummer}.
              </EmptyState>
            ) : !periode.isActive ||
              periode.rows.length === 0 ||
              periode.rondeStatus.state === 'gepland' ? (
              <EmptyState>Deze periode is nog niet begonnen.</EmptyState>
            ) : (
              <RankingTable
                scrollLabel={`Stand periode ${nummer}`}
                caption={<>Stand periode {nummer}</>}
                rows={periode.rows}
                rowKey={(row) => row.deelnemerId}
                isGekozen={(row) => row.deelnemerId === gekozenId}
                columns={[
                  positieColumn,
                  deelnemerColumn,
                  teamColumn,
                  { ...numeric('Punten', true), cell: (row) => formatNumber(row.score) },
                ]}
              />
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
