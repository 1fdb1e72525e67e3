import styles from './alert.module.css';

export type AlertTone = 'danger' | 'success' | 'warning';

/**
 * The classes of a message box (`<div className={alertClass('danger')} role="alert">`): the one
 * place its look is decided. `className` places it (margins), never changes its look. The plain
 * `alert` carries no rule of its own: the dashboard's frame spaces a button or link in a box by it
 * (dashboard-section.module.css), as it places its fields by the plain `field`.
 */
export function alertClass(tone?: AlertTone, className?: string): string {
  return ['alert', styles.alert, tone ? styles[tone] : '', className ?? '']
    .filter(Boolean)
    .join(' ');
}
