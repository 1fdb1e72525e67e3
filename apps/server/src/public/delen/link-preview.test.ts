import type { TussenstandRow } from '@clubelf/engine';
import { describe, expect, it } from 'vitest';
import {
  originOf,
  participantDescription,
  previewHead,
  roundDescription,
  sharedPageOf,
} from './link-preview';

const row = (over: Partial<TussenstandRow> = {}): TussenstandRow => ({
  position: 3,
  deelnemerId: 7,
  name: 'Jan de Vries',
  teamName: 'De Noordtribune',
  totalScore: 1234,
  roundScore: 87,
  previousPosition: 5,
  positionChange: 2,
  ...over,
});
const played = { round: 12, state: 'gespeeld' as const, gespeeld: 9, totaal: 9 };

describe('sharedPageOf', () => {
  it.each([
    ['/deelnemers/12', { kind: 'deelnemer', id: 12 }],
    ['/deelnemers/12/', { kind: 'deelnemer', id: 12 }],
    ['/info/wedstrijden/3', { kind: 'ronde', round: 3 }],
    ['/deelnemers/0', undefined],
    ['/deelnemers/12/scores', undefined],
    ['/deelnemers/1e3', undefined],
    ['/info/wedstrijden', undefined],
    ['/archief/2/deelnemers/12', undefined],
  ])('reads %s', (path, page) => {
    expect(sharedPageOf(path)).toEqual(page);
  });
});

describe('originOf', () => {
  it('takes a host name or address with a port', () => {
    expect(originOf('https', 'club.example.nl')).toBe('https://club.example.nl');
    expect(originOf('http', '127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(originOf('http', '[::1]:3000')).toBe('http://[::1]:3000');
  });

  it('leaves out anything else', () => {
    for (const host of ['', 'a b', 'x.nl/evil', 'x.nl"><script>', 'user@x.nl', undefined]) {
      expect(originOf('https', host), String(host)).toBeUndefined();
    }
    expect(originOf('ftp', 'x.nl')).toBeUndefined();
  });
});

describe('descriptions', () => {
  it("says a participant's place, points and movement after the round", () => {
    expect(participantDescription({ row: row(), status: played, participants: 250 })).toBe(
      '3e in de tussenstand met 1.234 punten (▲ 2) na speelronde 12; 87 punten in die ronde.',
    );
    expect(
      participantDescription({
        row: row({ positionChange: -1, roundScore: 1 }),
        status: { ...played, state: 'bezig', gespeeld: 4 },
        participants: 250,
      }),
    ).toBe(
      '3e in de tussenstand met 1.234 punten (▼ 1) na speelronde 12 (voorlopig); 1 punt in die ronde.',
    );
    expect(
      participantDescription({
        row: row(),
        status: { round: 0, state: 'gepland', gespeeld: 0, totaal: 0 },
        participants: 250,
      }),
    ).toBe('Jan de Vries doet mee met De Noordtribune. Nog geen speelronde gespeeld.');
  });

  it("names a round's winners and the top 3", () => {
    const rows = [
      row({ position: 1, name: 'A', totalScore: 1500 }),
      row({ position: 2, name: 'B' }),
      row({ position: 2, name: 'C' }),
      row({ position: 4, name: 'D' }),
    ];
    const winners = [
      { deelnemerId: 1, name: 'A', teamName: 'x', score: 90 },
      { deelnemerId: 2, name: 'D', teamName: 'y', score: 90 },
    ];
    expect(roundDescription({ round: 12, status: played, rows, winners })).toBe(
      'Hoogste score: A en D met 90 punten. Tussenstand: 1. A (1.500), 2. B (1.234), 2. C (1.234).',
    );
  });
});

describe('previewHead', () => {
  it('escapes every value', () => {
    const hostile = `"><script>alert('x')</script>&`;
    const head = previewHead(
      {
        title: hostile,
        description: hostile,
        url: `https://x.nl/deelnemers/1`,
        image: { url: 'https://x.nl/a.png?v=1&x="', alt: hostile },
        siteName: hostile,
      },
      hostile,
    );
    expect(head.html).not.toContain('<script>');
    expect(head.html).toContain(
      'content="&#34;&#62;&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;&#38;"',
    );
    expect(head.title).toBe(hostile);
  });
});
