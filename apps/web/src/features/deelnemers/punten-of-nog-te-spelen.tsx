import type { DeelnemerRonde } from '@clubelf/contract';
import { formatNumber } from '../../lib/format';
import { isNogTeSpelen } from './nog-te-spelen';

/**
 * A player's points in the round, or a dash while his match is still to come: a 0 there would
 * read as a match without points. The dash is read out as "nog te spelen".
 */
export function PuntenOfNogTeSpelen({
  speler,
}: {
  speler: Pick<DeelnemerRonde['spelers'][number], 'points' | 'wedstrijd'>;
}) {
  if (!isNogTeSpelen(speler.wedstrijd)) return <>{formatNumber(speler.points)}</>;
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">nog te spelen</span>
    </>
  );
}
