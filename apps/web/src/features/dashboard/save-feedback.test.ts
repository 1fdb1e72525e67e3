import { describe, expect, it } from 'vitest';
import type { ActionOutcome } from './api/action-outcome';
import { FAILURE_MESSAGES } from './api/organiser-client';
import { NO_PROBLEMS } from './api/field-problems';
import { saveFeedback } from './save-feedback';

const failure = (status: number | null, message: string): ActionOutcome => ({
  kind: 'error',
  status,
  conflict: false,
  message,
  problems: NO_PROBLEMS,
});

describe('saveFeedback', () => {
  it('says nothing before a try', () => {
    expect(saveFeedback(null, null)).toBeNull();
  });

  it("puts a problem found before sending above the write's old answer", () => {
    const saved: ActionOutcome = { kind: 'success', message: 'Je wachtwoord is gewijzigd.' };
    expect(saveFeedback('Vul je huidige wachtwoord in.', saved)).toEqual({
      kind: 'error',
      message: 'Vul je huidige wachtwoord in.',
    });
  });

  it("tells a success, and the server's own sentence for a 400 or 409", () => {
    expect(saveFeedback(null, { kind: 'success', message: 'Gewijzigd.' })).toEqual({
      kind: 'success',
      message: 'Gewijzigd.',
    });
    const wrong = failure(400, 'Het huidige wachtwoord is onjuist');
    expect(saveFeedback(null, wrong)?.message).toBe('Het huidige wachtwoord is onjuist');
    expect(saveFeedback(null, failure(409, 'Anders'))?.message).toBe('Anders');
  });

  it('tells a 401 to sign in again, anything else in general words', () => {
    expect(saveFeedback(null, failure(401, 'x'))?.message).toBe(FAILURE_MESSAGES.signedOut);
    expect(saveFeedback(null, failure(500, 'x'))?.message).toBe(FAILURE_MESSAGES.unknown);
    expect(saveFeedback(null, failure(null, FAILURE_MESSAGES.offline))?.message).toBe(
      FAILURE_MESSAGES.unknown,
    );
  });
});
