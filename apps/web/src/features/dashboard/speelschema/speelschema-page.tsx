import type {
  OrganiserClub,
  OrganiserSchedule,
  OrganiserSeason,
  OrganiserWedstrijd,
} from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { TableScroll } from '../../../components/ui/table';
import { formatDate, formatTime } from '../../../lib/format';
import { clubsQuery, scheduleQuery } from '../api/queries';
import { useOrganiserAction } from '../api/use-organiser-action';
import { wedstrijdApi } from '../api/wedstrijden';
import { ActionStatus } from '../components/action-status';
import { ConfirmButton } from '../components/confirm-button';
import { RondeSelect } from '../components/ronde-select';
import { useRondeParam } from '../components/use-ronde-param';
import { allLoaded, WithSeason } from '../components/with-season';
import { seasonProgress } from '../home/season-progress';
import { dashboardPath } from '../layout/sections';
import { defaultKickoff } from './default-kickoff';
import { WedstrijdForm } from './wedstrijd-form';
import { Button } from '../../../components/ui/button';
import formStyles from '../components/form.module.css';

const uitslagText = (w: OrganiserWedstrijd) =>
  w.homeGoals === null || w.awayGoals === null
    ? 'nog geen uitslag'
    : `${w.homeGoals} - ${w.awayGoals}`;

function Ronde({
  schedule,
  clubs,
  season,
}: {
  schedule: OrganiserSchedule;
  clubs: OrganiserClub[];
  season: OrganiserSeason;
}) {
  const [round, setRound] = useRondeParam(
    seasonProgress(season.rondes).next ?? 1,
    schedule.roundCount,
  );
  const [editing, setEditing] = useState<number | null>(null);
  const action = useOrganiserAction('speelschema');
  const ronde = schedule.rondes.find((r) => r.round === round);
  const wedstrijden = ronde?.wedstrijden ?? [];

  const remove = (w: OrganiserWedstrijd) =>
    action.run(() => wedstrijdApi.remove(w), {
      success: `${w.homeClub} - ${w.awayClub} is verwijderd.`,
    });

  return (
    <div className={formStyles.stack}>
      <RondeSelect
        rondes={schedule.rondes.map((r) => ({
          round: r.round,
          state: r.state,
          count: r.wedstrijden.length,
        }))}
        value={round}
        onChange={(r) => {
          setEditing(null);
          setRound(r);
        }}
      />
      <Card title={`Speelronde ${round}`}>
        {wedstrijden.length === 0 ? (
          <EmptyState>Deze speelronde heeft nog geen wedstrijden.</EmptyState>
        ) : (
          <TableScroll label={`Wedstrijden van speelronde ${round}`}>
            <table className="table table--compact">
              <caption className="sr-only">Wedstrijden van speelronde {round}</caption>
              <thead>
                <tr>
                  <th scope="col">Aftrap</th>
                  <th scope="col">Wedstrijd</th>
                  <th scope="col">Uitslag</th>
                  <th scope="col" className="actions">
                    <span className="sr-only">Acties</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {wedstrijden.map((w) =>
                  editing === w.id ? (
                    <tr key={w.id}>
                      <td colSpan={4}>
                        <WedstrijdForm
                          wedstrijd={w}
                          round={round}
                          defaultKickoff={w.kickoff}
                          clubs={clubs}
                          roundCount={schedule.roundCount}
                          onClose={() => setEditing(null)}
                        />
                      </td>
                    </tr>
                  ) : (
                    <tr key={w.id}>
                      <td>
                        {formatDate(w.kickoff)} {formatTime(w.kickoff)}
                      </td>
                      <td>
                        {w.homeClub} - {w.awayClub}
                      </td>
                      <td>
                        <Link to={`${dashboardPath('uitslagen')}?ronde=${round}&wedstrijd=${w.id}`}>
                          {uitslagText(w)}
                        </Link>
                      </td>
                      <td className="actions">
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`${w.homeClub} - ${w.awayClub} wijzigen`}
                          onClick={() => setEditing(w.id)}
                        >
                          Wijzigen
                        </Button>{' '}
                        <ConfirmButton
                          label="Verwijderen"
                          ariaLabel={`${w.homeClub} - ${w.awayClub} verwijderen`}
                          question="Deze wedstrijd verwijderen?"
                          disabled={action.busy || w.homeGoals !== null || w.eventCount > 0}
                          onConfirm={() => remove(w)}
                        />
                      </td>
                    </tr>
                  ),
                )}
              </tbody>
            </table>
          </TableScroll>
        )}
        <ActionStatus action={action} />
      </Card>
      <Card title={`Wedstrijd toevoegen aan speelronde ${round}`}>
        {clubs.length < 2 ? (
          <EmptyState>
            Voeg eerst minstens twee clubs toe bij{' '}
            <Link to={dashboardPath('spelers')}>Clubs &amp; spelers</Link>.
          </EmptyState>
        ) : (
          <WedstrijdForm
            key={round}
            wedstrijd={null}
            round={round}
            defaultKickoff={defaultKickoff(schedule, round)}
            clubs={clubs}
            roundCount={schedule.roundCount}
          />
        )}
      </Card>
    </div>
  );
}

function Speelschema({ season }: { season: OrganiserSeason }) {
  const schedule = useQuery(scheduleQuery);
  const clubs = useQuery(clubsQuery);
  const { state, retry } = allLoaded([schedule, clubs]);
  if (state === 'error') return <ErrorState onRetry={retry} />;
  if (!schedule.data || !clubs.data) return <LoadingState text="Speelschema wordt geladen…" />;
  return <Ronde schedule={schedule.data} clubs={clubs.data} season={season} />;
}

/** /dashboard/speelschema: the speelrondes and their matches. */
export function SpeelschemaPage() {
  return (
    <>
      <PageHeader title="Speelschema">
        <p>De wedstrijden per speelronde, met datum en aftrap.</p>
      </PageHeader>
      <WithSeason>{(season) => <Speelschema season={season} />}</WithSeason>
    </>
  );
}
