import { Fragment } from 'react';
import { Link } from 'react-router';
import type { RondeStatus, RondeWinnaar } from '@clubelf/contract';
import { formatNumber } from '../lib/format';
import { useSiteLinks } from '../lib/site-links';
import styles from './ronde-winnaars.module.css';

/** More shared winners than this (early in a round) are counted rather than all named. */
const MAX_NAMEN = 5;

interface RondeWinnaarsProps {
  status: RondeStatus;
  winnaars: readonly RondeWinnaar[];
}

/**
 * "Rondewinnaar speelronde 21: Naam (87 punten)", each name leading to the participant's page;
 * while the round is still being played, the best so far ("tot nu toe"). Nothing while nobody
 * has scored in it.
 */
export function RondeWinnaars({ status, winnaars }: RondeWinnaarsProps) {
  const links = useSiteLinks();
  const first = winnaars[0];
  if (first === undefined || status.round < 1) return null;
  const label = winnaars.length > 1 ? 'Rondewinnaars' : 'Rondewinnaar';
  const nogBezig = status.state === 'bezig' ? ' tot nu toe' : '';
  const genoemd = winnaars.length > MAX_NAMEN ? winnaars.slice(0, MAX_NAMEN - 1) : winnaars;
  const anderen = winnaars.length - genoemd.length;
  return (
    <p className={styles.winnaars}>
      {label} speelronde {status.round}
      {nogBezig}:{' '}
      {genoemd.map((w, i) => (
        <Fragment key={w.deelnemerId}>
          {i === 0 ? '' : i === genoemd.length - 1 && anderen === 0 ? ' en ' : ', '}
          <Link to={links.deelnemer(w.deelnemerId)}>{w.name}</Link>
        </Fragment>
      ))}
      {anderen > 0 ? ` en ${anderen} anderen` : ''} ({formatNumber(first.score)}{' '}
      {first.score === 1 ? 'punt' : 'punten'})
    </p>
  );
}
