import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { RondeStatus } from '../../components/ronde-status';
import { standCaption } from '../../components/ronde-status-tekst';
import { EmptyState } from '../../components/states';
import { formatNumber, formatOneDecimal } from '../../lib/format';
import { useSeizoen } from '../../lib/seizoen';
import { useGekozenDeelnemer, useScrollToGekozen } from '../deelnemer-keuze';
import { teamcompetitieQuery } from './api';
import { numeric, positieColumn, RankingTable } from '../../components/ranking-table';

export function TeamcompetitiePage() {
  const query = useQuery(teamcompetitieQuery(useSeizoen().id));
  const { gekozen } = useGekozenDeelnemer();
  useScrollToGekozen(query.isSuccess);
  return (
    <>
      <PageHeader title="Teamcompetitie">
        De gemiddelde totaalscore van de deelnemers van elk team.
        {query.data ? <RondeStatus status={query.data.rondeStatus} regel /> : null}
      </PageHeader>
      <QueryView query={query}>
        {(stand) =>
          stand.round === 0 ? (
            // A new season: every team at 0 and a shared first place says nothing yet (issue 26).
            <EmptyState>
              Er is nog geen speelronde gespeeld. Na de eerste speelronde staat hier de stand van de
              teams.
            </EmptyState>
          ) : stand.teamcompetitiePositions.length === 0 ? (
            <EmptyState>Er zijn nog geen teams met genoeg deelnemers.</EmptyState>
          ) : (
            <RankingTable
              scrollLabel="Teamcompetitie"
              caption={standCaption('Teamcompetitie', stand.rondeStatus)}
              rows={stand.teamcompetitiePositions}
              rowKey={(row) => row.teamId}
              isGekozen={(row) => row.teamName === gekozen?.teamName}
              rowLabel={(row) => row.teamName}
              columns={[
                positieColumn,
                { header: 'Team', className: 'name', cell: (row) => row.teamName },
                // The figure the ranking is decided on comes right after the team's name.
                {
                  ...numeric('Gemid\u00addelde', true),
                  cell: (row) => formatOneDecimal(row.averageScore),
                },
                {
                  ...numeric('Deelnemers'),
                  telefoon: 'detail',
                  cell: (row) => row.deelnemerCount,
                },
                {
                  ...numeric('Totaal'),
                  telefoon: 'detail',
                  detailLabel: 'Totaalscore',
                  cell: (row) => formatNumber(row.totalScore),
                },
              ]}
            />
          )
        }
      </QueryView>
    </>
  );
}
