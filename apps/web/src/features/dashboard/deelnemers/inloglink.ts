// The message an organiser sends a participant with their sign-in link (issue 27).
import { formatDate, formatTime } from '../../../lib/format';

export function inloglinkBericht(naam: string, url: string, expiresAt: string): string {
  return [
    `Hallo ${naam}, met deze link log je in bij de superelf en zie je je eigen team:`,
    url,
    `De link werkt één keer, tot ${formatDate(expiresAt)} ${formatTime(expiresAt)}. Open hem en druk op "Inloggen".`,
  ].join('\n');
}
