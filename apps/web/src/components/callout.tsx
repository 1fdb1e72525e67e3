import type { ReactNode } from 'react';
import styles from './callout.module.css';

/**
 * The classes, for a callout that is not one paragraph (a note with its own heading). The plain
 * highlight-box class carries no style: the browser tests find the winner's line by it.
 */
export const calloutClass = { highlight: `highlight-box ${styles.highlight}`, info: styles.info };

/**
 * A paragraph that stands out: `highlight` (yellow: the period's winner, the herbstmeister) or
 * `info` (green: how a cup round stands).
 */
export function Callout({ tone, children }: { tone: 'highlight' | 'info'; children: ReactNode }) {
  return <p className={calloutClass[tone]}>{children}</p>;
}
