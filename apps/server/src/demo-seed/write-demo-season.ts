// One demo season written with its ids: its row (not yet current: see makeCurrent) and the
// tables of the current season. Inside the seed's transaction; the persons are already there.
import type { DemoSeason } from '@clubelf/demo';
import type { Db } from '../db/database';
import { flag } from '../db/flag';
import { insertRows } from '../db/insert-rows';
import { spelerEventsRow } from '../db/speler-events-row';

export async function writeDemoSeason(
  trx: Db,
  seasonId: number,
  demo: DemoSeason,
  persoonIdOf: (name: string) => number,
  now: Date,
): Promise<void> {
  await insertRows(trx, 'season', [
    {
      id: seasonId,
      name: demo.seasonName,
      clubName: demo.clubName,
      roundCount: demo.roundCount,
      gameSettings: JSON.stringify(demo.settings),
      showAanmelding: flag(demo.siteSettings.showAanmelding),
      showCompetitieOverzichten: flag(demo.siteSettings.showCompetitieOverzichten),
      showTeamOverzichten: flag(demo.siteSettings.showTeamOverzichten),
      showSpelersOverzichten: flag(demo.siteSettings.showSpelersOverzichten),
      mainMessage: demo.mainMessage,
      reglementExtraText: demo.reglementExtraText,
      updatedAt: now.toISOString(),
      isCurrent: 0,
    },
  ]);
  await insertRows(
    trx,
    'club',
    demo.clubs.map((c) => ({ id: c.id, name: c.name })),
  );
  await insertRows(
    trx,
    'team',
    demo.teams.map((t) => ({ id: t.id, name: t.name })),
  );
  await insertRows(
    trx,
    'speler',
    demo.spelers.map((s) => ({
      id: s.id,
      name: s.name,
      clubId: s.clubId,
      position: s.position,
      status: s.status,
      availableFromRound: s.availableFromRound,
      departedFromRound: s.departedFromRound,
    })),
  );
  await insertRows(
    trx,
    'wedstrijd',
    demo.wedstrijden.map((w) => ({
      id: w.id,
      round: w.round,
      homeClubId: w.homeClubId,
      awayClubId: w.awayClubId,
      homeGoals: w.homeGoals,
      awayGoals: w.awayGoals,
      kickoff: w.kickoff,
    })),
  );
  await insertRows(trx, 'spelerEvents', demo.events.map(spelerEventsRow));
  await insertRows(
    trx,
    'deelnemer',
    demo.deelnemers.map((d) => ({
      id: d.id,
      name: d.name,
      teamId: d.teamId,
      email: demo.deelnemerEmails.get(d.id) ?? null,
      persoonId: persoonIdOf(d.name),
    })),
  );
  await insertRows(
    trx,
    'deelnemerSubcompetitie',
    demo.deelnemers.flatMap((d) =>
      [...new Set(d.subcompetities)].map((name) => ({ deelnemerId: d.id, name })),
    ),
  );
  await insertRows(
    trx,
    'selectieSpeler',
    demo.selecties.flatMap((s) =>
      s.playerIds.map((playerId, slot) => ({ deelnemerId: s.deelnemerId, slot, playerId })),
    ),
  );
  await insertRows(
    trx,
    'transfer',
    demo.transfers.map((t) => ({
      id: t.id,
      deelnemerId: t.deelnemerId,
      playerOutId: t.playerOutId,
      playerInId: t.playerInId,
      fromRound: t.fromRound,
    })),
  );
  await insertRows(
    trx,
    'bekerRonde',
    demo.bekerRondes.map((r) => ({
      id: r.id,
      kind: r.kind,
      sequence: r.sequence,
      name: r.name,
      speelronde: r.speelronde,
      byes: JSON.stringify(r.byes),
    })),
  );
  await insertRows(
    trx,
    'bekerDuel',
    demo.bekerRondes.flatMap((r) =>
      r.duels.map((d, slot) => ({
        bekerRondeId: r.id,
        slot,
        firstId: d.first,
        secondId: d.second,
      })),
    ),
  );
}
