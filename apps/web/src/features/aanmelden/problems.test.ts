import { describe, expect, it } from 'vitest';
import { sortProblems, withoutPath } from './problems';

describe('sortProblems', () => {
  it('puts each problem next to its field and names them all in page order', () => {
    const sorted = sortProblems([
      {
        field: 'spelerIds',
        rule: 'club',
        message: 'Maximaal 3 spelers van één club: Ajax heeft er 4.',
        playerIds: [4, 5, 6, 7],
      },
      { field: 'email', rule: null, message: 'email moet een e-mailadres zijn', playerIds: [] },
      { field: 'naam', rule: null, message: 'naam ontbreekt', playerIds: [] },
      { field: 'spelerIds.2', rule: null, message: 'spelerIds.2 moet een id zijn', playerIds: [] },
    ]);
    expect(sorted.fields).toEqual({
      naam: ['Ontbreekt'],
      email: ['Moet een e-mailadres zijn'],
      spelerIds: ['Maximaal 3 spelers van één club: Ajax heeft er 4.', 'Moet een id zijn'],
    });
    expect(sorted.summary).toEqual([
      'Naam: Ontbreekt',
      'E-mail: Moet een e-mailadres zijn',
      'Selectie: Maximaal 3 spelers van één club: Ajax heeft er 4.',
      'Selectie: Moet een id zijn',
    ]);
    expect([...sorted.playerIds]).toEqual([4, 5, 6, 7]);
    expect(sorted.general).toEqual([]);
  });

  it('keeps problems without a field of the form apart, first in the summary', () => {
    const sorted = sortProblems([
      { field: 'teamnaam', rule: 'dubbel', message: 'Al aangemeld.', playerIds: [] },
      { field: null, rule: null, message: 'Onbekend veld: x', playerIds: [] },
      { field: 'x', rule: null, message: 'x is raar', playerIds: [] },
    ]);
    expect(sorted.general).toEqual(['Onbekend veld: x', 'x is raar']);
    expect(sorted.summary).toEqual(['Onbekend veld: x', 'x is raar', 'Teamnaam: Al aangemeld.']);
  });
});

describe('withoutPath', () => {
  it('leaves a sentence that does not start with the path as it is', () => {
    expect(withoutPath('Met dit e-mailadres is al een team aangemeld.', 'email')).toBe(
      'Met dit e-mailadres is al een team aangemeld.',
    );
    expect(withoutPath('emailadres fout', 'email')).toBe('Emailadres fout');
  });
});
