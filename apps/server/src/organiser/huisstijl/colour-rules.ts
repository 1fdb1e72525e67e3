// Readability of the club's colours: the header shows white text on the primary colour, and the
// secondary colour is an accent (a stripe, the marker of the current menu item) on the primary.
// WCAG 2.1: 4.5:1 for text (1.4.3), 3:1 for a graphic that carries meaning (1.4.11).

/** Relative luminance of `#rrggbb` (WCAG 2.1). */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const MIN_TEXT_CONTRAST = 4.5;
export const MIN_ACCENT_CONTRAST = 3;

/** Rounded down, so "4,4:1" never reads as enough. */
const ratio = (n: number) => `${(Math.floor(n * 10) / 10).toLocaleString('nl-NL')}:1`;

/** The problems per field, in Dutch; empty when both colours can be used. */
export function colourProblems(primary: string, secondary: string): Record<string, string> {
  const problems: Record<string, string> = {};
  const onPrimary = contrast(primary, '#ffffff');
  if (onPrimary < MIN_TEXT_CONTRAST) {
    problems.primaryColour =
      `Witte tekst op ${primary} is slecht leesbaar (contrast ${ratio(onPrimary)}, ` +
      `minstens 4,5:1 nodig). Kies een donkerdere hoofdkleur.`;
  }
  const accent = contrast(primary, secondary);
  if (accent < MIN_ACCENT_CONTRAST) {
    problems.secondaryColour =
      `${secondary} valt te weinig op tegen de hoofdkleur ${primary} (contrast ${ratio(accent)}, ` +
      `minstens 3:1 nodig). Kies een lichtere of juist donkerdere tweede kleur.`;
  }
  return problems;
}
