import styles from './position-change.module.css';

/** The arrow beside a position: up (green), down (red) or level, with words for screen readers. */
export function PositionChange({ change }: { change: number | null }) {
  if (change === null) return <span className={styles.change} aria-hidden="true" />;
  if (change === 0) {
    return (
      <span className={`${styles.change} ${styles.same}`} title="Gelijk gebleven">
        <span aria-hidden="true">–</span>
        <span className="sr-only">gelijk gebleven</span>
      </span>
    );
  }
  const up = change > 0;
  const amount = Math.abs(change);
  const words = `${amount} ${amount === 1 ? 'plaats' : 'plaatsen'} ${up ? 'gestegen' : 'gedaald'}`;
  return (
    <span className={`${styles.change} ${up ? styles.up : styles.down}`} title={words}>
      <span aria-hidden="true">
        {up ? '▲' : '▼'}
        {amount}
      </span>
      <span className="sr-only">{words}</span>
    </span>
  );
}
