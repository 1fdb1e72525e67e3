// The organiser's view of one window (issue 27, item 3): every participant with a selection,
// how many of the window's transfers he used, and each transfer with who made it (he himself,
// signed in, or the organisation), so paper participants and undos are seen at a glance.
import type { TransferperiodeOverzicht } from '@clubelf/contract';
import type { Db } from '../../db/database';
import { groupBy } from '../../lib/group-by';
import { byDutchName } from '../../read-model/answer-context';
import { requireSeason } from '../seizoen/season-state';
import {
  deelnemersMetSelectie,
  getTransferperiode,
  transfersFrom,
} from './transferperiode-repository';

export async function transferperiodeOverzicht(
  db: Db,
  id: number,
  now: Date,
): Promise<TransferperiodeOverzicht> {
  const transferperiode = await getTransferperiode(db, id, now);
  const season = await requireSeason(db);
  const max = season.settings.maxTransfers;
  const [deelnemers, transfers] = await Promise.all([
    deelnemersMetSelectie(db),
    transfersFrom(db, transferperiode.fromRound),
  ]);
  const by = groupBy(transfers, (t) => t.deelnemerId);
  return {
    transferperiode,
    maxTransfers: max,
    deelnemers: deelnemers
      .sort((a, b) => byDutchName(a.name, b.name) || a.id - b.id)
      .map((d) => {
        const own = by.get(d.id) ?? [];
        return {
          deelnemerId: d.id,
          name: d.name,
          teamName: d.teamName,
          used: own.length,
          max,
          version: d.version,
          transfers: own.map((t) => ({
            id: t.id,
            playerOutId: t.playerOutId,
            playerOutName: t.playerOutName,
            playerInId: t.playerInId,
            playerInName: t.playerInName,
            door:
              t.door === 'deelnemer'
                ? { soort: 'deelnemer' as const, naam: d.name }
                : { soort: 'organisator' as const, naam: 'organisatie' },
          })),
        };
      }),
  };
}
