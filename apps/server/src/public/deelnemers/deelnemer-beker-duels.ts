// Every participant's beker duels seen from their side, for their page: made once for all
// participants when the first page is built (one pass over the cup rounds).
import type { DeelnemerBekerDuel } from '@clubelf/contract';
import type { BekerRondeResult, DuelResult } from '@clubelf/engine';
import type { AnswerContext } from '../../read-model/answer-context';

function opponentOf(ctx: AnswerContext, id: number): DeelnemerBekerDuel['opponent'] {
  const d = ctx.deelnemers.get(id);
  return { id, name: d?.name ?? `Deelnemer ${id}`, teamName: d?.teamName ?? '' };
}

function fromSide(
  ctx: AnswerContext,
  ronde: BekerRondeResult,
  duel: DuelResult,
  own: number,
): DeelnemerBekerDuel {
  const first = duel.first === own;
  const opponent = first ? duel.second : duel.first;
  return {
    bekerRondeId: ronde.id,
    rondeName: ronde.name,
    speelronde: ronde.speelronde,
    opponent: opponentOf(ctx, opponent),
    ownScore: first ? duel.firstScore : duel.secondScore,
    opponentScore: first ? duel.secondScore : duel.firstScore,
    ownTotal: first ? duel.firstTotal : duel.secondTotal,
    opponentTotal: first ? duel.secondTotal : duel.firstTotal,
    through: duel.winner === null ? null : duel.winner === own,
    decidedBy: duel.decidedBy,
  };
}

/** Per participant, their duels (and byes) in the beker, first round first. */
export function bekerDuelsPerDeelnemer(ctx: AnswerContext): Map<number, DeelnemerBekerDuel[]> {
  const perDeelnemer = new Map<number, DeelnemerBekerDuel[]>();
  const add = (id: number, duel: DeelnemerBekerDuel) => {
    const list = perDeelnemer.get(id);
    if (list) list.push(duel);
    else perDeelnemer.set(id, [duel]);
  };
  const rondes = ctx.result.bekerRondes
    .filter((r) => r.kind === 'beker')
    .sort((a, b) => a.sequence - b.sequence);
  for (const ronde of rondes) {
    for (const duel of ronde.duels) {
      add(duel.first, fromSide(ctx, ronde, duel, duel.first));
      add(duel.second, fromSide(ctx, ronde, duel, duel.second));
    }
    for (const id of ronde.byes) {
      add(id, {
        bekerRondeId: ronde.id,
        rondeName: ronde.name,
        speelronde: ronde.speelronde,
        opponent: null,
        ownScore: null,
        opponentScore: null,
        ownTotal: null,
        opponentTotal: null,
        // A bye goes through once the round is played (the engine lists it among the advancing).
        through: ronde.isFinished ? ronde.advancing.includes(id) : null,
        decidedBy: null,
      });
    }
  }
  return perDeelnemer;
}
