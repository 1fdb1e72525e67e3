import type { TussenstandPage as TussenstandKop, TussenstandRow } from '@clubelf/contract';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { RondeStatus } from '../../components/ronde-status';
import { RondeWinnaars } from '../../components/ronde-winnaars';
import { standColumns } from '../../components/stand-table';
import { EmptyState } from '../../components/states';
import { useSeizoen } from '../../lib/seizoen';
import { useGekozenDeelnemer } from '../deelnemer-keuze';
import { PagedStandingTable } from './paged-standing';
import { usePagedStanding } from './use-paged-standing';

export function TussenstandPage() {
  const seizoen = useSeizoen().id;
  const { gekozenId } = useGekozenDeelnemer();
  const stand = usePagedStanding<TussenstandRow>('tussenstand', gekozenId);
  // A closed season's tussenstand is its final standing.
  const title = seizoen === null ? 'Tussenstand' : 'Eindstand';
  // The tussenstand's pages carry its round winners too (contract: tussenstandPageSchema).
  const kop = stand.kop.data as TussenstandKop | undefined;
  return (
    <>
      <PageHeader title={title}>
        {kop && kop.round > 0 ? (
          <>
            <RondeStatus status={kop.rondeStatus} />
            <RondeWinnaars status={kop.rondeStatus} winnaars={kop.rondeWinnaars} />
          </>
        ) : null}
      </PageHeader>
      <QueryView query={stand.kop}>
        {(kop) =>
          kop.round === 0 ? (
            // A new season: everyone at 0 and a shared first place says nothing yet; only
            // participants with a selection count (issue 26), perhaps none yet.
            <EmptyState>
              Er is nog geen speelronde gespeeld. Na de eerste speelronde staat hier de tussenstand
              {kop.total > 0 ? ` van de ${kop.total} deelnemers` : ''}.
            </EmptyState>
          ) : kop.total === 0 ? (
            <EmptyState>Er zijn nog geen deelnemers in de tussenstand.</EmptyState>
          ) : (
            <PagedStandingTable
              stand={stand}
              lijst="tussenstand"
              label={title}
              naam={seizoen === null ? 'de tussenstand' : 'de eindstand'}
              caption={title}
              className="table table--stand"
              columns={standColumns({ showRound: true })}
              gekozenId={gekozenId}
            />
          )
        }
      </QueryView>
    </>
  );
}
