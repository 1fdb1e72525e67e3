import { CONFLICT_MESSAGE } from '@clubelf/contract/organiser/paths';
import type { FieldErrors } from './field-problems';
import type { OrganiserResult } from './organiser-client';

/** The last answer of a form's write: a success sentence, or the failure as the server gave it. */
export type ActionOutcome =
  | { kind: 'success'; message: string }
  | {
      kind: 'error';
      status: number | null;
      conflict: boolean;
      message: string;
      problems: FieldErrors;
    };

/** The Dutch success message, or a function of the answer. */
export type SuccessMessage<T> = string | ((data: T) => string);

/** The outcome a form shows for the server's answer to its write. */
export function outcomeOf<T>(
  result: OrganiserResult<T>,
  success: SuccessMessage<T>,
): ActionOutcome {
  if (!result.ok) {
    return {
      kind: 'error',
      status: result.status,
      // Only another organiser's change is solved by reloading; other 409s say why not.
      conflict: result.status === 409 && result.message === CONFLICT_MESSAGE,
      message: result.message,
      problems: result.problems,
    };
  }
  return {
    kind: 'success',
    message: typeof success === 'function' ? success(result.data) : success,
  };
}

/** A problem found before sending (an empty number field): shown like the server's 400. */
export function localFailure(
  fields: Record<string, string>,
  general: string[] = [],
): ActionOutcome {
  return {
    kind: 'error',
    status: null,
    conflict: false,
    message: 'Niet opgeslagen.',
    problems: { fields, general },
  };
}
