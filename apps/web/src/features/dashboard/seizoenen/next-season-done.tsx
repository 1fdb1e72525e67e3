import type { Seizoen } from '@clubelf/contract';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { dashboardPath } from '../layout/sections';
import { countOf } from './carry-over';
import { seasonLabel } from '@clubelf/contract/season-label';
import { cardClass } from '../../../components/card';
import styles from './seizoenen.module.css';
import { alertClass } from '../../../components/ui/alert';

export interface StartedSeason {
  seizoen: Seizoen;
  previousName: string;
  clubs: number;
  spelers: number;
  deelnemers: number;
}

/** After 'Start seizoen': what was carried over, and what to do next. */
export function NextSeasonDone({ started }: { started: StartedSeason }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const { seizoen } = started;
  return (
    <section className={cardClass.card} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={cardClass.title}>
        {seasonLabel(seizoen.name)} is gestart
      </h2>
      <div className={cardClass.body}>
        <div className={alertClass('success')} role="status">
          {seasonLabel(seizoen.name)} is gestart met {countOf(started.clubs, 'club', 'clubs')},{' '}
          {countOf(started.spelers, 'speler', 'spelers')} en{' '}
          {countOf(started.deelnemers, 'deelnemer', 'deelnemers')} uit{' '}
          {seasonLabel(started.previousName)}. Dat seizoen staat in het archief.
        </div>
        <p>Het nieuwe seizoen is nog leeg. De volgende stappen:</p>
        <ol className={styles.nextSteps}>
          <li>
            <Link to={dashboardPath('spelers')}>Clubs &amp; spelers</Link>: de promovendi en de
            nieuwe spelers toevoegen, overstappers naar hun nieuwe club.
          </li>
          <li>
            <Link to={dashboardPath('speelschema')}>Speelschema</Link>: de wedstrijden van{' '}
            {seizoen.roundCount} speelrondes.
          </li>
          <li>
            <Link to={dashboardPath('deelnemers')}>Deelnemers</Link>: nieuwe deelnemers en de
            selecties van elf spelers.
          </li>
          <li>
            <Link to={dashboardPath('seizoen')}>Seizoen</Link>: de spelregels en de transferperiodes
            nakijken.
          </li>
        </ol>
      </div>
    </section>
  );
}
