import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
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
      </PageHeader>
      <QueryView query={query}>
        {(stand) =>
          stand.teamcompetitiePositions.length === 0 ? (
            <EmptyState>Er zijn nog geen teams met genoeg deelnemers.</EmptyState>
          ) : (
            <RankingTable
              scrollLabel="Teamcompetitie"
              caption={<>Teamcompetitie na speelronde {stand.round}</>}
              rows={stand.teamcompetitiePositions}
              rowKey={(row) => row.teamId}
              isGekozen={(row) => row.teamName === gekozen?.teamName}
              columns={[
                positieColumn,
                { header: 'Team', className: 'name', cell: (row) => row.teamName },
                { ...numeric('Deelnemers'), cell: (row) => row.deelnemerCount },
                { ...numeric('Totaal'), cell: (row) => formatNumber(row.totalScore) },
                {
                  ...numeric('Gemiddelde', true),
                  cell: (row) => formatOneDecimal(row.averageScore),
                },
              ]}
            />
          )
        }
      </QueryView>
    </>
  );
}
