// The reference code a person keeps to look up their enrolment: 10 characters from an alphabet
// without look-alikes (31^10, about 49 bits), drawn with crypto. Only its sha256 is stored: the
// code is a bearer secret, so a backup or a look at the database does not hand it out; 49 bits
// with the status lookup's rate limit leave nothing to guess.
import { createHash, randomInt } from 'node:crypto';
import { REFERENTIE_ALPHABET, REFERENTIE_LENGTH } from '@clubelf/contract';

/** A new code in its stored form (no dash). */
export function newReferentie(): string {
  let code = '';
  for (let i = 0; i < REFERENTIE_LENGTH; i++) {
    code += REFERENTIE_ALPHABET[randomInt(REFERENTIE_ALPHABET.length)];
  }
  return code;
}

/** What is stored of a normalised code. */
export function referentieHash(code: string): string {
  return createHash('sha256').update(`aanmelding:${code}`).digest('hex');
}
