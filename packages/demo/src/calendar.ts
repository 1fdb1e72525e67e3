// Weekend dates of season 2026-2027: the Saturday of each speelronde, with international
// breaks and a winter break between round 17 and 18.

// prettier-ignore
const EERSTE_HELFT = [
  '2026-08-15', '2026-08-22', '2026-08-29', '2026-09-12', '2026-09-19', '2026-09-26',
  '2026-10-03', '2026-10-17', '2026-10-24', '2026-10-31', '2026-11-07', '2026-11-14',
  '2026-11-21', '2026-11-28', '2026-12-05', '2026-12-12', '2026-12-19',
];

// prettier-ignore
const TWEEDE_HELFT = [
  '2027-01-16', '2027-01-23', '2027-01-30', '2027-02-06', '2027-02-13', '2027-02-20',
  '2027-02-27', '2027-03-06', '2027-03-13', '2027-03-20', '2027-04-03', '2027-04-10',
  '2027-04-17', '2027-04-24', '2027-05-01', '2027-05-08', '2027-05-15',
];

/** Kick-off slots of a speelronde: day offset from the first day, and local time. */
export const KICKOFF_SLOTS: readonly { dayOffset: number; time: string }[] = [
  { dayOffset: 0, time: '16:30' },
  { dayOffset: 0, time: '18:45' },
  { dayOffset: 0, time: '20:00' },
  { dayOffset: 0, time: '21:00' },
  { dayOffset: 1, time: '12:15' },
  { dayOffset: 1, time: '14:30' },
  { dayOffset: 1, time: '14:30' },
  { dayOffset: 1, time: '16:45' },
  { dayOffset: 1, time: '20:00' },
];

export const SPEELRONDE_DATES: readonly string[] = [...EERSTE_HELFT, ...TWEEDE_HELFT];

export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return date.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DDTHH:mm' for a slot of a speelronde (1-based). */
export function kickoffFor(round: number, slot: number): string {
  const first = SPEELRONDE_DATES[round - 1];
  const kickoff = KICKOFF_SLOTS[slot];
  if (!first || !kickoff) throw new RangeError(`no kick-off for round ${round}, slot ${slot}`);
  return `${addDays(first, kickoff.dayOffset)}T${kickoff.time}`;
}

/** A season's whole weeks: an earlier season's rounds fall on the same weekdays. */
const WEEKS_PER_SEASON = 52;

/** The kick-off of the same slot `seasonsBack` seasons earlier (for the demo's history). */
export function kickoffSeasonsBefore(kickoff: string, seasonsBack: number): string {
  const [date, time] = kickoff.split('T') as [string, string];
  return `${addDays(date, -7 * WEEKS_PER_SEASON * seasonsBack)}T${time}`;
}
