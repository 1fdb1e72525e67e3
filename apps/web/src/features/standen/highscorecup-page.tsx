import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { formatNumber } from '../../lib/format';
import { useSeizoen } from '../../lib/seizoen';
import { useGekozenDeelnemer, useScrollToGekozen } from '../deelnemer-keuze';
import { useLoopbaanHref } from '../deelnemers';
import { highscorecupQuery } from './api';
import {
  deelnemerLinkColumn,
  numeric,
  positieColumn,
  RankingTable,
  teamColumn,
} from '../../components/ranking-table';

export function HighscorecupPage() {
  const query = useQuery(highscorecupQuery(useSeizoen().id));
  const { gekozenId } = useGekozenDeelnemer();
  const loopbaanHref = useLoopbaanHref();
  useScrollToGekozen(query.isSuccess);
  return (
    <>
      <PageHeader title="Highscorecup">De hoogste score in één speelronde.</PageHeader>
      <QueryView query={query}>
        {(cup) =>
          cup.rows.length === 0 ? (
            <EmptyState>Er is nog geen speelronde gespeeld.</EmptyState>
          ) : (
            <RankingTable
              scrollLabel="Highscorecup"
              caption={<>Highscorecup na speelronde {cup.round}</>}
              rows={cup.rows}
              rowKey={(row) => row.deelnemerId}
              isGekozen={(row) => row.deelnemerId === gekozenId}
              columns={[
                positieColumn,
                deelnemerLinkColumn(loopbaanHref),
                teamColumn,
                { ...numeric('Score', true), cell: (row) => formatNumber(row.score) },
                { ...numeric('Speelronde'), cell: (row) => row.round },
              ]}
            />
          )
        }
      </QueryView>
    </>
  );
}
