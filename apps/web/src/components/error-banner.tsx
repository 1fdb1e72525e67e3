import { useEffect, useState } from 'react';
import { onUserError } from '../lib/error-handler';
import styles from './error-banner.module.css';

/** Where the shared error handler's message reaches the visitor. */
export function ErrorBanner() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => onUserError(setMessage), []);
  return (
    <div className="error-banner-slot" role="alert">
      {message ? (
        <div className={styles.banner}>
          <p>{message}</p>
          <button
            type="button"
            className={styles.close}
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
