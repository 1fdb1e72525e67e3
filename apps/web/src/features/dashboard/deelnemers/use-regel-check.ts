import type { RegelCheck } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { OrganiserResult } from '../api/organiser-client';

/** How long the organiser may pause before the rules are checked again. */
const CHECK_DEBOUNCE_MS = 250;

export type CheckState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'done'; check: RegelCheck }
  | { kind: 'failed'; message: string };

/**
 * The live rule check of a selection or transfers: asked of the server (the engine's own rules)
 * a moment after the last change. Failures stay in this box, not in the shared banner.
 */
export function useRegelCheck<B>(
  key: readonly unknown[],
  body: B,
  check: (body: B) => Promise<OrganiserResult<RegelCheck>>,
  enabled: boolean,
): CheckState {
  const settled = useDebouncedValue(body, CHECK_DEBOUNCE_MS);
  const current = JSON.stringify(body) === JSON.stringify(settled);
  const query = useQuery({
    queryKey: ['organiser', 'check', ...key, settled],
    queryFn: (): Promise<OrganiserResult<RegelCheck>> => check(settled),
    // Only once the organiser paused: the settled body may still be an earlier (empty) one.
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
