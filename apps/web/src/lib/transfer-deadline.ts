// The transfer window's deadline as people read it: in Amsterdam time whatever the phone's zone
// (the organiser set it so), and how long is left in words.
const AMSTERDAM = 'Europe/Amsterdam';

const deadlineFormat = new Intl.DateTimeFormat('nl-NL', {
  timeZone: AMSTERDAM,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "zondag 10 januari om 20:00" for 2027-01-10T19:00:00.000Z. */
export function formatDeadline(iso: string): string {
  const parts = deadlineFormat.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} om ${part('hour')}:${part('minute')}`;
}

const plural = (n: number, one: string, more: string) => `${n} ${n === 1 ? one : more}`;

/**
 * How long until the deadline, in the two largest units ("nog 2 dagen en 3 uur", "nog 5
 * minuten"); null once it has passed.
 */
export function timeLeft(deadlineIso: string, nowMs: number): string | null {
  const ms = new Date(deadlineIso).getTime() - nowMs;
  if (!(ms > 0)) return null;
  const minutes = Math.ceil(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0)
    return hours > 0
      ? `nog ${plural(days, 'dag', 'dagen')} en ${hours} uur`
      : `nog ${plural(days, 'dag', 'dagen')}`;
  if (hours > 0)
    return mins > 0
      ? `nog ${hours} uur en ${plural(mins, 'minuut', 'minuten')}`
      : `nog ${hours} uur`;
  return `nog ${plural(mins, 'minuut', 'minuten')}`;
}

/** The deadline as Amsterdam wall time for a datetime-local input: "2027-01-10T20:00". */
export function toAmsterdamInput(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: AMSTERDAM,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}
