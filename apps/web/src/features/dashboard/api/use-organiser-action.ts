import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { localFailure, outcomeOf, type ActionOutcome, type SuccessMessage } from './action-outcome';
import { invalidateAreas, type OrganiserArea } from './organiser-areas';
import type { OrganiserResult } from './organiser-client';
import { seasonQuery } from './queries';

export type { OrganiserArea } from './organiser-areas';

export interface ActionState {
  busy: boolean;
  /** The last answer: a success sentence, or the failure as the server gave it. */
  outcome: ActionOutcome | null;
}

export interface RunOptions<T> {
  /** The Dutch success message, or a function of the answer. */
  success: SuccessMessage<T>;
  onSuccess?: (data: T) => void;
}

/** One write as the mutation gets it: the request, and how its success is told. */
interface Write {
  send: () => Promise<OrganiserResult<unknown>>;
  success: SuccessMessage<unknown>;
}

/**
 * One organiser write with its state, on TanStack Query's useMutation: busy while it runs, then
 * a success or error message for the form it belongs to. `areas` says what the write changes
 * (organiser-areas.ts); after a success only those dashboard queries and the public answers are
 * marked stale, and the form stays busy until the queries on screen have their fresh answers.
 */
export function useOrganiserAction(areas: OrganiserArea | readonly OrganiserArea[]) {
  const queryClient = useQueryClient();
  // A problem found before sending; the mutation knows nothing of it.
  const [failure, setFailure] = useState<ActionOutcome | null>(null);
  const mutation = useMutation({
    // The organiser client tells "offline" itself; a paused mutation would leave the form busy.
    networkMode: 'always',
    mutationFn: async ({ send, success }: Write) => {
      const result = await send();
      return { result, outcome: outcomeOf(result, success) };
    },
    onSuccess: ({ result }) => {
      if (result.ok) return invalidateAreas(queryClient, areas);
      // A refusal for the season's state (closed meanwhile, perhaps by another organiser):
      // the dashboard's banner and this form's message follow the season as it now is.
      if (result.status === 409)
        void queryClient.invalidateQueries({ queryKey: seasonQuery.queryKey });
      return undefined;
    },
  });
  const { mutateAsync, reset: resetMutation } = mutation;

  const run = useCallback(
    async <T>(
      send: () => Promise<OrganiserResult<T>>,
      options: RunOptions<T>,
    ): Promise<T | null> => {
      setFailure(null);
      const { result } = await mutateAsync({
        send,
        success: options.success as SuccessMessage<unknown>,
      });
      if (!result.ok) return null;
      const data = result.data as T;
      options.onSuccess?.(data);
      return data;
    },
    [mutateAsync],
  );

  const reset = useCallback(() => {
    setFailure(null);
    resetMutation();
  }, [resetMutation]);

  /** A problem found before sending (an empty number field): shown like the server's 400. */
  const fail = useCallback(
    (fields: Record<string, string>, general: string[] = []) => {
      resetMutation();
      setFailure(localFailure(fields, general));
    },
    [resetMutation],
  );

  const busy = mutation.isPending;
  const outcome = busy ? null : (failure ?? mutation.data?.outcome ?? null);
  const fields = outcome?.kind === 'error' ? outcome.problems.fields : {};
  return { busy, outcome, fields, run, reset, fail };
}

export type OrganiserAction = ReturnType<typeof useOrganiserAction>;
