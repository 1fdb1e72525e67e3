// What a match result with its players' events must satisfy before it is stored. Goals in the
// events may be fewer than the score (events may be incomplete), never more.
import type { SpelerEventsInput, UitslagRequest } from '@clubelf/contract';
import type { FieldProblem } from '../../http/errors';

export interface UitslagContext {
  homeClubId: number;
  awayClubId: number;
  clubNames: ReadonlyMap<number, string>;
  /** The players named in the events: name and current club. */
  spelers: ReadonlyMap<number, { name: string; clubId: number }>;
  /** Club per player of the events stored for this match (a player may have moved since). */
  storedClubs: ReadonlyMap<number, number>;
}

const MAX_BASIS = 11;

function hasAnyEvent(e: SpelerEventsInput): boolean {
  return (
    e.basisplaats ||
    e.goals +
      e.penaltyGoals +
      e.assists +
      e.ownGoals +
      e.yellow +
      e.penaltiesSaved +
      e.penaltiesMissed >
      0 ||
    e.secondYellow ||
    e.directRed
  );
}

function rowProblems(e: SpelerEventsInput, field: string, name: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const at = (path: string, message: string) => problems.push({ field: path, message });
  if (!e.played && hasAnyEvent(e)) {
    at(
      field,
      `${field}: ${name} heeft niet gespeeld maar heeft wel gebeurtenissen (zet played op true)`,
    );
  }
  if (e.penaltyGoals > e.goals) {
    at(
      `${field}.penaltyGoals`,
      `${field}.penaltyGoals: ${name} heeft meer penaltydoelpunten (${e.penaltyGoals}) dan doelpunten (${e.goals})`,
    );
  }
  if (e.secondYellow && e.yellow !== 1) {
    at(
      `${field}.secondYellow`,
      `${field}.secondYellow: ${name} kan pas een tweede gele kaart krijgen na een eerste (yellow 1)`,
    );
  }
  if (e.secondYellow && e.directRed) {
    at(
      `${field}.directRed`,
      `${field}.directRed: ${name} kan niet zowel een tweede gele als een directe rode kaart krijgen`,
    );
  }
  return problems;
}

/** Dutch messages, one per broken rule; empty when the result can be stored. */
export function uitslagProblems(body: UitslagRequest, ctx: UitslagContext): string[] {
  return uitslagFieldProblems(body, ctx).map((p) => p.message);
}

/** The same problems, each with the field it is about (null: the result as a whole). */
export function uitslagFieldProblems(body: UitslagRequest, ctx: UitslagContext): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const at = (field: string | null, message: string) => problems.push({ field, message });
  const hasScore = body.homeGoals !== null && body.awayGoals !== null;
  if ((body.homeGoals === null) !== (body.awayGoals === null)) {
    at(null, 'homeGoals en awayGoals zijn allebei een getal, of allebei leeg (nog geen uitslag)');
  }
  if (!hasScore && body.events.some((e) => e.played)) {
    at(null, 'Zonder uitslag kan niemand gespeeld hebben: vul eerst de uitslag in');
  }

  const seen = new Set<number>();
  const clubOfSide = { home: ctx.homeClubId, away: ctx.awayClubId };
  body.events.forEach((e, i) => {
    const field = `events.${i}`;
    const speler = ctx.spelers.get(e.playerId);
    if (!speler) {
      at(`${field}.playerId`, `${field}.playerId: speler ${e.playerId} bestaat niet`);
      return;
    }
    if (seen.has(e.playerId))
      at(`${field}.playerId`, `${field}.playerId: ${speler.name} staat er dubbel in`);
    seen.add(e.playerId);
    const clubId = clubOfSide[e.side];
    if (speler.clubId !== clubId && ctx.storedClubs.get(e.playerId) !== clubId) {
      at(
        `${field}.side`,
        `${field}.side: ${speler.name} speelt niet voor ${ctx.clubNames.get(clubId) ?? `club ${clubId}`}`,
      );
    }
    problems.push(...rowProblems(e, field, speler.name));
  });

  for (const side of ['home', 'away'] as const) {
    const club = ctx.clubNames.get(clubOfSide[side]) ?? side;
    const basis = body.events.filter((e) => e.side === side && e.played && e.basisplaats).length;
    if (basis > MAX_BASIS)
      at(null, `${club} heeft ${basis} spelers met een basisplaats (hoogstens ${MAX_BASIS})`);
    const score = side === 'home' ? body.homeGoals : body.awayGoals;
    const own = body.events
      .filter((e) => e.side === side && e.played)
      .reduce((n, e) => n + e.goals, 0);
    const gift = body.events
      .filter((e) => e.side !== side && e.played)
      .reduce((n, e) => n + e.ownGoals, 0);
    if (score !== null && own + gift > score) {
      at(
        null,
        `De doelpunten van ${club} in de spelersgebeurtenissen (${own}${gift > 0 ? ` plus ${gift} eigen doelpunt${gift === 1 ? '' : 'en'} van de tegenstander` : ''}) zijn meer dan de uitslag (${score})`,
      );
    }
  }
  return problems;
}
