import { describe, expect, it } from 'vitest';
import { momentTekst, periodeTekst } from './periode';

describe('periodeTekst', () => {
  it('names the bounds that are set', () => {
    expect(periodeTekst('2026-07-01', '2026-08-31')).toBe('van 01-07-2026 tot en met 31-08-2026');
    expect(periodeTekst('2026-07-01', null)).toBe('vanaf 01-07-2026');
    expect(periodeTekst(null, '2026-08-31')).toBe('tot en met 31-08-2026');
    expect(periodeTekst(null, null)).toBeNull();
  });
});

describe('momentTekst', () => {
  it('shows a moment in the league’s own time', () => {
    expect(momentTekst('2026-07-01T12:05:00.000Z')).toBe('01-07-2026 om 14:05');
  });
});
