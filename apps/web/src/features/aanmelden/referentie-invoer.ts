import { formatReferentie, normaliseReferentie } from '@clubelf/contract/referentie';

/** A code as typed (any case, with or without dash or spaces) as shown: 'K7QMX-2PAZ9', or null. */
export function referentieUitInvoer(text: string): string | null {
  const code = normaliseReferentie(text.trim());
  return code === null ? null : formatReferentie(code);
}

/** The status page's address for a code, so the confirmation links straight to it. */
export const statusLink = (referentie: string) =>
  `/aanmelden/status?code=${encodeURIComponent(referentie)}`;
