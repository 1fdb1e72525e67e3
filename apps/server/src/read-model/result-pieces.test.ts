// The engine's result crosses from its worker in pieces (result-pieces.ts): put together again,
// eagerly or field by field, it is the same value, maps, nested arrays and all.
import { describe, expect, it } from 'vitest';
import { packPieces, PIECE_ITEMS, unpackLazily, unpackPieces } from './result-pieces';

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i, scores: [i, i + 1] }));
const value = {
  lastRoundWithResults: 7,
  empty: [],
  tussenstand: rows(PIECE_ITEMS * 2 + 3),
  roundScores: new Map(rows(PIECE_ITEMS + 1).map((r) => [r.id, r.scores])),
  periodes: [
    { nummer: 1, rows: rows(PIECE_ITEMS + 5) },
    { nummer: 2, rows: rows(3) },
  ],
  small: { a: 1, b: 'twee', c: null },
};

describe('the result in pieces', () => {
  it('is cut where a field holds more rows than a piece takes', () => {
    const packed = packPieces(value);
    expect(packed.ends.length).toBeGreaterThan(8);
    expect(new Set(packed.fields)).toEqual(new Set(['', ...Object.keys(value)]));
  });

  it('is the same value put together at once', async () => {
    expect(await unpackPieces(packPieces(value))).toEqual(value);
  });

  it('is the same value field by field, read at once or after the background took it in', async () => {
    const read = unpackLazily<typeof value>(packPieces(value));
    expect(read.periodes).toEqual(value.periodes);
    expect(read.roundScores.get(PIECE_ITEMS)).toEqual([PIECE_ITEMS, PIECE_ITEMS + 1]);
    const later = unpackLazily<typeof value>(packPieces(value));
    for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(Object.getOwnPropertyDescriptor(later, 'tussenstand')?.get).toBeUndefined();
    expect({ ...later }).toEqual(value);
    expect({ ...read }).toEqual(value);
  });

  it('is the same value field by field when it is too small to cut (its big fields kept)', () => {
    const small = { lastRoundWithResults: 7, rondes: rows(3), spelers: rows(PIECE_ITEMS - 1) };
    expect(packPieces(small).fields).toEqual(['']);
    expect({ ...unpackLazily<typeof small>(packPieces(small)) }).toEqual(small);
  });
});
