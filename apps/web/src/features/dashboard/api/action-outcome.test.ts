import { CONFLICT_MESSAGE } from '@clubelf/contract/organiser/paths';
import { describe, expect, it } from 'vitest';
import { localFailure, outcomeOf } from './action-outcome';
import type { OrganiserFailure } from './organiser-client';

const failure = (status: number | null, message: string): OrganiserFailure => ({
  ok: false,
  status,
  code: null,
  message,
  problems: { fields: { name: 'mag niet leeg zijn' }, general: [] },
});

describe('outcomeOf', () => {
  it('tells a success in the given sentence, or the sentence made from the answer', () => {
    expect(outcomeOf({ ok: true, data: 1 }, 'Opgeslagen.')).toEqual({
      kind: 'success',
      message: 'Opgeslagen.',
    });
    expect(
      outcomeOf({ ok: true, data: { name: 'Ajax' } }, (d) => `Club ${d.name} is toegevoegd.`),
    ).toEqual({ kind: 'success', message: 'Club Ajax is toegevoegd.' });
  });

  it("passes on a refusal with its status, message and the fields' problems", () => {
    expect(outcomeOf(failure(400, 'Niet opgeslagen.'), 'Opgeslagen.')).toEqual({
      kind: 'error',
      status: 400,
      conflict: false,
      message: 'Niet opgeslagen.',
      problems: { fields: { name: 'mag niet leeg zijn' }, general: [] },
    });
  });

  it("calls only another organiser's change a conflict, not a closed season's 409", () => {
    const conflict = outcomeOf(failure(409, CONFLICT_MESSAGE), 'x');
    expect(conflict.kind === 'error' && conflict.conflict).toBe(true);
    const closed = outcomeOf(failure(409, 'Seizoen 2026-2027 is afgesloten.'), 'x');
    expect(closed.kind === 'error' && closed.conflict).toBe(false);
    const offline = outcomeOf(failure(null, 'De server is niet bereikbaar.'), 'x');
    expect(offline).toMatchObject({ kind: 'error', status: null, conflict: false });
  });
});

describe('localFailure', () => {
  it("looks like the server's 400 for the fields found empty before sending", () => {
    expect(localFailure({ amount: 'Vul een bedrag in.' })).toEqual({
      kind: 'error',
      status: null,
      conflict: false,
      message: 'Niet opgeslagen.',
      problems: { fields: { amount: 'Vul een bedrag in.' }, general: [] },
    });
  });
});
