import { spelerCreateRequestSchema, uitslagRequestSchema } from '@clubelf/contract';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { parseId, parseInput } from './parse-request';

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    return (error as HttpError).message;
  }
  throw new Error('expected a 400');
}

describe('parseInput', () => {
  const schema = z
    .object({
      name: z.string().trim().min(1).max(5),
      count: z.number().int().min(0).max(3),
      tags: z.array(z.string()).max(1),
      ok: z.boolean(),
    })
    .strict();

  it('names every problem per field in Dutch', () => {
    expect(
      messageOf(() =>
        parseInput(schema, { name: '', count: 4.5, tags: ['a', 'b'], ok: 'ja', more: 1 }),
      ),
    ).toBe(
      'name mag niet leeg zijn; count moet een geheel getal zijn; tags mag hoogstens 1 element hebben; ok moet true of false zijn; Onbekend veld: more',
    );
    expect(
      messageOf(() => parseInput(schema, { name: 'abcdef', count: -1, tags: [], ok: true })),
    ).toBe('name mag hoogstens 5 tekens hebben; count moet minstens 0 zijn');
    expect(messageOf(() => parseInput(schema, {}))).toBe(
      'name ontbreekt; count ontbreekt; tags ontbreekt; ok ontbreekt',
    );
    expect(messageOf(() => parseInput(schema, 'tekst'))).toBe(
      'De inhoud moet een JSON-object zijn',
    );
  });

  it('keeps the contract own Dutch messages, with the field in front', () => {
    const message = messageOf(() =>
      parseInput(spelerCreateRequestSchema, {
        name: 'Jan',
        clubId: 1,
        position: 'Keeper',
        status: 'vertrokken',
        availableFromRound: null,
        departedFromRound: null,
      }),
    );
    expect(message).toBe(
      'departedFromRound is verplicht bij status vertrokken (vanaf welke speelronde)',
    );
  });

  it('shows at most ten problems', () => {
    const events = Array.from({ length: 12 }, () => ({}));
    const message = messageOf(() =>
      parseInput(uitslagRequestSchema, { version: 1, homeGoals: 0, awayGoals: 0, events }),
    );
    expect(message.split('; ')).toHaveLength(11);
    expect(message.endsWith('en nog 146 fouten')).toBe(true);
  });
});

describe('parseId', () => {
  it('accepts a positive decimal id and refuses the rest', () => {
    expect(parseId('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', '1e3', 'abc', '', '99999999999', undefined]) {
      expect(messageOf(() => parseId(bad))).toBe('id moet een positief geheel getal zijn');
    }
  });
});
