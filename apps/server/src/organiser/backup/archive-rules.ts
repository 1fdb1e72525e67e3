// The archive of a closed season (season.archive, written by serializeArchive in
// seizoenen/archived-season.ts) as a restore accepts it: the engine's input with the limits the
// organiser API puts on each part, every id naming something of the same archive (as the live
// tables' foreign keys keep them), its rounds within the season and its game settings as the
// API allows them. A restore then computes it (restore-archived-views.ts), which proves the
// rest; these checks keep a hand-made archive from costing more than a real season would.
import {
  bekerKindSchema,
  deelnemerCreateRequestSchema,
  entityIdSchema,
  gameSettingsSchema,
  kickoffSchema,
  LIMITS,
  naamSchema,
  nameSchema,
  positieSchema,
  roundSchema,
  seasonCreateRequestSchema,
  siteContentUpdateRequestSchema,
  spelerEventsInputSchema,
  spelerStatusSchema,
  uitslagRequestSchema,
} from '@clubelf/contract';
import { SELECTIE_SIZE } from '@clubelf/engine';
import { z } from 'zod';
import { gameSettingsProblems } from '../seizoen/game-settings-rules';

const id = entityIdSchema;
/** Null until the result is entered. */
const goals = uitslagRequestSchema.shape.homeGoals.nullable();

const metaSchema = z.object({
  seasonName: nameSchema,
  clubName: nameSchema,
  mainMessage: siteContentUpdateRequestSchema.shape.mainMessage,
  reglementExtraText: siteContentUpdateRequestSchema.shape.reglementExtraText,
  siteSettings: z.object({
    showAanmelding: z.boolean(),
    showCompetitieOverzichten: z.boolean(),
    showTeamOverzichten: z.boolean(),
    showSpelersOverzichten: z.boolean(),
  }),
  /** The entry fee's setting (issue 15); absent in archives of before. */
  onbetaaldTeltMee: z.boolean().optional(),
});

const inputSchema = z.object({
  settings: gameSettingsSchema,
  roundCount: seasonCreateRequestSchema.shape.roundCount,
  clubs: z.array(z.object({ id, name: naamSchema })),
  teams: z.array(z.object({ id, name: deelnemerCreateRequestSchema.shape.teamName })),
  spelers: z.array(
    z.object({
      id,
      name: naamSchema,
      clubId: id,
      position: positieSchema,
      status: spelerStatusSchema,
      availableFromRound: roundSchema.nullable(),
      departedFromRound: roundSchema.nullable(),
    }),
  ),
  wedstrijden: z.array(
    z.object({
      id,
      round: roundSchema,
      homeClubId: id,
      awayClubId: id,
      homeGoals: goals,
      awayGoals: goals,
      kickoff: kickoffSchema,
    }),
  ),
  events: z.array(
    spelerEventsInputSchema
      .pick({
        playerId: true,
        played: true,
        basisplaats: true,
        goals: true,
        penaltyGoals: true,
        assists: true,
        ownGoals: true,
        yellow: true,
        secondYellow: true,
        directRed: true,
        penaltiesSaved: true,
        penaltiesMissed: true,
      })
      .extend({ matchId: id, clubId: id }),
  ),
  deelnemers: z.array(
    z.object({
      id,
      name: deelnemerCreateRequestSchema.shape.name,
      teamId: id,
      teamName: deelnemerCreateRequestSchema.shape.teamName,
      subcompetities: deelnemerCreateRequestSchema.shape.subcompetities,
      // A late joiner's first speelronde (issue 26); absent in archives made before: 1.
      startRonde: roundSchema.optional(),
    }),
  ),
  selecties: z.array(z.object({ deelnemerId: id, playerIds: z.array(id).length(SELECTIE_SIZE) })),
  transfers: z.array(
    z.object({ id, deelnemerId: id, playerOutId: id, playerInId: id, fromRound: roundSchema }),
  ),
  bekerRondes: z.array(
    z.object({
      id,
      kind: bekerKindSchema,
      sequence: z.number().int().min(1).max(LIMITS.maxRounds),
      name: nameSchema,
      speelronde: roundSchema,
      duels: z.array(z.object({ first: id, second: id })),
      byes: z.array(id),
    }),
  ),
});

type ArchivedInput = z.output<typeof inputSchema>;

/** Every speelronde the input names, with where, for the check against its round count. */
function roundsOf(input: ArchivedInput): [string, number | null][] {
  return [
    ...input.spelers.flatMap((s, i): [string, number | null][] => [
      [`spelers.${i}.availableFromRound`, s.availableFromRound],
      [`spelers.${i}.departedFromRound`, s.departedFromRound],
    ]),
    ...input.deelnemers.map((d, i): [string, number | null] => [
      `deelnemers.${i}.startRonde`,
      d.startRonde ?? null,
    ]),
    ...input.wedstrijden.map((w, i): [string, number] => [`wedstrijden.${i}.round`, w.round]),
    ...input.transfers.map((t, i): [string, number] => [`transfers.${i}.fromRound`, t.fromRound]),
    ...input.bekerRondes.map((b, i): [string, number] => [
      `bekerRondes.${i}.speelronde`,
      b.speelronde,
    ]),
  ];
}

/** Enough to show; a hand-made archive may break every reference it has. */
const MAX_REFERENCE_ISSUES = 20;

/**
 * The references inside the archive that the live tables' foreign keys keep: each id names a
 * club, team, player, match or participant of the same archive. The cups' entrants have no
 * foreign key in the tables (a participant or a team), so none here either.
 */
function referenceIssues(input: ArchivedInput, persoonIds: [number, number][]): [string, string][] {
  const idsOf = (rows: readonly { id: number }[]) => new Set(rows.map((r) => r.id));
  const clubs = idsOf(input.clubs);
  const teams = idsOf(input.teams);
  const spelers = idsOf(input.spelers);
  const matches = idsOf(input.wedstrijden);
  const deelnemers = idsOf(input.deelnemers);
  const issues: [string, string][] = [];
  const check = (where: string, value: number, known: Set<number>, what: string) => {
    if (issues.length < MAX_REFERENCE_ISSUES && !known.has(value)) {
      issues.push([where, `verwijst naar ${what} ${value}, die niet in het archief staat`]);
    }
  };
  input.spelers.forEach((s, i) => check(`spelers.${i}.clubId`, s.clubId, clubs, 'club'));
  input.wedstrijden.forEach((w, i) => {
    check(`wedstrijden.${i}.homeClubId`, w.homeClubId, clubs, 'club');
    check(`wedstrijden.${i}.awayClubId`, w.awayClubId, clubs, 'club');
  });
  input.events.forEach((e, i) => {
    check(`events.${i}.matchId`, e.matchId, matches, 'wedstrijd');
    check(`events.${i}.playerId`, e.playerId, spelers, 'speler');
    check(`events.${i}.clubId`, e.clubId, clubs, 'club');
  });
  input.deelnemers.forEach((d, i) => check(`deelnemers.${i}.teamId`, d.teamId, teams, 'team'));
  input.selecties.forEach((s, i) => {
    check(`selecties.${i}.deelnemerId`, s.deelnemerId, deelnemers, 'deelnemer');
    s.playerIds.forEach((id, j) => check(`selecties.${i}.playerIds.${j}`, id, spelers, 'speler'));
  });
  input.transfers.forEach((t, i) => {
    check(`transfers.${i}.deelnemerId`, t.deelnemerId, deelnemers, 'deelnemer');
    check(`transfers.${i}.playerOutId`, t.playerOutId, spelers, 'speler');
    check(`transfers.${i}.playerInId`, t.playerInId, spelers, 'speler');
  });
  return [
    ...issues.map(([where, message]): [string, string] => [`input.${where}`, message]),
    ...persoonIds.flatMap(([deelnemerId], i): [string, string][] =>
      deelnemers.has(deelnemerId) || i >= MAX_REFERENCE_ISSUES
        ? []
        : [
            [
              `persoonIds.${i}.0`,
              `verwijst naar deelnemer ${deelnemerId}, die niet in het archief staat`,
            ],
          ],
    ),
  ];
}

export const archiveSchema = z
  .object({
    meta: metaSchema,
    input: inputSchema,
    /** [deelnemerId, persoonId] pairs. */
    persoonIds: z.array(z.tuple([id, id])),
  })
  .superRefine(({ input, persoonIds }, ctx) => {
    for (const [where, message] of referenceIssues(input, persoonIds)) {
      ctx.addIssue({ code: 'custom', path: where.split('.'), message });
    }
    for (const [where, round] of roundsOf(input)) {
      if (round !== null && round > input.roundCount) {
        ctx.addIssue({
          code: 'custom',
          path: ['input', ...where.split('.')],
          message: `mag hoogstens ${input.roundCount} zijn (het aantal speelrondes)`,
        });
      }
    }
    for (const problem of gameSettingsProblems(input.settings, input.roundCount)) {
      ctx.addIssue({ code: 'custom', path: ['input'], message: problem });
    }
  });

export type ArchiveDocument = z.output<typeof archiveSchema>;
