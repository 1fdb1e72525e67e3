import type { MatchEvents } from '@clubelf/contract';

const keer = (n: number, een: string, meer: string) => (n === 1 ? een : `${n} ${meer}`);

/** What a player did in one match, in words: 'basisplaats, 2 doelpunten (1 uit penalty), geel'. */
export function eventsTekst(s: MatchEvents): string {
  const parts: string[] = [s.basisplaats ? 'basisplaats' : 'invaller'];
  if (s.goals > 0) {
    const pen = s.penaltyGoals > 0 ? ` (${s.penaltyGoals} uit penalty)` : '';
    parts.push(keer(s.goals, 'doelpunt', 'doelpunten') + pen);
  }
  if (s.assists > 0) parts.push(keer(s.assists, 'assist', 'assists'));
  if (s.ownGoals > 0) parts.push(keer(s.ownGoals, 'eigen doelpunt', 'eigen doelpunten'));
  if (s.penaltiesSaved > 0)
    parts.push(keer(s.penaltiesSaved, 'penalty gestopt', 'penalty’s gestopt'));
  if (s.penaltiesMissed > 0)
    parts.push(keer(s.penaltiesMissed, 'penalty gemist', 'penalty’s gemist'));
  if (s.yellow > 0 && !s.secondYellow) parts.push('geel');
  if (s.secondYellow) parts.push('tweede geel (rood)');
  if (s.directRed) parts.push('rood');
  return parts.join(', ');
}
