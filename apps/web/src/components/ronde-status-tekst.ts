// The words for how far a speelronde is played, one wording everywhere (issue 9): a round in
// progress is never presented as finished, and a standing after it is called provisional.
import type { RondeStatus, Speelronde } from '@clubelf/contract';

/** "speelronde 21 bezig, 1 van 9 gespeeld" (lower case: it also runs on inside a sentence). */
export const bezigTekst = ({ round, gespeeld, totaal }: RondeStatus): string =>
  `speelronde ${round} bezig, ${gespeeld} van ${totaal} gespeeld`;

/**
 * Above a standing: "Na speelronde 20" once the round is complete, "Speelronde 21 bezig, 1 van
 * 9 gespeeld" while it is not (the caller adds that the standing is provisional); null before the
 * first round, when a standing has no round to be after.
 */
export function standRondeTekst(status: RondeStatus): string | null {
  if (status.round < 1) return null;
  if (status.state === 'bezig') return hoofdletter(bezigTekst(status));
  return `Na speelronde ${status.round}`;
}

/** Above a round's matches: "Speelronde 20 gespeeld", "… bezig, 1 van 9 gespeeld", "… gepland". */
export function wedstrijdenRondeTekst(status: RondeStatus): string {
  if (status.state === 'bezig') return hoofdletter(bezigTekst(status));
  return `Speelronde ${status.round} ${status.state}`;
}

/**
 * A standing's table caption (read by screen readers): "Fairplaycup na speelronde 20", or while
 * the round is played "Fairplaycup, voorlopig: speelronde 21 bezig, 1 van 9 gespeeld".
 */
export function standCaption(naam: string, status: RondeStatus): string {
  if (status.round < 1) return naam;
  if (status.state === 'bezig') return `${naam}, voorlopig: ${bezigTekst(status)}`;
  return `${naam} na speelronde ${status.round}`;
}

/** Whether the standing after this round is provisional: the round is not yet complete. */
export const isVoorlopig = (status: RondeStatus): boolean => status.state === 'bezig';

/** A round's status from its matches as the round answer lists them (a result: both scores). */
export function rondeStatusVanWedstrijden(ronde: Speelronde): RondeStatus {
  const totaal = ronde.wedstrijden.length;
  const gespeeld = ronde.wedstrijden.filter(
    (w) => w.homeGoals !== null && w.awayGoals !== null,
  ).length;
  return { round: ronde.round, state: ronde.state, gespeeld, totaal };
}

const hoofdletter = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
