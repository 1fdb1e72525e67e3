import { spelerListSchema, transfersSchema } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { POSITIES } from '@clubelf/engine';
import type { SpelerOverzichtRow, SpelerStatus } from '@clubelf/engine';
import { lazyAnswer } from '../../read-model/answer';
import type { LazyAnswer } from '../../read-model/answer';
import { byDutchName } from '../../read-model/answer-context';
import type { AnswerContext } from '../../read-model/answer-context';
import { buildSpelerDetailAnswers } from './speler-detail-answers';

const byClubPositionName = (a: SpelerOverzichtRow, b: SpelerOverzichtRow) =>
  byDutchName(a.clubName, b.clubName) ||
  POSITIES.indexOf(a.position) - POSITIES.indexOf(b.position) ||
  byDutchName(a.name, b.name);

function byStatus(rows: readonly SpelerOverzichtRow[], status: SpelerStatus): SpelerOverzichtRow[] {
  return rows.filter((r) => r.status === status).sort(byClubPositionName);
}

export function buildSpelersAnswers(ctx: AnswerContext): LazyAnswer[] {
  const rows = ctx.result.spelers;
  const totaalscore = () =>
    [...rows].sort((a, b) => b.totalPoints - a.totalPoints || byDutchName(a.name, b.name));
  const geselecteerd = () =>
    rows
      .filter((r) => r.selectedCount > 0)
      .sort((a, b) => b.selectedCount - a.selectedCount || byDutchName(a.name, b.name));
  const transfers = () =>
    ctx.result.transfers.map((t) => {
      const position = ctx.spelers.get(t.playerOutId)?.position;
      if (!position) throw new Error(`Transfer ${t.id} names unknown player ${t.playerOutId}`);
      return { ...t, position };
    });

  return [
    lazyAnswer(apiPaths.spelers('actief'), spelerListSchema, () => byStatus(rows, 'actief')),
    lazyAnswer(apiPaths.spelers('nieuw'), spelerListSchema, () => byStatus(rows, 'nieuw')),
    lazyAnswer(apiPaths.spelers('vertrokken'), spelerListSchema, () =>
      byStatus(rows, 'vertrokken'),
    ),
    lazyAnswer(apiPaths.spelers('totaalscore'), spelerListSchema, totaalscore),
    lazyAnswer(apiPaths.spelers('geselecteerd'), spelerListSchema, geselecteerd),
    lazyAnswer(apiPaths.spelers('transfers'), transfersSchema, transfers),
    ...buildSpelerDetailAnswers(ctx),
  ];
}
