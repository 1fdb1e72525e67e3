/** Finds the chosen participant's row (or duel) on the page. */
export const GEKOZEN_SELECTOR = '[data-gekozen="true"]';

/**
 * Props that mark the chosen participant's row: highlighted, announced, and found by the scroll.
 * `className` is the element's own class, kept beside the highlight class.
 */
export function gekozenRowProps(isGekozen: boolean, className?: string) {
  const classes = [className, isGekozen ? 'is-gekozen' : undefined].filter(Boolean).join(' ');
  return {
    className: classes || undefined,
    ...(isGekozen ? { 'data-gekozen': 'true', 'aria-current': 'true' as const } : {}),
  };
}
