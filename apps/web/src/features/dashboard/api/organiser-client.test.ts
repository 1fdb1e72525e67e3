import { describe, expect, it } from 'vitest';
import { FAILURE_MESSAGES, saveFailureMessage, type OrganiserFailure } from './organiser-client';

const failure = (status: number | null, message: string): OrganiserFailure => ({
  ok: false,
  status,
  code: null,
  message,
  problems: { fields: {}, general: [] },
});

describe('saveFailureMessage', () => {
  it("passes on the server's own sentence of a 400 and a 409 (a closed season)", () => {
    expect(saveFailureMessage(failure(400, 'naam is te lang'))).toBe('naam is te lang');
    const closed = 'Seizoen 2026-2027 is afgesloten en kan niet meer worden gewijzigd.';
    expect(saveFailureMessage(failure(409, closed))).toBe(closed);
  });

  it('asks to sign in again after a 401 and is general otherwise', () => {
    expect(saveFailureMessage(failure(401, 'x'))).toBe(FAILURE_MESSAGES.signedOut);
    expect(saveFailureMessage(failure(500, 'x'))).toBe(FAILURE_MESSAGES.unknown);
    expect(saveFailureMessage(failure(null, 'x'))).toBe(FAILURE_MESSAGES.unknown);
  });
});
