// What a match of the round view shows beside its name, so the organiser sees at a glance which
// of the nine are saved, which have edits not yet saved, and which the server refused.

export type MatchState = 'empty' | 'stored' | 'saved' | 'changed' | 'refused';

export const MATCH_STATE_LABELS: Record<MatchState, string> = {
  empty: 'nog geen uitslag',
  stored: 'uitslag bekend',
  saved: 'opgeslagen',
  changed: 'niet opgeslagen',
  refused: 'niet opgeslagen: zie de melding',
};

export function matchState(input: {
  /** The server holds a score for it. */
  stored: boolean;
  /** Edited since the last save or load. */
  dirty: boolean;
  /** The last save's outcome in this view. */
  outcome: 'success' | 'error' | undefined;
}): MatchState {
  if (input.outcome === 'error') return 'refused';
  if (input.dirty) return 'changed';
  if (input.outcome === 'success') return 'saved';
  return input.stored ? 'stored' : 'empty';
}
