import { describe, expect, it } from 'vitest';
import { archiefPad, seizoenPad, seizoenUitPad } from './seizoen';
import { seizoenApiPath, seizoenQueryKey } from './seizoen-query';

describe('seizoenUitPad', () => {
  it('reads the archived season from an address under /archief/{id}', () => {
    expect(seizoenUitPad('/archief/1')).toBe(1);
    expect(seizoenUitPad('/archief/12/standen/tussenstand')).toBe(12);
    expect(seizoenUitPad('/archief/3/')).toBe(3);
  });

  it('is null for the current season and for what is not a season id', () => {
    expect(seizoenUitPad('/standen/tussenstand')).toBeNull();
    expect(seizoenUitPad('/archief')).toBeNull();
    expect(seizoenUitPad('/archief/0/standen')).toBeNull();
    expect(seizoenUitPad('/archief/01')).toBeNull();
    expect(seizoenUitPad('/archief/abc')).toBeNull();
    expect(seizoenUitPad('/archief/1x')).toBeNull();
    expect(seizoenUitPad('/home/archief/1')).toBeNull();
  });
});

describe('seizoenPad', () => {
  it('keeps links inside the season a page shows', () => {
    expect(seizoenPad(null, '/beker/3')).toBe('/beker/3');
    expect(seizoenPad(2, '/beker/3')).toBe('/archief/2/beker/3');
    expect(archiefPad(2)).toBe('/archief/2');
  });
});

describe('season-aware queries', () => {
  it('keep the current season at its own key and path', () => {
    expect(seizoenQueryKey(null, ['standen', 'tussenstand'])).toEqual(['standen', 'tussenstand']);
    expect(seizoenApiPath(null, '/api/standen/tussenstand')).toBe('/api/standen/tussenstand');
  });

  it('ask an archived season under /api/seizoenen/{id}, under a key of its own', () => {
    expect(seizoenQueryKey(1, ['standen', 'tussenstand'])).toEqual([
      'seizoen',
      1,
      'standen',
      'tussenstand',
    ]);
    expect(seizoenApiPath(1, '/api/wedstrijden/5?spelers=true')).toBe(
      '/api/seizoenen/1/wedstrijden/5?spelers=true',
    );
  });
});
