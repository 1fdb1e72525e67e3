import type { HighscorecupRow } from '@clubelf/contract';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { formatNumber } from '../../lib/format';
import { useGekozenDeelnemer } from '../deelnemer-keuze';
import { useLoopbaanHref } from '../deelnemers';
import { PagedStandingTable } from './paged-standing';
import { usePagedStanding } from './use-paged-standing';
import {
  deelnemerLinkColumn,
  numeric,
  positieColumn,
  teamColumn,
} from '../../components/ranking-table';

export function HighscorecupPage() {
  const { gekozenId } = useGekozenDeelnemer();
  const stand = usePagedStanding<HighscorecupRow>('highscorecup', gekozenId);
  const loopbaanHref = useLoopbaanHref();
  return (
    <>
      <PageHeader title="Highscorecup">De hoogste score in één speelronde.</PageHeader>
      <QueryView query={stand.kop}>
        {(cup) =>
          cup.total === 0 ? (
            <EmptyState>Er is nog geen speelronde gespeeld.</EmptyState>
          ) : (
            <PagedStandingTable
              stand={stand}
              lijst="highscorecup"
              label="Highscorecup"
              naam="de highscorecup"
              caption={<>Highscorecup na speelronde {cup.round}</>}
              gekozenId={gekozenId}
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
