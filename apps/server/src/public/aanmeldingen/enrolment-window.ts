// Whether the current season takes enrolments today: the organiser's showAanmelding flag, the
// period (a missing bound is open on that side), and a season that still runs.
import { AANMELDING_GESLOTEN } from '@clubelf/contract';

/** The league's own time zone: the period's dates are days there. */
const LEAGUE_TIME_ZONE = 'Europe/Amsterdam';

/** Today as YYYY-MM-DD in the league's time zone. */
export function leagueToday(now = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: LEAGUE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const dutchDate = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${iso}T12:00:00Z`),
  );

export interface EnrolmentWindow {
  showAanmelding: boolean;
  isClosed: boolean;
  vanaf: string | null;
  tot: string | null;
}

/** Null when open today; else the Dutch reason, starting with "De aanmelding is gesloten." */
export function closedReason(window: EnrolmentWindow | undefined, today: string): string | null {
  if (!window || window.isClosed || !window.showAanmelding) return AANMELDING_GESLOTEN;
  if (window.vanaf !== null && today < window.vanaf) {
    return `${AANMELDING_GESLOTEN} Aanmelden kan vanaf ${dutchDate(window.vanaf)}.`;
  }
  if (window.tot !== null && today > window.tot) {
    return `${AANMELDING_GESLOTEN} Aanmelden kon tot en met ${dutchDate(window.tot)}.`;
  }
  return null;
}
