import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareNames, comparePlainNames, isPlainName, nameOrder } from './name-order';

const collator = new Intl.Collator('nl');

describe('comparePlainNames: plain names compared exactly as the collator does', () => {
  it('knows which names are plain', () => {
    expect(isPlainName('Zoë')).toBe(false);
    expect(isPlainName('Jan & Piet')).toBe(false);
    expect(isPlainName("Jan-Willem d'Ancona Jr., 2")).toBe(true);
  });
  it('agrees with Intl.Collator on any two plain names', () => {
    const plain = fc.string({
      unit: fc.constantFrom('a', 'b', 'z', 'A', 'B', 'Z', ' ', '-', ',', '.', "'", '0', '9'),
      maxLength: 8,
    });
    fc.assert(
      fc.property(plain, plain, (a, b) => {
        expect(Math.sign(comparePlainNames(a, b))).toBe(Math.sign(collator.compare(a, b)));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('nameOrder: Dutch collation, then id', () => {
  it('sorts names case-insensitively first and accents beside their letter', () => {
    const names = ['bram', 'Émile', 'Anna', 'Eva', 'Daan'];
    expect(Array.from(nameOrder(names, [1, 2, 3, 4, 5]), (i) => names[i])).toEqual([
      'Anna',
      'bram',
      'Daan',
      'Émile',
      'Eva',
    ]);
  });
  it('puts equal names in id order, also when the ids are not sorted', () => {
    expect(Array.from(nameOrder(['Jan', 'Jan', 'Anna'], [9, 4, 7]))).toEqual([2, 1, 0]);
  });
  it('equals a collator sort for long names sharing their first letters', () => {
    const name = fc.string({
      unit: fc.constantFrom('a', 'A', 'b', ' ', '.'),
      minLength: 8,
      maxLength: 14,
    });
    fc.assert(
      fc.property(fc.array(name, { maxLength: 60 }), (names) => {
        const ids = names.map((_, i) => 1000 - i);
        const expected = names
          .map((_, i) => i)
          .sort(
            (a, b) =>
              compareNames(names[a] as string, names[b] as string) ||
              (ids[a] as number) - (ids[b] as number),
          );
        expect(Array.from(nameOrder(names, ids))).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
  it('equals a plain collator sort for mixed plain and other names', () => {
    const name = fc.string({
      unit: fc.constantFrom('a', 'e', 'A', 'E', 'ë', 'é', 'É', ' ', '-', "'", '&', 'ß'),
      maxLength: 6,
    });
    fc.assert(
      fc.property(fc.array(name, { maxLength: 40 }), (names) => {
        const ids = names.map((_, i) => (i * 7919) % 101);
        const expected = names
          .map((_, i) => i)
          .sort(
            (a, b) =>
              compareNames(names[a] as string, names[b] as string) ||
              (ids[a] as number) - (ids[b] as number),
          );
        expect(Array.from(nameOrder(names, ids))).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
