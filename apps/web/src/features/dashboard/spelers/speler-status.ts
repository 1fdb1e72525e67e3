import type { SpelerCreateRequest } from '@clubelf/contract';

/**
 * The round fields that go with a status (docs/game.md): none for actief, 'from which round
 * selectable' for nieuw, 'from which round gone' for vertrokken. A value already entered stays;
 * an empty one starts at `nextRound`.
 */
export function withStatus(
  draft: SpelerCreateRequest,
  status: SpelerCreateRequest['status'],
  nextRound: number,
): SpelerCreateRequest {
  if (status === 'actief') {
    return { ...draft, status, availableFromRound: null, departedFromRound: null };
  }
  if (status === 'nieuw') {
    return {
      ...draft,
      status,
      departedFromRound: null,
      availableFromRound: draft.availableFromRound ?? nextRound,
    };
  }
  return { ...draft, status, departedFromRound: draft.departedFromRound ?? nextRound };
}
