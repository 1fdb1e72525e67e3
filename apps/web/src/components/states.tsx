import type { ReactNode } from 'react';
import styles from './states.module.css';
import { Button } from './ui/button';

// The plain state, state--loading, --empty and --error classes carry no style: the browser tests,
// the benches and the screenshots wait for a page's loading states and find its empty lists by them.

export function LoadingState({ text = 'Gegevens worden geladen…' }: { text?: string }) {
  return (
    <p className={`state state--loading ${styles.state}`} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {text}
    </p>
  );
}

/** What a skeleton stands for, row by row: a line of text, a table row or a button. */
export type SkeletonRow = 'text' | 'row' | 'button';

/**
 * A loading state at the size of what it stands for, so nothing moves when the data arrives
 * (issue 9: layout shift below 0.05). Each row has the height of the real thing (states.module.css);
 * screen readers hear the text. `text={null}` when one status elsewhere speaks for several.
 */
export function Skeleton({
  rows,
  text = 'Gegevens worden geladen…',
}: {
  rows: readonly SkeletonRow[];
  text?: string | null;
}) {
  if (text === null) {
    return (
      <div className={`state--loading ${styles.skeleton}`} aria-hidden="true">
        {rows.map((row, i) => (
          <span key={i} className={`${styles.bar} ${styles[row]}`} />
        ))}
      </div>
    );
  }
  return (
    <div className={`state--loading ${styles.skeleton}`} role="status">
      <span className="sr-only">{text}</span>
      {rows.map((row, i) => (
        <span key={i} className={`${styles.bar} ${styles[row]}`} aria-hidden="true" />
      ))}
    </div>
  );
}

/** `count` rows of one kind: `skeletonRows(10, 'row')` for a table of ten. */
export function skeletonRows(count: number, row: SkeletonRow = 'text'): SkeletonRow[] {
  return Array.from({ length: Math.max(0, Math.floor(count)) }, () => row);
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={`state state--empty ${styles.state}`}>{children}</p>;
}

/** The page's own notice; the shared error handler shows the general message in the banner. */
export function ErrorState({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className={`state state--error ${styles.state} ${styles.error}`}>
      <p>Deze gegevens zijn nu niet beschikbaar.</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          Opnieuw proberen
        </Button>
      ) : null}
    </div>
  );
}
