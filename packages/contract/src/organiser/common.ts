// Building blocks of the organiser requests. Messages are Dutch predicates: the server puts the
// field name in front ("kickoff moet ..."); checks without a message get a Dutch text from the
// server's error map.
import { z } from 'zod';
import { naam } from '../names';

/** Upper bounds that keep every number and list a request can carry small. */
export const LIMITS = {
  maxId: 2_147_483_647,
  maxRounds: 60,
  nameLength: 100,
  emailLength: 254,
  subcompetities: 10,
  mainMessageLength: 2_000,
  reglementLength: 20_000,
  /** A selection has 11; a longer list is not a selection at all. */
  selectieList: 30,
  eventsPerMatch: 100,
  goals: 99,
  eventCount: 20,
  /** Ids in one carry-over list (clubs, players or participants of a new season). */
  carryOverIds: 100_000,
} as const;

export const entityIdSchema = z.number().int().min(1).max(LIMITS.maxId);

/** The version an update is based on; a stale one is answered with 409. */
export const versionSchema = z.number().int().min(1).max(LIMITS.maxId);

export const roundSchema = z.number().int().min(1).max(LIMITS.maxRounds);

export const nameSchema = z.string().trim().min(1).max(LIMITS.nameLength);

/**
 * A name a person or organiser types for someone or something (participant, team, player, club):
 * the name rule (name-rule.ts). A season's or club site's title keeps nameSchema ("2026/27").
 */
export const naamSchema = naam(LIMITS.nameLength);

/** The most characters of a subcompetitie's name. */
export const SUBCOMPETITIE_NAME_LENGTH = 50;

/** ISO local date-time to the minute, e.g. 2026-08-15T20:00 (no zone: the league's own time). */
export const kickoffSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, {
    error: 'moet een datum en tijd zijn zoals 2026-08-15T20:00',
  })
  .refine(
    (value) => {
      const date = new Date(`${value}:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 16) === value;
    },
    { error: 'is geen bestaande datum of tijd' },
  );

/** ?version=N of a DELETE. */
export const versionQuerySchema = z
  .object({ version: z.coerce.number().int().min(1).max(LIMITS.maxId) })
  .strict();
