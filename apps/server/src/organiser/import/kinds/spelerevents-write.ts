import type { Db } from '../../../db/database';
import { insertRows } from '../../../db/insert-rows';
import { expectUpdated } from '../../conflict';
import type { AuditNote } from '../../organiser-write';
import type { SpelereventsPlan } from './spelerevents-check';

const flag = (value: boolean) => (value ? 1 : 0);

/**
 * Per match: the imported players' stored events are replaced (a player who did not play keeps
 * none), and the match's version goes up so a results grid opened before answers 409.
 */
export async function writeSpelerevents(trx: Db, plan: SpelereventsPlan): Promise<AuditNote> {
  for (const match of plan.matches) {
    expectUpdated(
      await trx
        .updateTable('wedstrijd')
        .set({ version: match.version + 1 })
        .where('id', '=', match.matchId)
        .where('version', '=', match.version)
        .executeTakeFirst(),
    );
    const playerIds = match.events.map((e) => e.playerId);
    await trx
      .deleteFrom('spelerEvents')
      .where('matchId', '=', match.matchId)
      .where('playerId', 'in', playerIds)
      .execute();
    await insertRows(
      trx,
      'spelerEvents',
      match.events
        .filter((e) => e.played)
        .map(({ side, ...e }) => ({
          ...e,
          matchId: match.matchId,
          clubId: side === 'home' ? match.homeClubId : match.awayClubId,
          played: 1,
          basisplaats: flag(e.basisplaats),
          secondYellow: flag(e.secondYellow),
          directRed: flag(e.directRed),
        })),
    );
  }
  const spelers = plan.matches.reduce((n, m) => n + m.events.length, 0);
  return {
    action: 'import.spelerevents',
    summary: `Import: gebeurtenissen van ${spelers} speler(s) in ${plan.matches.length} wedstrijd(en) van speelronde ${plan.ronde}`,
    details: { ronde: plan.ronde, spelers, wedstrijden: plan.matches.map((m) => m.matchId) },
  };
}
