import type { Db } from '../../../db/database';
import type { AuditNote } from '../../organiser-write';
import { spelerEventsInput } from '../../uitslag/speler-events-input';
import { storedEvents } from '../../uitslag/uitslag-repository';
import { saveUitslag } from '../../uitslag/uitslag-service';
import type { ImportContext } from '../import-context';
import type { ImportMoment } from '../import-kind';
import type { SpelereventsPlan } from './spelerevents-check';

/**
 * Per match through the results grid's own save: the match's stored events with the imported
 * players' rows in place of theirs (a player who did not play keeps none); the score stays and
 * the version goes up, so a grid opened before answers 409.
 */
export async function writeSpelerevents(
  trx: Db,
  plan: SpelereventsPlan,
  _ctx: ImportContext,
  moment: ImportMoment,
): Promise<AuditNote> {
  const uitslagen: string[] = [];
  for (const match of plan.matches) {
    const imported = new Set(match.events.map((e) => e.playerId));
    const kept = (await storedEvents(trx, match.matchId))
      .filter((e) => !imported.has(e.playerId))
      .map((e) => spelerEventsInput(e, match));
    const saved = await saveUitslag(
      trx,
      match.matchId,
      {
        version: match.version,
        homeGoals: match.homeGoals,
        awayGoals: match.awayGoals,
        events: [...match.events, ...kept],
      },
      moment.roundMessageDueAt,
    );
    uitslagen.push(saved.summary);
  }
  const spelers = plan.matches.reduce((n, m) => n + m.events.length, 0);
  return {
    action: 'import.spelerevents',
    summary: `Import: gebeurtenissen van ${spelers} speler(s) in ${plan.matches.length} wedstrijd(en) van speelronde ${plan.ronde}`,
    details: {
      ronde: plan.ronde,
      spelers,
      wedstrijden: plan.matches.map((m) => m.matchId),
      uitslagen,
    },
  };
}
