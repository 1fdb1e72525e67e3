import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { formatNumber } from '../../lib/format';
import { useSeizoen } from '../../lib/seizoen';
import { useGekozenDeelnemer, useScrollToGekozen } from '../deelnemer-keuze';
import { useLoopbaanHref } from '../deelnemers';
import { fairplaycupQuery } from './api';
import {
  deelnemerLinkColumn,
  numeric,
  positieColumn,
  RankingTable,
  teamColumn,
} from '../../components/ranking-table';

export function FairplaycupPage() {
  const query = useQuery(fairplaycupQuery(useSeizoen().id));
  const { gekozenId } = useGekozenDeelnemer();
  const loopbaanHref = useLoopbaanHref();
  useScrollToGekozen(query.isSuccess);
  return (
    <>
      <PageHeader title="Fairplaycup">
        De minste kaartpunten wint: geel 1, tweede geel 3, rood 3. Bij gelijke kaartpunten telt de
        hoogste totaalscore.
      </PageHeader>
      <QueryView query={query}>
        {(cup) =>
          cup.rows.length === 0 ? (
            <EmptyState>Er is nog geen speelronde gespeeld.</EmptyState>
          ) : (
            <RankingTable
              scrollLabel="Fairplaycup"
              caption={<>Fairplaycup na speelronde {cup.round}</>}
              rows={cup.rows}
              rowKey={(row) => row.deelnemerId}
              isGekozen={(row) => row.deelnemerId === gekozenId}
              columns={[
                positieColumn,
                deelnemerLinkColumn(loopbaanHref),
                teamColumn,
                { ...numeric('Kaartpunten', true), cell: (row) => formatNumber(row.cardPoints) },
                { ...numeric('Totaalscore'), cell: (row) => formatNumber(row.totalScore) },
              ]}
            />
          )
        }
      </QueryView>
    </>
  );
}
