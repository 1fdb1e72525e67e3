import { formatDate } from '../../lib/format';

/** A day without time (2026-07-01) as the Dutch write it, read as that day wherever one is. */
const dag = (iso: string) => formatDate(`${iso}T12:00:00`);

/** The enrolment period in a sentence's words: 'van 01-07-2026 tot en met 31-08-2026'. */
export function periodeTekst(vanaf: string | null, tot: string | null): string | null {
  if (vanaf && tot) return `van ${dag(vanaf)} tot en met ${dag(tot)}`;
  if (vanaf) return `vanaf ${dag(vanaf)}`;
  if (tot) return `tot en met ${dag(tot)}`;
  return null;
}

/** A moment of the status answer (ISO) as date and time: '01-07-2026 om 14:05'. */
export function momentTekst(iso: string): string {
  const date = new Date(iso);
  const time = new Intl.DateTimeFormat('nl-NL', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Amsterdam',
  }).format(date);
  const day = new Intl.DateTimeFormat('nl-NL', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }).format(date);
  return `${day} om ${time}`;
}
