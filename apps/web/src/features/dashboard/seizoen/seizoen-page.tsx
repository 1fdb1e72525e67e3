import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { seasonQuery } from '../api/queries';
import { seasonProgress } from '../home/season-progress';
import { SeasonCreateForm } from './season-create-form';
import { SeasonSettingsForm } from './season-settings-form';
import { TransferperiodesCard } from './transferperiodes-card';

/** /dashboard/seizoen: start a season, or change its rules and transfer windows. */
export function SeizoenPage() {
  const season = useQuery(seasonQuery);
  const [created, setCreated] = useState<string | null>(null);
  return (
    <>
      <PageHeader title="Seizoen">
        <p>De naam, het aantal speelrondes, de spelregels en de transferperiodes.</p>
      </PageHeader>
      <QueryView query={season} loadingText="Seizoen wordt geladen…">
        {({ season: s }) =>
          s ? (
            <div className="stack">
              {created ? (
                <div className="alert alert--success" role="status">
                  {created}
                </div>
              ) : null}
              <SeasonSettingsForm season={s} />
              <TransferperiodesCard
                roundCount={s.roundCount}
                nextRound={seasonProgress(s.rondes).next ?? 1}
              />
            </div>
          ) : (
            <SeasonCreateForm onCreated={setCreated} />
          )
        }
      </QueryView>
    </>
  );
}
