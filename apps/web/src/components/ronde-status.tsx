import type { RondeStatus as Status } from '@clubelf/contract';
import styles from './ronde-status.module.css';
import { isVoorlopig, standRondeTekst, wedstrijdenRondeTekst } from './ronde-status-tekst';

interface RondeStatusProps {
  status: Status;
  /**
   * 'stand' (default): above a standing, "Na speelronde 20" or "Speelronde 21 bezig, 1 van 9
   * gespeeld · voorlopige stand". 'wedstrijden': above a round's matches, without the standing.
   */
  soort?: 'stand' | 'wedstrijden';
  /** A line of its own (a paragraph) rather than a phrase within one. */
  regel?: boolean;
  className?: string;
}

/** How far the round is played, in the one wording of the whole site; nothing before round 1. */
export function RondeStatus({ status, soort = 'stand', regel, className }: RondeStatusProps) {
  const tekst = soort === 'stand' ? standRondeTekst(status) : wedstrijdenRondeTekst(status);
  if (tekst === null) return null;
  const bezig = isVoorlopig(status);
  const Tag = regel ? 'p' : 'span';
  return (
    <Tag
      className={[styles.status, regel ? styles.regel : '', bezig ? styles.bezig : '', className]
        .filter(Boolean)
        .join(' ')}
      data-ronde-status={status.state}
    >
      {tekst}
      {bezig && soort === 'stand' ? (
        <>
          {' · '}
          <strong className={styles.voorlopig}>voorlopige stand</strong>
        </>
      ) : null}
    </Tag>
  );
}
