import type { OrganiserSchedule, OrganiserSeason } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { formatDate, formatTime } from '../../../lib/format';
import { scheduleQuery } from '../api/queries';
import { RondeSelect } from '../components/ronde-select';
import { useRondeParam } from '../components/use-ronde-param';
import { WithSeason } from '../components/with-season';
import { seasonProgress } from '../home/season-progress';
import { rondePath } from './ronde/ronde-path';
import { UitslagEditor } from './uitslag-editor';
import styles from './uitslagen-page.module.css';

function Ronde({ schedule, season }: { schedule: OrganiserSchedule; season: OrganiserSeason }) {
  const [round, setRound] = useRondeParam(
    seasonProgress(season.rondes).next ?? 1,
    schedule.roundCount,
  );
  const [params, setParams] = useSearchParams();
  const wedstrijden = schedule.rondes.find((r) => r.round === round)?.wedstrijden ?? [];
  const asked = Number(params.get('wedstrijd'));
  // The chosen match, else the first one still without a result.
  const chosen =
    wedstrijden.find((w) => w.id === asked) ??
    wedstrijden.find((w) => w.homeGoals === null) ??
    wedstrijden[0];
  const next = chosen ? wedstrijden[wedstrijden.indexOf(chosen) + 1] : undefined;
  const choose = (id: number) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('ronde', String(round));
        copy.set('wedstrijd', String(id));
        return copy;
      },
      { replace: true },
    );

  return (
    <>
      <RondeSelect
        rondes={schedule.rondes.map((r) => ({
          round: r.round,
          state: r.state,
          count: r.wedstrijden.length,
        }))}
        value={round}
        onChange={setRound}
      />
      <p>
        <Link to={rondePath(round)}>Hele speelronde {round} in één keer invoeren</Link>
      </p>
      {wedstrijden.length === 0 ? (
        <EmptyState>
          Deze speelronde heeft nog geen wedstrijden. Voeg ze toe bij Speelschema.
        </EmptyState>
      ) : (
        <>
          <h2 className="sr-only">Wedstrijden van speelronde {round}</h2>
          <ul className={styles.matches} aria-label={`Wedstrijden van speelronde ${round}`}>
            {wedstrijden.map((w) => (
              <li key={w.id}>
                <button
                  type="button"
                  aria-pressed={w.id === chosen?.id}
                  onClick={() => choose(w.id)}
                >
                  <span>
                    {w.homeClub} - {w.awayClub}
                  </span>
                  <small>
                    {w.homeGoals === null ? 'nog geen uitslag' : `${w.homeGoals} - ${w.awayGoals}`}{' '}
                    · {formatDate(w.kickoff)} {formatTime(w.kickoff)}
                  </small>
                </button>
              </li>
            ))}
          </ul>
          {chosen ? (
            <UitslagEditor
              key={chosen.id}
              wedstrijdId={chosen.id}
              onSaving={() => choose(chosen.id)}
              onNext={next ? () => choose(next.id) : null}
            />
          ) : null}
        </>
      )}
    </>
  );
}

function Uitslagen({ season }: { season: OrganiserSeason }) {
  const schedule = useQuery(scheduleQuery);
  if (schedule.isError) return <ErrorState onRetry={() => void schedule.refetch()} />;
  if (!schedule.data) return <LoadingState text="Speelschema wordt geladen…" />;
  return <Ronde schedule={schedule.data} season={season} />;
}

/** /dashboard/uitslagen: per match the score and every player's events. */
export function UitslagenPage() {
  return (
    <>
      <PageHeader title="Uitslagen">
        <p>
          Kies een wedstrijd, vul de uitslag en de gebeurtenissen per speler in en sla op. Wie er
          speelde staat al ingevuld vanuit de vorige wedstrijd van elke club; pas alleen de
          wijzigingen aan. De standen worden meteen opnieuw berekend.
        </p>
      </PageHeader>
      <WithSeason>{(season) => <Uitslagen season={season} />}</WithSeason>
    </>
  );
}
