import type { Transfers } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import {
  nameClass,
  NameWithSub,
  numeric,
  RankingTable,
  type RankingColumn,
} from '../../components/ranking-table';
import { EmptyState } from '../../components/states';
import { DeelnemerLink } from '../../components/table-links';
import { useSeizoen } from '../../lib/seizoen';
import { useGekozenDeelnemer } from '../deelnemer-keuze';
import { transfersQuery } from './api';

const COLUMNS: readonly RankingColumn<Transfers[number]>[] = [
  {
    header: 'Deelnemer',
    className: nameClass,
    // On a phone the transfer itself goes under the name, its columns left out.
    cell: (t) => (
      <NameWithSub
        name={<DeelnemerLink id={t.deelnemerId} name={t.deelnemerName} />}
        sub={`${t.playerOutName} eruit, ${t.playerInName} erin (${t.position.toLowerCase()})`}
        wrap
      />
    ),
  },
  { header: 'Speler uit', telefoon: 'onder', cell: (t) => t.playerOutName },
  { header: 'Speler in', telefoon: 'onder', cell: (t) => t.playerInName },
  { header: 'Positie', telefoon: 'onder', cell: (t) => t.position },
  {
    ...numeric(
      <>
        Vanaf<span className="sr-only"> speelronde</span>
      </>,
    ),
    detailLabel: 'Vanaf speelronde',
    cell: (t) => t.fromRound,
  },
];

/** /spelers/transfers: every transfer of every participant. */
export function TransfersPage() {
  const query = useQuery(transfersQuery(useSeizoen().id));
  const { gekozenId } = useGekozenDeelnemer();
  return (
    <>
      <PageHeader title="Transfers">Alle wissels die de deelnemers hebben gedaan.</PageHeader>
      <QueryView query={query}>
        {(transfers) =>
          transfers.length === 0 ? (
            <EmptyState>Er zijn nog geen transfers gedaan.</EmptyState>
          ) : (
            <RankingTable
              scrollLabel="Transfers"
              caption="Transfers"
              rows={transfers}
              rowKey={(t) => t.id}
              isGekozen={(t) => t.deelnemerId === gekozenId}
              columns={COLUMNS}
            />
          )
        }
      </QueryView>
    </>
  );
}
