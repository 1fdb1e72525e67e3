import { useId, type ReactNode } from 'react';
import styles from './card.module.css';

/**
 * The classes of a card's parts, for a card that is not a `<Card>` (a form, a heading of another
 * level). The plain `card`, `card__title` and `card__body` carry no style: the browser tests find
 * cards and their titles by them, and a table in a card fits it by `.card` (ui/table.css).
 */
export const cardClass = {
  card: `card ${styles.card}`,
  info: `card ${styles.card} ${styles.info}`,
  title: 'card__title',
  body: `card__body ${styles.body}`,
  actions: styles.actions,
  grid: styles.grid,
} as const;

interface CardProps {
  title: string;
  children: ReactNode;
  /** Links or buttons under the content. */
  actions?: ReactNode;
  /** info: announcements and notices, yellow on top instead of green. */
  tone?: 'info';
  className?: string;
  /** The region's name where it should say more than the title (else the title names it). */
  label?: string;
}

export function Card({ title, children, actions, tone, className, label }: CardProps) {
  const headingId = useId();
  return (
    <section
      className={`${tone === 'info' ? cardClass.info : cardClass.card} ${className ?? ''}`}
      {...(label ? { 'aria-label': label } : { 'aria-labelledby': headingId })}
    >
      <h2 id={headingId} className={cardClass.title}>
        {title}
      </h2>
      <div className={cardClass.body}>{children}</div>
      {actions ? <div className={cardClass.actions}>{actions}</div> : null}
    </section>
  );
}
