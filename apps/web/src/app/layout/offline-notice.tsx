import { useSyncExternalStore } from 'react';
import { formatDate, formatTime, formatWeekday } from '../../lib/format';
import { offlineStatus } from '../../lib/offline/offline-status';
import styles from './offline-notice.module.css';

const subscribe = (listener: () => void) => offlineStatus.subscribe(listener);
const snapshot = () => offlineStatus.state;

/** "14:32" today, "zaterdag 21-11-2026 14:32" on another day. */
export function standTijd(at: number, now = Date.now()): string {
  const date = new Date(at);
  const today = new Date(now).toDateString() === date.toDateString();
  return today
    ? formatTime(date)
    : `${formatWeekday(date)} ${formatDate(date)} ${formatTime(date)}`;
}

/**
 * Without a connection (or with answers the service worker kept): what the page shows may be
 * old. A live region that stays in the page, so screen readers hear the note when it comes.
 */
export function OfflineNotice() {
  const { offline, standVan, wachtend } = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <div className="container" aria-live="polite">
      {offline ? (
        <div className={styles.notice}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M3 3l18 18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
            <circle cx="12" cy="19" r="1.4" fill="currentColor" />
          </svg>
          <p>
            {wachtend ? (
              // The page's own line says what is missing and that it loads by itself.
              <span className={styles.label}>Geen verbinding.</span>
            ) : (
              <>
                <span className={styles.label}>Geen verbinding:</span>{' '}
                {standVan === null
                  ? 'wat je ziet kan verouderd zijn.'
                  : `je ziet de stand van ${standTijd(standVan)}; die kan verouderd zijn.`}
              </>
            )}
          </p>
        </div>
      ) : null}
    </div>
  );
}
