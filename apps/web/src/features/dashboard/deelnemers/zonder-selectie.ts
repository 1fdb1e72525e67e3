// The link and the message the organiser sends a participant without a selection (issue 26):
// the public enrolment form, filled in from its query parameters (aanmeld-form.tsx, prefilled).
import { seasonLabel } from '@clubelf/contract/season-label';

/** `/aanmelden?naam=…&team=…&email=…` after `origin` ('' for a link within the site). */
export function aanmeldLink(
  origin: string,
  d: { name: string; teamName: string; email: string | null },
): string {
  const params = new URLSearchParams({ naam: d.name, team: d.teamName });
  if (d.email) params.set('email', d.email);
  return `${origin}/aanmelden?${params.toString()}`;
}

/** A short Dutch message for WhatsApp with the link. */
export function whatsappBericht(d: { name: string }, seizoen: string, link: string): string {
  return (
    `Hoi ${d.name}! ${seasonLabel(seizoen)} van de Superelf begint. Kies je 11 spelers via dit ` +
    `formulier, je naam en team staan er al in: ${link}`
  );
}
