import { CONFLICT_MESSAGE } from '@clubelf/contract/organiser/paths';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { FieldErrors } from './field-problems';
import type { OrganiserResult } from './organiser-client';
import { seasonQuery } from './queries';

export interface ActionState {
  busy: boolean;
  /** The last answer: a success sentence, or the failure as the server gave it. */
  outcome:
    | { kind: 'success'; message: string }
    | {
        kind: 'error';
        status: number | null;
        conflict: boolean;
        message: string;
        problems: FieldErrors;
      }
    | null;
}

const IDLE: ActionState = { busy: false, outcome: null };

export interface RunOptions<T> {
  /** The Dutch success message, or a function of the answer. */
  success: string | ((data: T) => string);
  onSuccess?: (data: T) => void;
}

/**
 * One organiser write with its state: busy while it runs, then a success or error message for
 * the form it belongs to. After a success every cached answer is marked stale, so this page and
 * the public pages load what the server now holds.
 */
export function useOrganiserAction() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ActionState>(IDLE);

  const run = useCallback(
    async <T>(
      send: () => Promise<OrganiserResult<T>>,
      options: RunOptions<T>,
    ): Promise<T | null> => {
      setState({ busy: true, outcome: null });
      const result = await send();
      if (!result.ok) {
        // A refusal for the season's state (closed meanwhile, perhaps by another organiser):
        // the dashboard's banner and this form's message follow the season as it now is.
        if (result.status === 409)
          void queryClient.invalidateQueries({ queryKey: seasonQuery.queryKey });
        setState({
          busy: false,
          outcome: {
            kind: 'error',
            status: result.status,
            // Only another organiser's change is solved by reloading; other 409s say why not.
            conflict: result.status === 409 && result.message === CONFLICT_MESSAGE,
            message: result.message,
            problems: result.problems,
          },
        });
        return null;
      }
      const message =
        typeof options.success === 'function' ? options.success(result.data) : options.success;
      options.onSuccess?.(result.data);
      setState({ busy: false, outcome: { kind: 'success', message } });
      await queryClient.invalidateQueries();
      return result.data;
    },
    [queryClient],
  );

  const reset = useCallback(() => setState(IDLE), []);

  /** A problem found before sending (an empty number field): shown like the server's 400. */
  const fail = useCallback((fields: Record<string, string>, general: string[] = []) => {
    setState({
      busy: false,
      outcome: {
        kind: 'error',
        status: null,
        conflict: false,
        message: 'Niet opgeslagen.',
        problems: { fields, general },
      },
    });
  }, []);
  const fields = state.outcome?.kind === 'error' ? state.outcome.problems.fields : {};
  return { ...state, fields, run, reset, fail };
}

export type OrganiserAction = ReturnType<typeof useOrganiserAction>;
