import { Fragment } from 'react';
import type { Erelijst } from '@clubelf/contract';
import { Link } from 'react-router';
import { PRIJS_NAMEN } from '@clubelf/contract/constants';
import { persoonPad } from '../historie';
import styles from './erelijst.module.css';

type Prijs = Erelijst[number]['prizes'][number];

/** The winners of one prize: each name to their career; a shared title says so. */
export function Winnaars({ prijs }: { prijs: Prijs }) {
  if (prijs.winners.length === 0) return <span className="muted">Niet uitgereikt</span>;
  return (
    <>
      {prijs.winners.map((name, i) => {
        const persoonId = prijs.persoonIds[i] ?? null;
        return (
          <Fragment key={`${name}-${i}`}>
            {i > 0 ? ' & ' : null}
            {persoonId === null ? name : <Link to={persoonPad(persoonId)}>{name}</Link>}
          </Fragment>
        );
      })}
      {prijs.winners.length > 1 ? <span className={styles.gedeeld}> (gedeeld)</span> : null}
    </>
  );
}

/** Every prize of one season with its winners. */
export function PrijzenLijst({ prizes }: { prizes: readonly Prijs[] }) {
  return (
    <dl className={styles.prijzen}>
      {prizes.map((p) => (
        <div key={p.prize} className={styles.prijs}>
          <dt>{PRIJS_NAMEN[p.prize]}</dt>
          <dd>
            <Winnaars prijs={p} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
