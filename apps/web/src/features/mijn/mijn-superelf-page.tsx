// /dashboard for a signed-in participant (issue 27): their teams of this season with their
// place and points, each linking to its public page. Phone first.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-view';
import { EmptyState } from '../../components/states';
import { mijnQuery } from './api';
import styles from './mijn-superelf-page.module.css';

export function MijnSuperelfPage() {
  const mijn = useQuery(mijnQuery);
  return (
    <div>
      <PageHeader title="Mijn superelf" />
      <QueryView query={mijn} loadingText="Je teams laden…">
        {(data) => (
          <>
            <p className={styles.intro}>
              Hallo {data.persoon.name}.{' '}
              {data.teams.length === 1
                ? 'Zo staat je team ervoor.'
                : data.teams.length > 1
                  ? `Zo staan je ${data.teams.length} teams ervoor.`
                  : ''}
            </p>
            {data.teams.length === 0 ? (
              <EmptyState>
                Je speelt dit seizoen nog niet mee. <Link to="/aanmelden">Meld je aan</Link>.
              </EmptyState>
            ) : (
              <ul className={styles.teams}>
                {data.teams.map((team) => (
                  <li key={team.deelnemerId} className={styles.team}>
                    <h2>{team.teamName}</h2>
                    <p className={styles.who}>{team.name}</p>
                    <dl className={styles.figures}>
                      <div>
                        <dt>Positie</dt>
                        <dd>{team.position ?? '–'}</dd>
                      </div>
                      <div>
                        <dt>Punten</dt>
                        <dd>{team.totalScore}</dd>
                      </div>
                    </dl>
                    <Link to={`/deelnemers/${team.deelnemerId}`}>
                      Bekijk {team.teamName}: elke speelronde en je spelers
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryView>
    </div>
  );
}
