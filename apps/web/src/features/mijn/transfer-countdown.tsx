import { useEffect, useState } from 'react';
import { aftellen, tikInterval, type Transferperiode } from './aftellen';
import styles from './mijn-superelf-page.module.css';

/**
 * The open (or next) transfer window with its deadline in Amsterdam time and a live countdown.
 * The countdown is not a live region: a screen reader hears it when it reaches it, not every tick.
 */
export function TransferCountdown({
  periode,
  now = Date.now,
}: {
  periode: Transferperiode;
  /** The clock (a test passes its own). */
  now?: () => number;
}) {
  const [nowMs, setNowMs] = useState(now);
  const interval = tikInterval(periode, nowMs);
  useEffect(() => {
    if (interval === 0) return undefined;
    const timer = window.setInterval(() => setNowMs(now()), interval);
    return () => window.clearInterval(timer);
  }, [interval, now]);
  const tekst = aftellen(periode, nowMs);
  return (
    <section className={styles.komt} aria-labelledby="mijn-transferperiode">
      <h2 id="mijn-transferperiode">{tekst.titel}</h2>
      <p>{tekst.vanaf}</p>
      {periode.sluitOp !== null && tekst.sluitOp !== null ? (
        <p>
          Sluit <time dateTime={periode.sluitOp}>{tekst.sluitOp}</time>{' '}
          <span className={styles.afteller} data-testid="afteller">
            ({tekst.resterend})
          </span>
        </p>
      ) : null}
    </section>
  );
}
