// The ways an entry fee (inleg) is paid and how an amount reads, without zod: the web app
// imports this module for the labels and the formatting, the server and the schemas too, so
// the list of ways and their Dutch names live in one place.

/** The ways a participant pays the entry fee, as stored and sent. */
export const INLEG_WIJZEN = ['contant', 'overboeking', 'tikkie'] as const;
export type InlegWijze = (typeof INLEG_WIJZEN)[number];

/** Their Dutch names, for screens, the export and the audit log. */
export const INLEG_WIJZE_LABELS: Record<InlegWijze, string> = {
  contant: 'Contant',
  overboeking: 'Overboeking',
  tikkie: 'Tikkie',
};

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

/**
 * An amount in cents as the Dutch read it: "€ 12,50". The non-breaking space Intl puts after
 * the sign becomes a plain one, so a copied reminder reads the same in every app.
 */
export function formatEuro(cents: number): string {
  return euro.format(cents / 100).replace(/\u00a0/g, ' ');
}
