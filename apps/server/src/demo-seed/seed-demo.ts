// Writes a generated demo season, with its ids, into an empty database in one transaction.
import type { DemoSeason } from '@clubelf/demo';
import type { Db } from '../db/database';
import { resetIdSequences } from '../db/id-sequences';
import { flag } from '../db/flag';
import { insertRows } from '../db/insert-rows';
import { spelerEventsRow } from '../db/speler-events-row';

export async function seedDemoSeason(db: Db, demo: DemoSeason, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await insertRows(trx, 'season', [
      {
        id: 1,
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
    // Each demo participant is a person of their own, with the same id.
    await insertRows(
      trx,
      'persoon',
      demo.deelnemers.map((d) => ({ id: d.id, name: d.name })),
    );
    await insertRows(
      trx,
      'deelnemer',
      demo.deelnemers.map((d) => ({
        id: d.id,
        name: d.name,
        teamId: d.teamId,
        email: demo.deelnemerEmails.get(d.id) ?? null,
        persoonId: d.id,
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
    // The rows came with their ids: PostgreSQL's id sequences must move past them.
    await resetIdSequences(trx);
  });
}
