import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { useSeizoen } from '../../lib/seizoen';
import { deelnemersQuery } from '../deelnemer-keuze';
import { persoonPad } from '../historie';

function NaarPersoon({ deelnemerId }: { deelnemerId: number }) {
  const query = useQuery(deelnemersQuery(useSeizoen().id));
  return (
    <QueryView query={query} loadingText="Deelnemer wordt opgezocht…">
      {(lijst) => {
        const deelnemer = lijst.find((d) => d.id === deelnemerId);
        return deelnemer ? (
          <Navigate to={persoonPad(deelnemer.persoonId)} replace />
        ) : (
          <>
            <PageHeader title="Deelnemer" />
            <EmptyState>Deze deelnemer bestaat niet.</EmptyState>
          </>
        );
      }}
    </QueryView>
  );
}

/** /deelnemers/{id}/loopbaan: the entry of the season shown, on to its person's career. */
export function NaarLoopbaan() {
  const raw = useParams().deelnemerId ?? '';
  if (!/^[1-9]\d{0,8}$/.test(raw)) return <NotFoundPage />;
  return <NaarPersoon key={raw} deelnemerId={Number(raw)} />;
}
