import type { ReactNode } from 'react';

export function LoadingState({ text = 'Gegevens worden geladen…' }: { text?: string }) {
  return (
    <p className="state state--loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {text}
    </p>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="state state--empty">{children}</p>;
}

/** The page's own notice; the shared error handler shows the general message in the banner. */
export function ErrorState({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="state state--error">
      <p>Deze gegevens zijn nu niet beschikbaar.</p>
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Opnieuw proberen
        </button>
      ) : null}
    </div>
  );
}
