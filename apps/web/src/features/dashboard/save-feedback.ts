import type { ActionOutcome } from './api/action-outcome';
import { FAILURE_MESSAGES } from './api/organiser-client';
import type { Feedback } from './feedback';

/**
 * The sentence above the button of the settings and password forms: a problem found before
 * sending, else the write's answer. A refused field (the current password) stands under its
 * input too; the sentence repeats it. Other failures: the server's own sentence for a 400 or 409,
 * the sign-in one for a 401 (the form signs out), else a general one.
 */
export function saveFeedback(problem: string | null, outcome: ActionOutcome | null): Feedback {
  if (problem) return { kind: 'error', message: problem };
  if (!outcome) return null;
  if (outcome.kind === 'success') return { kind: 'success', message: outcome.message };
  if (outcome.status === 401) return { kind: 'error', message: FAILURE_MESSAGES.signedOut };
  if (outcome.status === 400 || outcome.status === 409)
    return { kind: 'error', message: outcome.message };
  return { kind: 'error', message: FAILURE_MESSAGES.unknown };
}
