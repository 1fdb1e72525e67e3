import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { parseId } from './params';

describe('parseId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['9007199254740991', 9007199254740991],
  ])('accepts %s', (raw, id) => {
    expect(parseId(raw, 'id')).toBe(id);
  });

  it.each(['abc', '-1', '1.5', '0', '', '01', '1e3', ' 1', '0x10', '9007199254740993', undefined])(
    'refuses %s with a 400 naming the id',
    (raw) => {
      let thrown: unknown;
      try {
        parseId(raw, 'bekerronde id');
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(HttpError);
      expect(thrown).toMatchObject({ statusCode: 400, code: 'bad_request' });
      expect((thrown as Error).message).toMatch(
        /^Bekerronde id moet een positief geheel getal zijn, niet '.*'$/,
      );
      expect((thrown as HttpError).details).toEqual({
        problems: [{ field: 'bekerronde id', message: (thrown as Error).message }],
      });
    },
  );
});
