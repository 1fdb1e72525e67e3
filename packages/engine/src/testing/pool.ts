// A small player pool for the selection and transfer tests (not part of the engine's API).
import type { Positie, Speler } from '../types';

export const CLUBS = new Map([
  [1, 'Ajax'],
  [2, 'PSV'],
  [3, 'Feyenoord'],
  [4, 'AZ'],
]);

function speler(
  id: number,
  position: Positie,
  clubId: number,
  extra: Partial<Speler> = {},
): Speler {
  return {
    id,
    name: `Speler ${id}`,
    clubId,
    position,
    status: 'actief',
    availableFromRound: null,
    departedFromRound: null,
    ...extra,
  };
}

export const POOL: Speler[] = [
  speler(1, 'Keeper', 1),
  speler(2, 'Keeper', 2),
  speler(11, 'Verdediger', 1),
  speler(12, 'Verdediger', 2),
  speler(13, 'Verdediger', 3),
  speler(14, 'Verdediger', 4),
  speler(15, 'Verdediger', 1),
  speler(21, 'Middenvelder', 2),
  speler(22, 'Middenvelder', 3),
  speler(23, 'Middenvelder', 4),
  speler(24, 'Middenvelder', 1),
  speler(25, 'Middenvelder', 2),
  speler(31, 'Aanvaller', 3),
  speler(32, 'Aanvaller', 4),
  speler(33, 'Aanvaller', 2),
  speler(34, 'Aanvaller', 1),
  speler(35, 'Aanvaller', 3),
  speler(40, 'Aanvaller', 3, { status: 'vertrokken', departedFromRound: 10 }),
  speler(41, 'Aanvaller', 2, { status: 'nieuw', availableFromRound: 18 }),
];

export const SPELERS = new Map(POOL.map((s) => [s.id, s]));

/** 4-3-3; Ajax 2, PSV 3, Feyenoord 3, AZ 3. */
export const VALID_433 = [1, 11, 12, 13, 14, 21, 22, 23, 31, 32, 33];
