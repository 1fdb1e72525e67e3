import type { BekerRondeDetail } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryView } from '../../../components/query-view';
import { bekerRondeQuery } from '../../beker';
import { DuelList } from '../../../components/duel-list';
import { publicBekerPath } from './beker-labels';

const noOne = () => false;

/** A drawn round: its duels and byes, as the public page shows them. */
export function DrawView({ ronde }: { ronde: BekerRondeDetail }) {
  return (
    <div className="draw-view">
      <DuelList kind={ronde.kind} duels={ronde.duels} isGekozen={noOne} />
      {ronde.byes.length > 0 ? (
        <p>
          <strong>Vrijloting:</strong> {ronde.byes.map((e) => e.name).join(', ')}
        </p>
      ) : null}
      <p>
        <Link to={publicBekerPath(ronde.kind, ronde.id)}>Bekijk {ronde.name} op de site</Link>
      </p>
    </div>
  );
}

/** Loads a stored draw from the public API. */
export function StoredDraw({ kind, id }: { kind: 'beker' | 'teambeker'; id: number }) {
  const query = useQuery(bekerRondeQuery(kind, id));
  return (
    <QueryView query={query} loadingText="Loting wordt geladen…">
      {(ronde) => <DrawView ronde={ronde} />}
    </QueryView>
  );
}
