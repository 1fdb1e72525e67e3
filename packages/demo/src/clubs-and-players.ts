// The league: 18 invented clubs, each with a squad of 25 players in realistic numbers per
// position, plus the winter transfer window (departures and signings).
import type { Club, Positie, Speler } from '@clubelf/engine';
import { PersonNamer } from './names';
import { chance, randomInt, shuffleInPlace, type Random } from './random-tools';

export const CLUB_NAMES = [
  'FC Wadbergen',
  'SV Oosterhaven',
  'VV De Kempen',
  'Sparta Brakendam',
  'SC Lindewijk',
  'Achilles Heeselo',
  'VV Rietmarken',
  'FC Dorrenburg',
  'RKSV Valkensteyn',
  'SV Ekelswaard',
  'Go Ahead Grevenhorst',
  'VV Molenrade',
  'FC Zandmere',
  'SC Hazelbroek',
  'Quick Kraaiendal',
  'SV Westerbrugge',
  'DVS Eemvliet',
  'FC Ravensloot',
] as const;

export const SQUAD_PER_POSITIE: Record<Positie, number> = {
  Keeper: 3,
  Verdediger: 8,
  Middenvelder: 8,
  Aanvaller: 6,
};

export interface League {
  clubs: Club[];
  spelers: Speler[];
  /** Per player id, 0.2..1: how often he starts, scores and gets picked by participants. */
  kwaliteit: Map<number, number>;
}

function kwaliteitFor(random: Random): number {
  // Skewed: a few stars per club, many squad players.
  return 0.2 + 0.8 * random() ** 1.6;
}

export function createLeague(random: Random): League {
  const namer = new PersonNamer(random);
  const clubs: Club[] = CLUB_NAMES.map((name, index) => ({ id: index + 1, name }));
  const spelers: Speler[] = [];
  const kwaliteit = new Map<number, number>();
  for (const club of clubs) {
    for (const [position, count] of Object.entries(SQUAD_PER_POSITIE) as [Positie, number][]) {
      for (let i = 0; i < count; i++) {
        const id = spelers.length + 1;
        spelers.push({
          id,
          name: namer.next('man'),
          clubId: club.id,
          position,
          status: 'actief',
          availableFromRound: null,
          departedFromRound: null,
        });
        kwaliteit.set(id, kwaliteitFor(random));
      }
    }
  }
  return { clubs, spelers, kwaliteit };
}

const VELDPOSITIES: Positie[] = ['Verdediger', 'Middenvelder', 'Aanvaller'];

/**
 * The winter window: per club 0-2 field players leave and 1-3 players arrive (status nieuw),
 * both from `round`. Keepers never leave, so every club can still field a team.
 */
export function applyWinterWindow(league: League, random: Random, round: number): void {
  const namer = new PersonNamer(random);
  for (const speler of league.spelers) namer.reserve(speler.name);
  for (const club of league.clubs) {
    const veldspelers = league.spelers.filter(
      (speler) => speler.clubId === club.id && speler.position !== 'Keeper',
    );
    const departing = shuffleInPlace(random, veldspelers).slice(0, randomInt(random, 0, 2));
    for (const speler of departing) {
      speler.status = 'vertrokken';
      speler.departedFromRound = round;
    }
    const arrivals = randomInt(random, 1, 3);
    for (let i = 0; i < arrivals; i++) {
      const replaced = departing[i];
      const position: Positie = replaced
        ? replaced.position
        : chance(random, 0.1)
          ? 'Keeper'
          : (VELDPOSITIES[randomInt(random, 0, 2)] as Positie);
      const id = league.spelers.length + 1;
      league.spelers.push({
        id,
        name: namer.next('man'),
        clubId: club.id,
        position,
        status: 'nieuw',
        availableFromRound: round,
        departedFromRound: null,
      });
      league.kwaliteit.set(id, kwaliteitFor(random));
    }
  }
}

/** Whether a player can take part in a match of this speelronde. */
export function isAvailable(speler: Speler, round: number): boolean {
  if (speler.availableFromRound !== null && round < speler.availableFromRound) return false;
  if (speler.departedFromRound !== null && round >= speler.departedFromRound) return false;
  return true;
}
