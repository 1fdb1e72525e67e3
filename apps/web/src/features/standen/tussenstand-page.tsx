import type { TussenstandRow } from '@clubelf/contract';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { standColumns } from '../../components/stand-table';
import { EmptyState } from '../../components/states';
import { useSeizoen } from '../../lib/seizoen';
import { useGekozenDeelnemer } from '../deelnemer-keuze';
import { useLoopbaanHref } from '../deelnemers';
import { PagedStandingTable } from './paged-standing';
import { usePagedStanding } from './use-paged-standing';

export function TussenstandPage() {
  const seizoen = useSeizoen().id;
  const { gekozenId } = useGekozenDeelnemer();
  const stand = usePagedStanding<TussenstandRow>('tussenstand', gekozenId);
  const loopbaanHref = useLoopbaanHref();
  // A closed season's tussenstand is its final standing.
  const title = seizoen === null ? 'Tussenstand' : 'Eindstand';
  const round = stand.kop.data?.round ?? 0;
  return (
    <>
      <PageHeader title={title}>{round > 0 ? `Na speelronde ${round}` : null}</PageHeader>
      <QueryView query={stand.kop}>
        {(kop) =>
          kop.total === 0 ? (
            <EmptyState>Er zijn nog geen deelnemers in de tussenstand.</EmptyState>
          ) : kop.round === 0 ? (
            // A new season: everyone at 0 and a shared first place says nothing yet.
            <EmptyState>
              Er is nog geen speelronde gespeeld. Na de eerste speelronde staat hier de tussenstand
              van de {kop.total} deelnemers.
            </EmptyState>
          ) : (
            <PagedStandingTable
              stand={stand}
              lijst="tussenstand"
              label={title}
              naam={seizoen === null ? 'de tussenstand' : 'de eindstand'}
              caption={title}
              className="table table--stand"
              columns={standColumns(true, loopbaanHref)}
              gekozenId={gekozenId}
            />
          )
        }
      </QueryView>
    </>
  );
}
