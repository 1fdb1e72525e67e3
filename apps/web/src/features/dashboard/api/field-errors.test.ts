import { describe, expect, it } from 'vitest';
import { fieldError, parseFieldErrors } from './field-errors';

describe('parseFieldErrors', () => {
  it('gives each field its own problem', () => {
    expect(
      parseFieldErrors(
        'name moet minstens 1 teken hebben; kickoff moet een datum en tijd zijn zoals 2026-08-15T20:00; awayClubId ontbreekt',
      ),
    ).toEqual({
      fields: {
        name: 'moet minstens 1 teken hebben',
        kickoff: 'moet een datum en tijd zijn zoals 2026-08-15T20:00',
        awayClubId: 'ontbreekt',
      },
      general: [],
    });
  });

  it('reads nested paths and the colon form', () => {
    expect(
      parseFieldErrors(
        'settings.periodes.0.fromRound: Too small; events.3.goals moet hoogstens 20 zijn',
      ),
    ).toEqual({
      fields: {
        'settings.periodes.0.fromRound': 'Too small',
        'events.3.goals': 'moet hoogstens 20 zijn',
      },
      general: [],
    });
  });

  it('keeps sentences without a field apart', () => {
    expect(parseFieldErrors('De inhoud moet een JSON-object zijn; Onbekend veld: extra')).toEqual({
      fields: {},
      general: ['De inhoud moet een JSON-object zijn', 'Onbekend veld: extra'],
    });
    expect(parseFieldErrors('Deze speler speelt niet bij een van beide clubs')).toEqual({
      fields: {},
      general: ['Deze speler speelt niet bij een van beide clubs'],
    });
  });

  it('joins two problems of one field', () => {
    expect(parseFieldErrors('name moet a zijn; name mag b niet').fields).toEqual({
      name: 'moet a zijn; mag b niet',
    });
  });
});

describe('fieldError', () => {
  const fields = {
    name: 'ontbreekt',
    'periodes.1.toRound': 'moet hoger',
    'periodes.2.fromRound': 'x',
  };
  it('finds a field and the fields under it', () => {
    expect(fieldError(fields, 'name')).toBe('ontbreekt');
    expect(fieldError(fields, 'periodes')).toBe('moet hoger; x');
    expect(fieldError(fields, 'email')).toBeUndefined();
  });
});
