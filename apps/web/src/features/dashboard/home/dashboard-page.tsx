import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { useAuth } from '../../auth';
import { seasonQuery } from '../api/queries';
import { ChangePasswordForm } from '../change-password-form';
import { dashboardPath } from '../layout/sections';
import { SettingsForm } from '../settings-form';
import { BekersStateCard } from './bekers-state-card';
import { SeasonStateCard } from './season-state-card';
import { buttonClass } from '../../../components/ui/button';
import styles from './dashboard-page.module.css';

/** /dashboard: where the season stands, and what to do next. */
export function DashboardPage() {
  const { displayName } = useAuth();
  const season = useQuery(seasonQuery);
  return (
    <>
      <PageHeader title="Dashboard">
        <p>Welkom, {displayName}! Hier beheer je de site.</p>
      </PageHeader>
      <QueryView query={season} loadingText="Seizoen wordt geladen…">
        {({ season: s }) =>
          s ? (
            <div className={styles.grid}>
              <SeasonStateCard season={s} />
              <BekersStateCard />
            </div>
          ) : (
            <Card title="Nog geen seizoen">
              <p>
                Er is nog geen seizoen. Begin met het seizoen: geef het een naam en kies het aantal
                speelrondes. Daarna voeg je clubs, spelers, het speelschema en de deelnemers toe.
              </p>
              <Link className={buttonClass()} to={dashboardPath('seizoen')}>
                Seizoen starten
              </Link>
            </Card>
          )
        }
      </QueryView>
      <h2 className={styles.heading}>Site en account</h2>
      <div className={styles.grid}>
        <SettingsForm />
        <ChangePasswordForm />
      </div>
    </>
  );
}
