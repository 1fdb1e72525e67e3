import { describe, expect, it } from 'vitest';
import type { DeelnemerRonde } from '@clubelf/contract';
import { grafiekLabel, positieLijn, rondesNaastElkaar, vergelijkSpelers } from './vergelijk';

const speler = (playerId: number, name: string): DeelnemerRonde['spelers'][number] => ({
  playerId,
  name,
  clubId: 1,
  clubName: 'FC Thuis',
  position: 'Middenvelder',
  points: 0,
  perEvent: {} as DeelnemerRonde['spelers'][number]['perEvent'],
  wedstrijd: null,
});

describe('vergelijkSpelers', () => {
  it('splits the two teams into shared players and each one alone, by name', () => {
    const a = [speler(1, 'Zeno'), speler(2, 'Bas'), speler(3, 'Arie')];
    const b = [speler(3, 'Arie'), speler(4, 'Cor'), speler(1, 'Zeno')];
    const { samen, alleenA, alleenB } = vergelijkSpelers(a, b);
    expect(samen.map((s) => s.name)).toEqual(['Arie', 'Zeno']);
    expect(alleenA.map((s) => s.name)).toEqual(['Bas']);
    expect(alleenB.map((s) => s.name)).toEqual(['Cor']);
  });

  it('the same participant twice: everything shared', () => {
    const a = [speler(1, 'A'), speler(2, 'B')];
    expect(vergelijkSpelers(a, a)).toMatchObject({ alleenA: [], alleenB: [] });
  });
});

describe('rondesNaastElkaar', () => {
  it('puts each round once, with a gap for a round one of them did not play', () => {
    const a = [
      { round: 1, score: 10, position: 3 },
      { round: 2, score: 20, position: 1 },
    ];
    const b = [{ round: 2, score: 5, position: 4 }];
    expect(rondesNaastElkaar(a, b)).toEqual([
      { round: 1, scoreA: 10, scoreB: null, positionA: 3, positionB: null },
      { round: 2, scoreA: 20, scoreB: 5, positionA: 1, positionB: 4 },
    ]);
  });
});

describe('positieLijn', () => {
  const size = { width: 110, height: 60, left: 10, right: 0, top: 0, bottom: 10 };
  it('draws position 1 at the top and the lowest at the bottom, rounds across', () => {
    const rondes = rondesNaastElkaar(
      [
        { round: 1, score: 0, position: 1 },
        { round: 2, score: 0, position: 11 },
      ],
      [],
    );
    expect(positieLijn(rondes, (r) => r.positionA, 11, size)).toBe('M10.0 0.0 L110.0 50.0');
  });

  it('breaks the line where there is no position', () => {
    const rondes = rondesNaastElkaar(
      [{ round: 3, score: 0, position: 6 }],
      [
        { round: 1, score: 0, position: 1 },
        { round: 2, score: 0, position: 1 },
        { round: 3, score: 0, position: 1 },
      ],
    );
    expect(positieLijn(rondes, (r) => r.positionA, 11, size)).toBe('M110.0 25.0');
  });
});

describe('grafiekLabel', () => {
  it('says where each stands after the last round', () => {
    const rondes = rondesNaastElkaar(
      [{ round: 20, score: 1, position: 4 }],
      [{ round: 20, score: 1, position: 12 }],
    );
    expect(grafiekLabel('Jan', 'Piet', rondes)).toBe(
      'Positie per speelronde, speelronde 1 tot en met 20: Jan staat 4e, Piet staat 12e.',
    );
    expect(grafiekLabel('Jan', 'Piet', [])).toBe('Nog geen posities van Jan en Piet.');
  });
});
