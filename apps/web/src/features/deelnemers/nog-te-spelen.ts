// A player's match in a round in progress (issue 26): until his club has played, his 0 is not a
// score, so the page names the match still to come instead.
import type { DeelnemerRonde } from '@clubelf/contract';
import { LOCALE } from '../../lib/format';

type RondeWedstrijd = NonNullable<DeelnemerRonde['spelers'][number]['wedstrijd']>;

// The API's kick-off is Amsterdam wall-clock time without a zone. Read as UTC and written in UTC
// it comes out as that same wall-clock time on every device, wherever the reader is; reading it
// as the device's local time and converting to Europe/Amsterdam would shift it abroad.
const weekdag = new Intl.DateTimeFormat(LOCALE, { weekday: 'short', timeZone: 'UTC' });
const tijd = new Intl.DateTimeFormat(LOCALE, {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** '2026-08-15T14:30' → 'za 14:30': a round in progress is played within a few days. */
export function aftrapKort(kickoff: string): string {
  const moment = new Date(`${kickoff.length === 16 ? `${kickoff}:00` : kickoff}Z`);
  if (Number.isNaN(moment.getTime())) return kickoff;
  return `${weekdag.format(moment).replace(/\.$/, '')} ${tijd.format(moment)}`;
}

/** 'tegen Ajax (thuis)' or 'tegen Ajax (uit)'. */
export function tegenTekst(w: RondeWedstrijd): string {
  return `tegen ${w.opponent} (${w.thuis ? 'thuis' : 'uit'})`;
}

/** Whether the player's points are still to come: his club has a match that is not played. */
export function isNogTeSpelen(w: RondeWedstrijd | null): w is RondeWedstrijd {
  return w !== null && !w.played;
}

/** 'nog te spelen · tegen Ajax (thuis) · za 14:30', or null once his match is played. */
export function nogTeSpelenTekst(w: RondeWedstrijd | null): string | null {
  if (!isNogTeSpelen(w)) return null;
  return `nog te spelen · ${tegenTekst(w)} · ${aftrapKort(w.kickoff)}`;
}
