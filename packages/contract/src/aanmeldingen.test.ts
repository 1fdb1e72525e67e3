import { describe, expect, it } from 'vitest';
import {
  aanmeldingRequestSchema,
  formatReferentie,
  normaliseReferentie,
  REFERENTIE_ALPHABET,
} from './aanmeldingen';
import { aanmeldingInstellingenSchema } from './organiser/aanmeldingen';

describe('the reference code', () => {
  it('has no characters that read alike', () => {
    for (const c of '01OIL') expect(REFERENTIE_ALPHABET).not.toContain(c);
  });

  it('is read back in any case, with or without the dash or spaces', () => {
    expect(formatReferentie('K7QMX2PAZ9')).toBe('K7QMX-2PAZ9');
    for (const typed of ['K7QMX-2PAZ9', 'k7qmx2paz9', ' k7qmx 2paz9 ']) {
      expect(normaliseReferentie(typed)).toBe('K7QMX2PAZ9');
    }
  });

  it('is none when too short, too long or with a look-alike', () => {
    for (const typed of ['K7QMX-2PAZ', 'K7QMX-2PAZ99', 'K7QMX-2PA01', '']) {
      expect(normaliseReferentie(typed)).toBeNull();
    }
  });
});

describe('the enrolment request', () => {
  const valid = {
    naam: 'Piet',
    teamnaam: 'De Tribune',
    email: 'piet@voorbeeld.nl',
    spelerIds: [1, 2, 3],
    toestemming: true,
  };

  it('needs consent, an e-mail address and takes an optional phone', () => {
    expect(aanmeldingRequestSchema.safeParse(valid).success).toBe(true);
    expect(
      aanmeldingRequestSchema.safeParse({ ...valid, telefoon: '+31 6 12345678' }).success,
    ).toBe(true);
    expect(aanmeldingRequestSchema.safeParse({ ...valid, toestemming: false }).success).toBe(false);
    expect(aanmeldingRequestSchema.safeParse({ ...valid, email: '' }).success).toBe(false);
    expect(aanmeldingRequestSchema.safeParse({ ...valid, telefoon: 'bel me' }).success).toBe(false);
  });
});

describe('the enrolment settings', () => {
  it('take an open side and refuse an end before the start', () => {
    const ok = { vanaf: null, tot: '2026-08-31', maxTeamsPerPersoon: 1 };
    expect(aanmeldingInstellingenSchema.safeParse(ok).success).toBe(true);
    expect(aanmeldingInstellingenSchema.safeParse({ ...ok, vanaf: '2026-09-01' }).success).toBe(
      false,
    );
    expect(aanmeldingInstellingenSchema.safeParse({ ...ok, tot: '2026-02-29' }).success).toBe(
      false,
    );
  });
});
