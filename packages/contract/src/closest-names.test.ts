import { describe, expect, it } from 'vitest';
import {
  allowedDistance,
  closestNames,
  didYouMean,
  editDistance,
  normaliseName,
} from './closest-names';

const NAMES = ['Ruben van der Linden', 'Ruben van den Berg', 'Kenan Öztürk', 'Jan de Vries', 'Kim'];

describe('closest names', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(normaliseName('  Kenan   ÖZTÜRK ')).toBe('kenan ozturk');
    expect(closestNames('kenan ozturk', NAMES)).toEqual(['Kenan Öztürk']);
  });

  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('lindn', 'linden')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', 'abc')).toBe(0);
  });

  it('suggests the name a one-letter typo meant, best first', () => {
    expect(closestNames('Ruben van der Lindn', NAMES)).toEqual(['Ruben van der Linden']);
    expect(closestNames('Jan de Vris', NAMES)).toEqual(['Jan de Vries']);
    expect(closestNames('Ruben van de Linden', NAMES)[0]).toBe('Ruben van der Linden');
  });

  it('suggests nothing for a name that is too far off or empty', () => {
    expect(closestNames('Piet Onbekend', NAMES)).toEqual([]);
    expect(closestNames('Jos', NAMES)).toEqual([]);
    expect(closestNames('   ', NAMES)).toEqual([]);
    expect(allowedDistance('Kim')).toBe(1);
    expect(allowedDistance('Ruben van der Lindn')).toBe(4);
  });

  it('keeps the limit and gives a duplicate name once', () => {
    const names = ['Tim Bos', 'Tim Bos', 'Tom Bos', 'Tim Bas', 'Kim Bos'];
    expect(closestNames('Tim Bos', names, 2)).toEqual(['Tim Bos', 'Tom Bos']);
    expect(closestNames('Tim Bos', names)).toHaveLength(3);
  });

  it('words the suggestion for a message', () => {
    expect(didYouMean('Ruben van der Lindn', NAMES)).toBe(': bedoel je Ruben van der Linden?');
    expect(didYouMean('Tim Bos', ['Tom Bos', 'Tim Bas'])).toBe(': bedoel je Tom Bos of Tim Bas?');
    expect(didYouMean('Piet Onbekend', NAMES)).toBe('');
  });
});
