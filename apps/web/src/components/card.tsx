import { useId, type ReactNode } from 'react';

interface CardProps {
  title: string;
  children: ReactNode;
  /** Links or buttons under the content. */
  actions?: ReactNode;
  className?: string;
}

export function Card({ title, children, actions, className }: CardProps) {
  const headingId = useId();
  return (
    <section className={`card ${className ?? ''}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        {title}
      </h2>
      <div className="card__body">{children}</div>
      {actions ? <div className="card__actions">{actions}</div> : null}
    </section>
  );
}
