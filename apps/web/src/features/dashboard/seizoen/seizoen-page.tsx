import type { OrganiserSeason } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { seasonQuery } from '../api/queries';
import { seasonProgress } from '../home/season-progress';
import { CloseSeasonCard } from '../seizoenen/close-season-card';
import { SeasonCreateForm } from './season-create-form';
import { SeasonSettingsForm } from './season-settings-form';
import { TransferperiodesCard } from './transferperiodes-card';
import formStyles from '../components/form.module.css';
import { alertClass } from '../../../components/ui/alert';

const closingFirst = (s: OrganiserSeason) => s.isFinished || seasonProgress(s.rondes).next === null;

/** /dashboard/seizoen: start a season, change its rules and transfer windows, or close it. */
export function SeizoenPage() {
  const season = useQuery(seasonQuery);
  // The answer of a form that makes way when it succeeds (starting, closing the season).
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <PageHeader title="Seizoen">
        <p>
          De naam, het aantal speelrondes, de spelregels, de transferperiodes en het afsluiten van
          het seizoen.
        </p>
      </PageHeader>
      <QueryView query={season} loadingText="Seizoen wordt geladen…">
        {({ season: s }) =>
          s ? (
            <div className={formStyles.stack}>
              {notice ? (
                <div className={alertClass('success')} role="status">
                  {notice}
                </div>
              ) : null}
              {/* At the end of the season (or once closed) closing comes first. */}
              {closingFirst(s) ? <CloseSeasonCard season={s} onClosed={setNotice} /> : null}
              <SeasonSettingsForm season={s} />
              <TransferperiodesCard
                roundCount={s.roundCount}
                nextRound={seasonProgress(s.rondes).next ?? 1}
              />
              {closingFirst(s) ? null : <CloseSeasonCard season={s} onClosed={setNotice} />}
            </div>
          ) : (
            <SeasonCreateForm onCreated={setNotice} />
          )
        }
      </QueryView>
    </>
  );
}
