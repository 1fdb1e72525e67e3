import { settingsSchema } from '@clubelf/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { parseBody } from './parse-body';

const strict = settingsSchema.strict();
const valid = {
  showAanmelding: true,
  showCompetitieOverzichten: false,
  showTeamOverzichten: true,
  showSpelersOverzichten: false,
};

function messageOf(body: unknown): string {
  try {
    parseBody(strict, body);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) return error.message;
    throw error;
  }
  throw new Error('no error');
}

describe('parseBody', () => {
  it('returns a valid body', () => {
    expect(parseBody(strict, valid)).toEqual(valid);
  });

  it('names a missing field, a wrong type and an unknown field in Dutch', () => {
    const { showTeamOverzichten: _missing, ...rest } = valid;
    expect(messageOf(rest)).toBe('showTeamOverzichten ontbreekt');
    expect(messageOf({ ...valid, showAanmelding: 'true' })).toBe(
      'showAanmelding moet true of false zijn',
    );
    expect(messageOf({ ...valid, extra: 1 })).toBe('Onbekend veld: extra');
    expect(messageOf({ ...valid, showAanmelding: 1, showSpelersOverzichten: null })).toBe(
      'showAanmelding moet true of false zijn; showSpelersOverzichten moet true of false zijn',
    );
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, [], 'x', 3])
      expect(messageOf(body)).toBe('De inhoud moet een JSON-object zijn');
  });
});
