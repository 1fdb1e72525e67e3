import { spelerListSchema, transfersSchema } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { POSITIES } from '@clubelf/engine';
import type { SpelerOverzichtRow, SpelerStatus } from '@clubelf/engine';
import { lazyView } from '../../read-model/view';
import type { LazyView } from '../../read-model/view';
import { byDutchName } from '../../read-model/view-context';
import type { ViewContext } from '../../read-model/view-context';
import { buildSpelerDetailViews } from './speler-detail-views';

const byClubPositionName = (a: SpelerOverzichtRow, b: SpelerOverzichtRow) =>
  byDutchName(a.clubName, b.clubName) ||
  POSITIES.indexOf(a.position) - POSITIES.indexOf(b.position) ||
  byDutchName(a.name, b.name);

function byStatus(rows: readonly SpelerOverzichtRow[], status: SpelerStatus): SpelerOverzichtRow[] {
  return rows.filter((r) => r.status === status).sort(byClubPositionName);
}

export function buildSpelersViews(ctx: ViewContext): LazyView[] {
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
    lazyView(apiPaths.spelers('actief'), spelerListSchema, () => byStatus(rows, 'actief')),
    lazyView(apiPaths.spelers('nieuw'), spelerListSchema, () => byStatus(rows, 'nieuw')),
    lazyView(apiPaths.spelers('vertrokken'), spelerListSchema, () => byStatus(rows, 'vertrokken')),
    lazyView(apiPaths.spelers('totaalscore'), spelerListSchema, totaalscore),
    lazyView(apiPaths.spelers('geselecteerd'), spelerListSchema, geselecteerd),
    lazyView(apiPaths.spelers('transfers'), transfersSchema, transfers),
    ...buildSpelerDetailViews(ctx),
  ];
}
