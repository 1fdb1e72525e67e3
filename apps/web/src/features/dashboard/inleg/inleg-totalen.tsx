import { INLEG_WIJZE_LABELS, formatEuro } from '@clubelf/contract/organiser/inleg-wijzen';
import type { InlegOverzicht } from '@clubelf/contract';
import styles from './inleg.module.css';

/** The treasurer's figures: expected, received, open, and per way of paying. */
export function InlegTotalen({ overzicht }: { overzicht: InlegOverzicht }) {
  const t = overzicht.totalen;
  const tiles = [
    { label: 'Inleg per deelnemer', value: formatEuro(overzicht.bedragCenten), sub: null },
    {
      label: 'Verwacht',
      value: formatEuro(t.verwacht),
      sub: `${t.aantalBetaald + t.aantalOpen} deelnemers`,
    },
    { label: 'Ontvangen', value: formatEuro(t.ontvangen), sub: `${t.aantalBetaald} betaald` },
    { label: 'Open', value: formatEuro(t.open), sub: `${t.aantalOpen} nog open` },
  ];
  return (
    <section aria-label="Totalen" className={styles.totalen}>
      <ul className={styles.tiles} data-testid="inleg-totalen">
        {tiles.map((tile) => (
          <li key={tile.label} className={styles.tile}>
            <span className={styles.tileLabel}>{tile.label}</span>
            <span className={styles.tileValue} data-testid={`totaal-${tile.label}`}>
              {tile.value}
            </span>
            {tile.sub ? <span className={styles.tileSub}>{tile.sub}</span> : null}
          </li>
        ))}
      </ul>
      <p className={styles.perWijze}>
        {t.perWijze.map((w) => (
          <span key={w.wijze}>
            {INLEG_WIJZE_LABELS[w.wijze]}: {w.aantal} ({formatEuro(w.bedrag)})
          </span>
        ))}
      </p>
    </section>
  );
}
