import type { RegelCheck } from '@clubelf/contract';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { organiserSend, type OrganiserResult } from '../api/organiser-fetch';

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
export function useRegelCheck(url: string, body: unknown, enabled: boolean): CheckState {
  const settled = useDebouncedValue(body, CHECK_DEBOUNCE_MS);
  const current = JSON.stringify(body) === JSON.stringify(settled);
  const query = useQuery({
    queryKey: ['organiser', 'check', url, settled],
    queryFn: async (): Promise<OrganiserResult<RegelCheck>> =>
      organiserSend<RegelCheck>(url, 'POST', settled),
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
