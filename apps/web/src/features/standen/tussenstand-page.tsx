import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { StandTable } from '../../components/stand-table';
import { EmptyState } from '../../components/states';
import { useSeizoen } from '../../lib/seizoen';
import { useGekozenDeelnemer, useScrollToGekozen } from '../deelnemer-keuze';
import { useLoopbaanHref } from '../deelnemers';
import { tussenstandQuery } from './api';

export function TussenstandPage() {
  const seizoen = useSeizoen().id;
  const query = useQuery(tussenstandQuery(seizoen));
  const { gekozenId } = useGekozenDeelnemer();
  const loopbaanHref = useLoopbaanHref();
  useScrollToGekozen(query.isSuccess);
  // A closed season's tussenstand is its final standing.
  const title = seizoen === null ? 'Tussenstand' : 'Eindstand';
  return (
    <>
      <PageHeader title={title}>
        {query.data && query.data.round > 0 ? `Na speelronde ${query.data.round}` : null}
      </PageHeader>
      <QueryView query={query}>
        {(stand) =>
          stand.rows.length === 0 ? (
            <EmptyState>Er zijn nog geen deelnemers in de tussenstand.</EmptyState>
          ) : stand.round === 0 ? (
            // A new season: everyone at 0 and a shared first place says nothing yet.
            <EmptyState>
              Er is nog geen speelronde gespeeld. Na de eerste speelronde staat hier de tussenstand
              van de {stand.rows.length} deelnemers.
            </EmptyState>
          ) : (
            <StandTable
              label={title}
              rows={stand.rows}
              gekozenId={gekozenId}
              deelnemerHref={loopbaanHref}
            />
          )
        }
      </QueryView>
    </>
  );
}
