/** Props that mark the chosen participant's row: highlighted, announced, and found by the scroll. */
export function gekozenRowProps(isGekozen: boolean) {
  return isGekozen
    ? { className: 'is-gekozen', 'data-gekozen': 'true', 'aria-current': 'true' as const }
    : {};
}
