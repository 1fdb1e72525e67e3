// Small inline icons: no icon font to download, no emoji font needed on the device.
import styles from './icons.module.css';
export function BallIcon() {
  return (
    <svg
      className={`icon icon--ball ${styles.icon} ${styles.ball}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10.5" fill="#fff" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M12 7.2l4.1 3-1.6 4.8h-5l-1.6-4.8zM12 1.5v5.7M16.1 10.2l5.2-1.6M14.5 15l3.3 4.6M9.5 15l-3.3 4.6M7.9 10.2L2.7 8.6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
      <path d="M12 7.2l4.1 3-1.6 4.8h-5l-1.6-4.8z" fill="currentColor" />
    </svg>
  );
}

export function TrophyIcon() {
  return (
    <svg
      className={`icon ${styles.icon} ${styles.trophy}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M7 3h10v3h3.5v2.5A4.5 4.5 0 0 1 16.4 13 5 5 0 0 1 13 15.8V18h3v3H8v-3h3v-2.2A5 5 0 0 1 7.6 13 4.5 4.5 0 0 1 3.5 8.5V6H7zm10 5v3a2.5 2.5 0 0 0 1.5-2.3V8zM7 8H5.5v.7A2.5 2.5 0 0 0 7 11z"
        fill="currentColor"
      />
    </svg>
  );
}

/** A clock turning back: a person's seasons, their history. */
export function HistoryIcon() {
  return (
    <svg className={`icon ${styles.icon}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3.5 12a8.5 8.5 0 1 0 2.5-6M3.5 3.5V8H8M12 7.5V12l3 2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
