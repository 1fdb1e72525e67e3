import type { ReactNode } from 'react';
import styles from './facts-list.module.css';

/**
 * Key figures as tiles: a `<dl>` whose children are `<div><dt>…</dt><dd>…</dd></div>`. The plain
 * `facts` class carries no style: the browser tests find the tiles by it.
 */
export function FactsList({ className, children }: { className?: string; children: ReactNode }) {
  return <dl className={`facts ${styles.facts} ${className ?? ''}`.trimEnd()}>{children}</dl>;
}
