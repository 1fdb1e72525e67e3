// The content of a backup's rows checked with the organiser API's own rules (issue 10, finding 4):
// every limit and format comes from the contract's request schemas (names, rounds, goals, kickoff,
// statuses, game settings), the rules between fields from the same services the API runs (the
// game settings against the round count), so a restore stores nothing the API would refuse.
// Only the database's own spellings are added here: flags as 0/1 and JSON as text.
import {
  AANMELDING_LIMITS,
  aanmeldingInstellingenSchema,
  aanmeldingRequestSchema,
  aanmeldingStatusSchema,
  aanmeldingDatumSchema,
  bekerRondeCreateRequestSchema,
  berichtInstellingenRequestSchema,
  berichtSoortSchema,
  clubCreateRequestSchema,
  deelnemerCreateRequestSchema,
  entityIdSchema,
  gameSettingsSchema,
  inlegBetalingRequestSchema,
  inlegInstellingenRequestSchema,
  privacyInstellingenRequestSchema,
  nameSchema,
  prijsSchema,
  seasonCreateRequestSchema,
  siteContentUpdateRequestSchema,
  spelerCreateRequestSchema,
  spelerEventsInputSchema,
  transferperiodeCreateRequestSchema,
  transfersRequestSchema,
  uitslagRequestSchema,
  wedstrijdCreateRequestSchema,
} from '@clubelf/contract';
import type { BackupFile } from '@clubelf/contract';
import { SELECTIE_SIZE } from '@clubelf/engine';
import type { GameSettings } from '@clubelf/engine';
import { z } from 'zod';
import { gameSettingsProblems } from '../seizoen/game-settings-rules';
import {
  backupIssueMessage,
  flag,
  isCurrentRow,
  issueProblems,
  jsonOf,
  pick,
  rule,
  shown,
} from './rule-helpers';
import type { RowRule } from './rule-helpers';
import { seasonProblems } from './season-rules';

/** The byes of a drawn cup round as the draw stores them: the entrants' ids. */
const byesSchema = z.array(entityIdSchema);

/** An ISO timestamp as the server writes them (closing a season). */
const timestampSchema = z
  .string()
  .max(40)
  .refine((value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value), {
    error: 'moet een tijdstip zijn zoals 2026-05-17T20:00:00.000Z',
  });

const deelnemerName = deelnemerCreateRequestSchema.shape.name;
const teamName = deelnemerCreateRequestSchema.shape.teamName;

const ROW_RULES: Record<string, readonly RowRule[]> = {
  season: [
    rule(seasonCreateRequestSchema, 'name', 'clubName', 'roundCount'),
    rule(
      siteContentUpdateRequestSchema.pick({ mainMessage: true, reglementExtraText: true }),
      'mainMessage',
      'reglementExtraText',
    ),
    rule(z.object({ gameSettings: jsonOf(gameSettingsSchema) }), 'gameSettings'),
    rule(
      z.object({
        showAanmelding: flag,
        showCompetitieOverzichten: flag,
        showTeamOverzichten: flag,
        showSpelersOverzichten: flag,
      }),
      'showAanmelding',
      'showCompetitieOverzichten',
      'showTeamOverzichten',
      'showSpelersOverzichten',
    ),
    // The enrolment period and teams per person (migration 0010).
    rule(
      z.object({
        aanmeldingVanaf: aanmeldingDatumSchema.nullish(),
        aanmeldingTot: aanmeldingDatumSchema.nullish(),
        aanmeldingMaxTeams: aanmeldingInstellingenSchema.shape.maxTeamsPerPersoon.optional(),
        // Migration 0013.
        aanmeldingMaxPerUur: aanmeldingInstellingenSchema.shape.maxPerUur,
      }),
      'aanmeldingVanaf',
      'aanmeldingTot',
      'aanmeldingMaxTeams',
      'aanmeldingMaxPerUur',
    ),
    // The seasons (migration 0007); a closed season's archive is checked in season-rules.ts.
    rule(
      z.object({
        isCurrent: flag.optional(),
        closedEarly: flag.optional(),
        closedAt: timestampSchema.nullish(),
        archive: z.string().nullish(),
      }),
      'isCurrent',
      'closedEarly',
      'closedAt',
      'archive',
    ),
  ],
  persoon: [rule(z.object({ name: deelnemerName }), 'name')],
  // Enrolments (migration 0010): the public form's own field rules.
  aanmelding: [
    rule(
      z.object({
        seasonId: entityIdSchema,
        naam: deelnemerName,
        teamnaam: teamName,
        email: aanmeldingRequestSchema.shape.email,
        telefoon: aanmeldingRequestSchema.shape.telefoon,
        subcompetities: jsonOf(deelnemerCreateRequestSchema.shape.subcompetities),
        spelerIds: jsonOf(aanmeldingRequestSchema.shape.spelerIds),
        status: aanmeldingStatusSchema,
        notitie: z.string().max(AANMELDING_LIMITS.notitieLength).nullable(),
        referentieHash: z
          .string()
          .regex(/^[0-9a-f]{64}$/, { error: 'moet 64 hexadecimale tekens zijn (sha256)' }),
        createdAt: timestampSchema,
        updatedAt: timestampSchema,
        deelnemerId: entityIdSchema.nullable(),
        // Migration 0018: a backup made before it has no such column.
        persoonId: entityIdSchema.nullish(),
      }),
      'seasonId',
      'naam',
      'teamnaam',
      'email',
      'telefoon',
      'subcompetities',
      'spelerIds',
      'status',
      'notitie',
      'referentieHash',
      'createdAt',
      'updatedAt',
      'deelnemerId',
      'persoonId',
    ),
  ],
  seasonResult: [
    rule(
      z.object({
        deelnemerId: entityIdSchema,
        name: deelnemerName,
        teamName,
        position: z.number().int().min(1).nullable(),
        // Far past any season's total (60 rounds of 11 players); the engine computed it.
        totalScore: z.number().min(-1_000_000).max(1_000_000),
      }),
      'deelnemerId',
      'name',
      'teamName',
      'position',
      'totalScore',
    ),
  ],
  seasonPrize: [
    rule(
      z.object({
        prize: prijsSchema,
        sequence: z.number().int().min(0).max(10_000),
        winnerName: nameSchema,
      }),
      'prize',
      'sequence',
      'winnerName',
    ),
  ],
  club: [rule(clubCreateRequestSchema, 'name')],
  team: [rule(z.object({ name: teamName }), 'name')],
  speler: [
    rule(
      spelerCreateRequestSchema,
      'name',
      'clubId',
      'position',
      'status',
      'availableFromRound',
      'departedFromRound',
    ),
  ],
  wedstrijd: [
    rule(wedstrijdCreateRequestSchema, 'round', 'homeClubId', 'awayClubId', 'kickoff'),
    rule(uitslagRequestSchema.pick({ homeGoals: true, awayGoals: true }), 'homeGoals', 'awayGoals'),
  ],
  spelerEvents: [
    rule(
      spelerEventsInputSchema.pick({
        playerId: true,
        goals: true,
        penaltyGoals: true,
        assists: true,
        ownGoals: true,
        yellow: true,
        penaltiesSaved: true,
        penaltiesMissed: true,
      }),
      'playerId',
      'goals',
      'penaltyGoals',
      'assists',
      'ownGoals',
      'yellow',
      'penaltiesSaved',
      'penaltiesMissed',
    ),
    rule(
      z.object({ played: flag, basisplaats: flag, secondYellow: flag, directRed: flag }),
      'played',
      'basisplaats',
      'secondYellow',
      'directRed',
    ),
  ],
  deelnemer: [
    rule(deelnemerCreateRequestSchema.pick({ name: true, email: true }), 'name', 'email'),
    // The speelronde he counts from (migration 0014; older backups are brought forward to 1).
    rule(
      z.object({ startRonde: deelnemerCreateRequestSchema.shape.vanafRonde.unwrap() }),
      'startRonde',
    ),
  ],
  deelnemerSubcompetitie: [
    rule(z.object({ name: deelnemerCreateRequestSchema.shape.subcompetities.element }), 'name'),
  ],
  selectieSpeler: [
    rule(
      z.object({
        slot: z
          .number()
          .int()
          .min(0)
          .max(SELECTIE_SIZE - 1),
        playerId: entityIdSchema,
      }),
      'slot',
      'playerId',
    ),
  ],
  transfer: [
    rule(transfersRequestSchema.shape.transfers.element, 'playerOutId', 'playerInId'),
    rule(transferperiodeCreateRequestSchema.pick({ fromRound: true }), 'fromRound'),
    // Who made it (migration 0016; an older backup is brought forward with 'organisator').
    rule(z.object({ door: z.enum(['deelnemer', 'organisator']).optional() }), 'door'),
  ],
  bekerRonde: [
    rule(bekerRondeCreateRequestSchema, 'kind', 'speelronde'),
    rule(z.object({ name: nameSchema, byes: jsonOf(byesSchema) }), 'name', 'byes'),
  ],
  transferWindow: [
    // The API's isOpen is a boolean; the database keeps 0/1.
    rule(
      transferperiodeCreateRequestSchema.pick({ fromRound: true }).extend({ isOpen: flag }),
      'fromRound',
      'isOpen',
    ),
    // The participants' deadline in UTC (migration 0016; older backups are brought forward to null).
    rule(z.object({ sluitOp: timestampSchema.nullish() }), 'sluitOp'),
  ],
  // The entry fee (migration 0011): the amount and payments as the organiser API takes them.
  inleg: [
    rule(
      inlegInstellingenRequestSchema
        .pick({ bedragCenten: true, betaalinstructie: true })
        .extend({ seasonId: entityIdSchema, onbetaaldTeltMee: flag }),
      'seasonId',
      'bedragCenten',
      'onbetaaldTeltMee',
      'betaalinstructie',
    ),
  ],
  inlegBetaling: [
    rule(
      inlegBetalingRequestSchema.extend({ deelnemerId: entityIdSchema }),
      'deelnemerId',
      'betaaldOp',
      'wijze',
      'notitie',
    ),
  ],
  // Privacy (migration 0012): the statement's text, contact line and retention as the API takes them.
  privacy: [
    rule(
      privacyInstellingenRequestSchema
        .pick({ tekst: true, contact: true, bewaarMaanden: true })
        .extend({ id: z.literal(1, { error: 'moet 1 zijn' }) }),
      'id',
      'tekst',
      'contact',
      'bewaarMaanden',
    ),
  ],
  // The messages' settings (migration 0021): the deadline reminder's hours as the API takes them.
  berichtInstelling: [
    rule(
      berichtInstellingenRequestSchema
        .pick({ deadlineUren: true })
        .extend({ id: z.literal(1, { error: 'moet 1 zijn' }) }),
      'id',
      'deadlineUren',
    ),
  ],
  // A person's choice per kind and channel (decision 029), as PUT /api/mijn/berichten makes it.
  berichtVoorkeur: [
    rule(
      z.object({
        persoonId: entityIdSchema,
        kind: berichtSoortSchema,
        channel: z.enum(['mail', 'push']),
        enabled: flag,
        updatedAt: timestampSchema,
      }),
      'persoonId',
      'kind',
      'channel',
      'enabled',
      'updatedAt',
    ),
  ],
};

/** The columns of each table that hold a speelronde: within the season's round count. */
const ROUND_COLUMNS: Record<string, readonly string[]> = {
  speler: ['availableFromRound', 'departedFromRound'],
  wedstrijd: ['round'],
  transfer: ['fromRound'],
  transferWindow: ['fromRound'],
  bekerRonde: ['speelronde'],
};

/**
 * Every row checked as the organiser API checks its input, with the rules between rows (rounds
 * within the round count, a selection of exactly SELECTIE_SIZE players, an organiser account).
 * Dutch messages, "Tabel speler, rij 12: status ...", stopping after about `max`.
 */
export function contentProblems(tables: BackupFile['tables'], max: number): string[] {
  const problems: string[] = [];
  const full = () => problems.length > max;

  // The rounds of the current season's tables are checked against its round count.
  let roundCount: number | undefined;

  for (const [table, rules] of Object.entries(ROW_RULES)) {
    const rows = tables[table] ?? [];
    for (let i = 0; i < rows.length && !full(); i++) {
      const row = rows[i]!;
      const where = `Tabel ${table}, rij ${i + 1}`;
      let valid = true;
      for (const { schema, columns } of rules) {
        const parsed = schema.safeParse(pick(row, columns), { error: backupIssueMessage });
        if (parsed.success) {
          if (table === 'season' && columns[0] === 'gameSettings') {
            const settings = (parsed.data as { gameSettings: GameSettings }).gameSettings;
            const count = row.roundCount;
            if (typeof count === 'number') {
              for (const p of gameSettingsProblems(settings, count))
                problems.push(`${where}: gameSettings: ${p}`);
            }
          }
          continue;
        }
        valid = false;
        problems.push(...issueProblems(where, parsed.error));
      }
      if (table === 'season' && valid && isCurrentRow(row)) roundCount = Number(row.roundCount);
    }
    if (full()) return problems;
  }

  // The rounds the API checks against the season (speler-service, wedstrijd-service, ...).
  if (roundCount !== undefined) {
    for (const [table, columns] of Object.entries(ROUND_COLUMNS)) {
      (tables[table] ?? []).forEach((row, i) => {
        for (const column of columns) {
          const round = row[column];
          if (typeof round === 'number' && round > roundCount!) {
            problems.push(
              `Tabel ${table}, rij ${i + 1}: ${column} mag hoogstens ${roundCount} zijn (het aantal speelrondes)`,
            );
          }
        }
      });
      if (full()) return problems;
    }
  }

  // A selection is empty (not entered yet) or has exactly SELECTIE_SIZE players.
  const perDeelnemer = new Map<unknown, number>();
  for (const row of tables.selectieSpeler ?? [])
    perDeelnemer.set(row.deelnemerId, (perDeelnemer.get(row.deelnemerId) ?? 0) + 1);
  for (const [deelnemerId, count] of perDeelnemer) {
    if (count !== SELECTIE_SIZE) {
      problems.push(
        `Tabel selectieSpeler: deelnemer ${shown(deelnemerId)} heeft ${count} spelers in zijn selectie, dat moeten er ${SELECTIE_SIZE} zijn`,
      );
    }
    if (full()) return problems;
  }

  // Every season with its archive and outcome, and the persons they point to.
  problems.push(...seasonProblems(tables, max - problems.length));
  if (full()) return problems;

  // Decided: a backup without an organiser account is refused, not restored with the current
  // accounts kept. Mixing the site's accounts into another site's data would be a restore of
  // neither; and replacing them all by none would leave nobody who can sign in.
  if ((tables.account ?? []).length === 0) {
    problems.push(
      'Tabel account is leeg: na het terugzetten zou niemand meer kunnen inloggen. Neem een back-up met minstens één organisatoraccount',
    );
  }
  return problems;
}
