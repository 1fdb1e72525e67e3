import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { RondeStatus } from '../../components/ronde-status';
import { StandTable } from '../../components/stand-table';
import { EmptyState } from '../../components/states';
import { useSeizoen } from '../../lib/seizoen';
import { useGekozenDeelnemer, useScrollToGekozen } from '../deelnemer-keuze';
import { herbstmeisterQuery } from './api';
import { TrophyIcon } from '../../components/icons';
import { Callout } from '../../components/callout';

export function HerbstmeisterPage() {
  const query = useQuery(herbstmeisterQuery(useSeizoen().id));
  const { gekozenId } = useGekozenDeelnemer();
  useScrollToGekozen(query.isSuccess);
  return (
    <>
      <PageHeader title="Herbstmeister">
        De koploper na de eerste seizoenshelft (t/m speelronde {query.data?.round ?? 17}).
        {query.data && !query.data.isDecided ? (
          <RondeStatus status={query.data.rondeStatus} regel />
        ) : null}
      </PageHeader>
      <QueryView query={query}>
        {(h) => (
          <>
            {h.isDecided ? (
              <Callout tone="highlight">
                <TrophyIcon />
                {h.winners.length > 1 ? 'Herbstmeisters' : 'Herbstmeister'}:{' '}
                <strong>{h.winners.map((w) => w.name).join(' & ')}</strong>
              </Callout>
            ) : (
              <Callout tone="info">
                De eerste seizoenshelft is nog niet uitgespeeld: dit is de stand tot nu toe.
              </Callout>
            )}
            {h.rows.length === 0 || h.rondeStatus.state === 'gepland' ? (
              <EmptyState>Er is nog geen speelronde gespeeld.</EmptyState>
            ) : (
              <StandTable
                label="Herbstmeister"
                rows={h.rows}
                gekozenId={gekozenId}
                showChange={false}
              />
            )}
          </>
        )}
      </QueryView>
    </>
  );
}
