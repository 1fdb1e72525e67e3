// The reference code of an enrolment (issue 15), without zod: the web app imports this module
// to read and show a typed code the way the server does (the schemas import it too).

/** No 0/O, 1/I/L: a code read aloud or copied from paper is typed right. */
export const REFERENTIE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENTIE_LENGTH = 10;

/** The code as typed (any case, spaces or dashes) in its stored form, or null when it is none. */
export function normaliseReferentie(text: string): string | null {
  const code = text.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== REFERENTIE_LENGTH) return null;
  return [...code].every((c) => REFERENTIE_ALPHABET.includes(c)) ? code : null;
}

/** Shown in two groups, e.g. K7QMX-2PAZ9. */
export function formatReferentie(code: string): string {
  const half = Math.ceil(code.length / 2);
  return `${code.slice(0, half)}-${code.slice(half)}`;
}
