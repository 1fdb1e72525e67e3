import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { LoadingState } from '../../../components/states';
import { bekersQuery } from '../api/queries';
import { BEKER_KIND_LABELS } from '../bekers/beker-labels';
import { dashboardPath } from '../layout/sections';
import styles from './bekers-state-card.module.css';

/** Both cups: the rounds drawn so far and the next draw. */
export function BekersStateCard() {
  const bekers = useQuery(bekersQuery);
  return (
    <Card title="Bekers">
      {bekers.isPending ? <LoadingState text="Bekers worden geladen…" /> : null}
      {bekers.isError ? <p>De bekers konden niet worden geladen.</p> : null}
      {bekers.data
        ? (['beker', 'teambeker'] as const).map((kind) => {
            const beker = bekers.data[kind];
            const last = beker.rondes.at(-1);
            return (
              <div key={kind} className={styles.state}>
                <h3>{BEKER_KIND_LABELS[kind]}</h3>
                <p>
                  {last
                    ? `${beker.rondes.length} ${beker.rondes.length === 1 ? 'ronde' : 'rondes'} geloot, als laatste ${last.name} (speelronde ${last.speelronde}, ${last.isFinished ? 'gespeeld' : 'nog niet gespeeld'}).`
                    : 'Nog geen ronde geloot.'}
                </p>
                <p className="muted">
                  {beker.next.blockedReason ??
                    `Volgende loting: ${beker.next.name ?? 'volgende ronde'} met ${beker.next.entrantCount} ${kind === 'beker' ? 'deelnemers' : 'teams'}.`}
                </p>
              </div>
            );
          })
        : null}
      <p>
        <Link to={dashboardPath('bekers')}>Naar de bekers</Link>
      </p>
    </Card>
  );
}
