import type { RegelCheck } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from './use-debounced-value';

/** How long the person picking may pause before the rules are checked again. */
const CHECK_DEBOUNCE_MS = 250;

export type CheckState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'done'; check: RegelCheck }
  | { kind: 'failed'; message: string };

/** A check's answer: the rules, or a Dutch sentence why there is none (shown in the box). */
export type CheckResult = { ok: true; data: RegelCheck } | { ok: false; message: string };

/**
 * The live rule check of a selection or transfers: asked of the server (the engine's own rules)
 * a moment after the last change. Failures stay in the check's box, not in the shared banner.
 * Used by the organiser's pickers and the public enrolment form; `key` starts the query key.
 */
export function useRegelCheck<B>(
  key: readonly unknown[],
  body: B,
  check: (body: B) => Promise<CheckResult>,
  enabled: boolean,
): CheckState {
  const settled = useDebouncedValue(body, CHECK_DEBOUNCE_MS);
  const current = JSON.stringify(body) === JSON.stringify(settled);
  const query = useQuery({
    queryKey: [...key, settled],
    queryFn: (): Promise<CheckResult> => check(settled),
    // Only once the person paused: the settled body may still be an earlier (empty) one.
    enabled: enabled && current,
    staleTime: 0,
    gcTime: 30_000,
    retry: false,
  });
  if (!enabled) return { kind: 'idle' };
  if (!current || query.isFetching || !query.data) return { kind: 'checking' };
  return query.data.ok
    ? { kind: 'done', check: query.data.data }
    : { kind: 'failed', message: query.data.message };
}
