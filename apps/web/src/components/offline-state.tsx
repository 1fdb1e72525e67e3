import { useEffect } from 'react';
import { offlineStatus } from '../lib/offline/offline-status';
import styles from './offline-state.module.css';
import states from './states.module.css';

/**
 * In place of data the page never fetched, while the browser has no connection (issue 26): a
 * calm line, not the error state and not the shared "Oeps" banner. The notice under the header
 * says there is no connection; this says what happens next. The query behind it is paused
 * (TanStack Query's offlineFirst network mode) and loads by itself once the connection returns.
 */
export function OfflineState() {
  // While it shows, the notice under the header names no time of a stand this page lacks.
  useEffect(() => {
    offlineStatus.noteWaiting(1);
    return () => offlineStatus.noteWaiting(-1);
  }, []);
  return (
    <p className={`state state--offline ${states.state} ${styles.offline}`}>
      Zonder verbinding is dit nog niet te zien: je hebt het niet eerder bekeken. Het laadt vanzelf
      zodra er weer verbinding is.
    </p>
  );
}
