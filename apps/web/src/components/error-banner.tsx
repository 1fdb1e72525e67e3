import { useEffect, useState } from 'react';
import { onUserError } from '../lib/error-handler';
import './error-banner.css';

/** Where the shared error handler's message reaches the visitor. */
export function ErrorBanner() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => onUserError(setMessage), []);
  return (
    <div className="error-banner-slot" role="alert">
      {message ? (
        <div className="error-banner">
          <p>{message}</p>
          <button
            type="button"
            className="error-banner__close"
            aria-label="Melding sluiten"
            onClick={() => setMessage(null)}
          >
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
