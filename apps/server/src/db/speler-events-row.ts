// A player's events in one match, between the engine's shape (booleans) and the stored row of
// table speler_events (0/1 flags): the one mapping every reader and writer of the table uses.
import type { SpelerEvents } from '@clubelf/engine';
import type { Insertable, Selectable } from 'kysely';
import { flag, isSet } from './flag';
import type { SpelerEventsTable } from './schema';

export function spelerEventsRow(e: SpelerEvents): Insertable<SpelerEventsTable> {
  return {
    matchId: e.matchId,
    playerId: e.playerId,
    clubId: e.clubId,
    played: flag(e.played),
    basisplaats: flag(e.basisplaats),
    goals: e.goals,
    penaltyGoals: e.penaltyGoals,
    assists: e.assists,
    ownGoals: e.ownGoals,
    yellow: e.yellow,
    secondYellow: flag(e.secondYellow),
    directRed: flag(e.directRed),
    penaltiesSaved: e.penaltiesSaved,
    penaltiesMissed: e.penaltiesMissed,
  };
}

export function spelerEventsOf(row: Selectable<SpelerEventsTable>): SpelerEvents {
  return {
    matchId: row.matchId,
    playerId: row.playerId,
    clubId: row.clubId,
    played: isSet(row.played),
    basisplaats: isSet(row.basisplaats),
    goals: row.goals,
    penaltyGoals: row.penaltyGoals,
    assists: row.assists,
    ownGoals: row.ownGoals,
    yellow: row.yellow,
    secondYellow: isSet(row.secondYellow),
    directRed: isSet(row.directRed),
    penaltiesSaved: row.penaltiesSaved,
    penaltiesMissed: row.penaltiesMissed,
  };
}
