import type { EventsRow } from './event-columns';

/**
 * The server names a refused player's problem by his index in the events it was sent
 * ('events.3.goals: ...'); the grid shows it on his row, found by player id.
 */
export function errorsByPlayer(
  fields: Record<string, string>,
  sent: readonly Pick<EventsRow, 'playerId'>[],
): Record<number, string> {
  const out: Record<number, string> = {};
  for (const [path, problem] of Object.entries(fields)) {
    const match = /^events\.(\d+)(?:\.\w+)?$/.exec(path);
    const row = match ? sent[Number(match[1])] : undefined;
    if (row) out[row.playerId] = out[row.playerId] ? `${out[row.playerId]}; ${problem}` : problem;
  }
  return out;
}
