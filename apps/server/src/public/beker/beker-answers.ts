import { bekerRondeDetailSchema, bekerRondesSchema } from '@clubelf/contract';
import type { BekerEntrant, BekerRondeSummary } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import type { BekerKind, BekerRondeResult } from '@clubelf/engine';
import { lazyAnswer } from '../../read-model/answer';
import type { LazyAnswer } from '../../read-model/answer';
import type { AnswerContext } from '../../read-model/answer-context';

/** The cup card's texts (home page and lists). */
export function bekerStateText(ronde: Pick<BekerRondeResult, 'isFinished' | 'speelronde'>): string {
  return ronde.isFinished
    ? `Gespeeld in speelronde ${ronde.speelronde}`
    : `Loting bekend: wordt gespeeld in speelronde ${ronde.speelronde}`;
}

export function bekerSummary(ronde: BekerRondeResult): BekerRondeSummary {
  return {
    id: ronde.id,
    name: ronde.name,
    speelronde: ronde.speelronde,
    isFinished: ronde.isFinished,
    state: bekerStateText(ronde),
  };
}

export function rondesOfKind(ctx: AnswerContext, kind: BekerKind): BekerRondeResult[] {
  return ctx.result.bekerRondes
    .filter((r) => r.kind === kind)
    .sort((a, b) => a.sequence - b.sequence);
}

/** The latest drawn round of a cup, or null before the first draw. */
export function currentBekerRonde(ctx: AnswerContext, kind: BekerKind): BekerRondeSummary | null {
  const latest = rondesOfKind(ctx, kind).at(-1);
  return latest ? bekerSummary(latest) : null;
}

function entrantLookup(ctx: AnswerContext, kind: BekerKind): (id: number) => BekerEntrant {
  if (kind === 'teambeker') {
    return (id) => ({ id, name: ctx.teamNames.get(id) ?? `Team ${id}`, teamName: '' });
  }
  return (id) => {
    const d = ctx.deelnemers.get(id);
    return { id, name: d?.name ?? `Deelnemer ${id}`, teamName: d?.teamName ?? '' };
  };
}

const LIST_PATH = { beker: apiPaths.bekerrondes, teambeker: apiPaths.teambekerrondes } as const;
const DETAIL_PATH = { beker: apiPaths.bekerronde, teambeker: apiPaths.teambekerronde } as const;

export function buildBekerAnswers(ctx: AnswerContext): LazyAnswer[] {
  return (['beker', 'teambeker'] as const).flatMap((kind) => {
    const rondes = rondesOfKind(ctx, kind);
    const entrant = entrantLookup(ctx, kind);
    return [
      lazyAnswer(LIST_PATH[kind], bekerRondesSchema, () => rondes.map(bekerSummary)),
      ...rondes.map((r) =>
        lazyAnswer(DETAIL_PATH[kind](r.id), bekerRondeDetailSchema, () => ({
          ...bekerSummary(r),
          kind,
          duels: r.duels.map((d) => ({
            first: entrant(d.first),
            second: entrant(d.second),
            firstScore: d.firstScore,
            secondScore: d.secondScore,
            firstTotal: d.firstTotal,
            secondTotal: d.secondTotal,
            winnerId: d.winner,
            decidedBy: d.decidedBy,
          })),
          byes: r.byes.map(entrant),
        })),
      ),
    ];
  });
}
