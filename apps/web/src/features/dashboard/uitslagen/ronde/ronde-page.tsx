import type { OrganiserSchedule } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/states';
import { scheduleQuery } from '../../api/queries';
import { RondeSelect } from '../../components/ronde-select';
import { dashboardPath } from '../../layout/sections';
import { RondeMatchForm } from './ronde-match-form';
import { rondePath } from './ronde-path';
import styles from './ronde.module.css';
import { cardClass } from '../../../../components/card';

function Ronde({ schedule, round }: { schedule: OrganiserSchedule; round: number }) {
  const navigate = useNavigate();
  const listRef = useRef<HTMLOListElement>(null);
  const ronde = schedule.rondes.find((r) => r.round === round);
  const wedstrijden = ronde?.wedstrijden ?? [];
  const done = wedstrijden.filter((w) => w.homeGoals !== null).length;

  /** After a save, on to the next match's score: Enter after Enter goes through the round. */
  const focusAfter = (index: number) => {
    const next = listRef.current?.querySelector<HTMLInputElement>(
      `[data-match="${index + 1}"] [data-score="home"]`,
    );
    next?.focus();
  };

  return (
    <>
      <RondeSelect
        rondes={schedule.rondes.map((r) => ({
          round: r.round,
          state: r.state,
          count: r.wedstrijden.length,
        }))}
        value={round}
        onChange={(n) => void navigate(rondePath(n), { replace: true })}
      />
      {!ronde ? (
        <EmptyState>Speelronde {round} bestaat niet in dit seizoen.</EmptyState>
      ) : wedstrijden.length === 0 ? (
        <EmptyState>
          Deze speelronde heeft nog geen wedstrijden. Voeg ze toe bij Speelschema.
        </EmptyState>
      ) : (
        <>
          <p className="muted" aria-live="polite">
            {done} van {wedstrijden.length} wedstrijden hebben een uitslag.
          </p>
          <ol
            className={styles.matches}
            ref={listRef}
            aria-label={`Wedstrijden van speelronde ${round}`}
          >
            {wedstrijden.map((w, index) => (
              <li key={w.id} data-match={index} className={`${cardClass.card} ${styles.match}`}>
                <RondeMatchForm wedstrijdId={w.id} onSaved={() => focusAfter(index)} />
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}

/** /dashboard/uitslagen/ronde/{n}: every match of a speelronde on one page. */
export function UitslagenRondePage() {
  const round = Number(useParams().ronde);
  const schedule = useQuery(scheduleQuery);
  return (
    <>
      <PageHeader title="Hele speelronde">
        <p>
          Alle wedstrijden van de speelronde onder elkaar. Per wedstrijd de uitslag, en per
          doelpunt, assist of kaart de speler (typ een deel van zijn naam, Enter voegt toe). Enter
          zonder naam slaat de wedstrijd op en gaat naar de volgende. Wie er speelde staat al
          ingevuld vanuit de vorige wedstrijd van elke club; pas dat aan onder Opstelling.
        </p>
        <p>
          <Link to={`${dashboardPath('uitslagen')}?ronde=${round}`}>
            Eén wedstrijd tegelijk, met alle gebeurtenissen per speler
          </Link>
        </p>
      </PageHeader>
      {/* A failed refetch keeps the matches, and what is typed in them, on screen. */}
      {schedule.isError && !schedule.data ? (
        <ErrorState onRetry={() => void schedule.refetch()} />
      ) : !schedule.data ? (
        <LoadingState text="Speelschema wordt geladen…" />
      ) : !Number.isInteger(round) || round < 1 ? (
        <EmptyState>Kies een speelronde.</EmptyState>
      ) : (
        <Ronde schedule={schedule.data} round={round} />
      )}
    </>
  );
}
