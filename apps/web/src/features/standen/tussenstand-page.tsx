import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { StandTable } from '../../components/stand-table';
import { EmptyState } from '../../components/states';
import { useGekozenDeelnemer, useScrollToGekozen } from '../deelnemer-keuze';
import { tussenstandQuery } from './api';

export function TussenstandPage() {
  const query = useQuery(tussenstandQuery);
  const { gekozenId } = useGekozenDeelnemer();
  useScrollToGekozen(query.isSuccess);
  return (
    <>
      <PageHeader title="Tussenstand">
        {query.data && query.data.round > 0 ? `Na speelronde ${query.data.round}` : null}
      </PageHeader>
      <QueryView query={query}>
        {(stand) =>
          stand.rows.length === 0 ? (
            <EmptyState>Er zijn nog geen deelnemers in de tussenstand.</EmptyState>
          ) : (
            <StandTable label="Tussenstand" rows={stand.rows} gekozenId={gekozenId} />
          )
        }
      </QueryView>
    </>
  );
}
