import type { HighscorecupRow } from '@clubelf/contract';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { RondeStatus } from '../../components/ronde-status';
import { standCaption } from '../../components/ronde-status-tekst';
import { EmptyState } from '../../components/states';
import { formatNumber } from '../../lib/format';
import { useGekozenDeelnemer } from '../deelnemer-keuze';
import { PagedStandingTable } from './paged-standing';
import { usePagedStanding } from './use-paged-standing';
import {
  deelnemerColumn,
  numeric,
  positieColumn,
  teamColumn,
} from '../../components/ranking-table';

export function HighscorecupPage() {
  const { gekozenId } = useGekozenDeelnemer();
  const stand = usePagedStanding<HighscorecupRow>('highscorecup', gekozenId);
  return (
    <>
      <PageHeader title="Highscorecup">
        De hoogste score in één speelronde.
        {stand.kop.data ? <RondeStatus status={stand.kop.data.rondeStatus} regel /> : null}
      </PageHeader>
      <QueryView query={stand.kop}>
        {(cup) =>
          // Before the first round everyone would share place 1 (issue 26).
          cup.total === 0 || cup.round === 0 ? (
            <EmptyState>Er is nog geen speelronde gespeeld.</EmptyState>
          ) : (
            <PagedStandingTable
              stand={stand}
              lijst="highscorecup"
              label="Highscorecup"
              naam="de highscorecup"
              caption={standCaption('Highscorecup', cup.rondeStatus)}
              gekozenId={gekozenId}
              columns={[
                positieColumn,
                deelnemerColumn,
                teamColumn,
                { ...numeric('Score', true), cell: (row) => formatNumber(row.score) },
                { ...numeric('Speel\u00adronde'), cell: (row) => row.round },
              ]}
            />
          )
        }
      </QueryView>
    </>
  );
}
