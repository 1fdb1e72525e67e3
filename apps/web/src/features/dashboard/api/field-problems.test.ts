import { describe, expect, it } from 'vitest';
import { errorsUnder, fieldError, problemsOf, sortProblems } from './field-problems';

describe('problemsOf', () => {
  it("reads the envelope's details.problems and nothing else", () => {
    const problems = [
      { field: 'name', message: 'name mag niet leeg zijn' },
      { field: null, message: 'Onbekend veld: extra' },
    ];
    expect(problemsOf({ problems })).toEqual(problems);
    expect(problemsOf({ problems: [{ field: 3, message: 'x' }, 'y', null] })).toEqual([]);
    expect(problemsOf(undefined)).toEqual([]);
    expect(problemsOf({ other: [] })).toEqual([]);
  });
});

describe('sortProblems', () => {
  it('puts each problem under its field, without the path its message starts with', () => {
    expect(
      sortProblems([
        { field: 'name', message: 'name mag niet leeg zijn' },
        { field: 'homeClubId', message: 'homeClubId: club 9 bestaat niet' },
        {
          field: 'settings.periodes.1.fromRound',
          message: 'settings.periodes.1.fromRound moet 10 zijn: de periodes sluiten op elkaar aan',
        },
      ]),
    ).toEqual({
      fields: {
        name: 'mag niet leeg zijn',
        homeClubId: 'club 9 bestaat niet',
        'settings.periodes.1.fromRound': 'moet 10 zijn: de periodes sluiten op elkaar aan',
      },
      general: [],
    });
  });

  it('keeps a message that does not start with its field whole', () => {
    // Whatever the sentence says: the field comes from the server, not from its words.
    expect(sortProblems([{ field: 'teamName', message: 'Deze teamnaam is al bezet' }])).toEqual({
      fields: { teamName: 'Deze teamnaam is al bezet' },
      general: [],
    });
    expect(sortProblems([{ field: 'name', message: 'namen zijn op' }]).fields.name).toBe(
      'namen zijn op',
    );
  });

  it('keeps problems without a field apart, and joins two of one field', () => {
    expect(
      sortProblems([
        { field: null, message: 'De inhoud moet een JSON-object zijn' },
        { field: 'name', message: 'name moet a zijn' },
        { field: 'name', message: 'name mag b niet' },
        { field: null, message: 'Onbekend veld: extra' },
      ]),
    ).toEqual({
      fields: { name: 'moet a zijn; mag b niet' },
      general: ['De inhoud moet een JSON-object zijn', 'Onbekend veld: extra'],
    });
  });
});

describe('fieldError and errorsUnder', () => {
  const fields = {
    name: 'ontbreekt',
    'periodes.1.toRound': 'moet hoger',
    'periodes.2.fromRound': 'x',
  };
  it('finds a field and the fields under it', () => {
    expect(fieldError(fields, 'name')).toBe('ontbreekt');
    expect(fieldError(fields, 'periodes')).toBe('moet hoger; x');
    expect(fieldError(fields, 'email')).toBeUndefined();
    expect(errorsUnder(fields, 'periodes')).toEqual({
      '1.toRound': 'moet hoger',
      '2.fromRound': 'x',
    });
  });
});
