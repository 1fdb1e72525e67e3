// Moments in the league's own time (Europe/Amsterdam): the organiser types a deadline as the
// clock on the wall shows it, the database keeps it in UTC, and a message names it again in
// Dutch wall-clock time. Winter and summer time follow from the zone's rules (Intl), not from a
// fixed offset.

export const LEAGUE_TIME_ZONE = 'Europe/Amsterdam';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: LEAGUE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock time in the league at `moment`, as "YYYY-MM-DDTHH:mm". */
export function leagueLocal(moment: Date): string {
  const p = Object.fromEntries(parts.formatToParts(moment).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/**
 * The moment a league wall-clock time ("YYYY-MM-DDTHH:mm") names, as an ISO timestamp in UTC;
 * null for a time the clock skips (the hour the clocks go forward). A time the clock shows twice
 * (the hour they go back) is its first, summer-time, occurrence.
 */
export function leagueLocalToUtc(local: string): string | null {
  const asUtc = Date.parse(`${local}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // The zone is UTC+1 or UTC+2: try both, earliest first, keep the one that shows `local`.
  for (const offsetHours of [2, 1]) {
    const moment = new Date(asUtc - offsetHours * 3_600_000);
    if (leagueLocal(moment) === local) return moment.toISOString();
  }
  return null;
}

const dutch = new Intl.DateTimeFormat('nl-NL', {
  timeZone: LEAGUE_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "zondag 10 januari 2027 20:00": a moment as the Dutch read it, in league time. */
export function dutchMoment(iso: string): string {
  const p = Object.fromEntries(dutch.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.weekday} ${p.day} ${p.month} ${p.year} ${p.hour}:${p.minute}`;
}
