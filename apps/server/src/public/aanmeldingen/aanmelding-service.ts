// Enrolment online (issue 15), the public side: whether the form is open, the live selection
// check, an enrolment checked with the organiser's own rules (the contract's participant
// fields, the engine's selection rules through selectie-service) and stored, and the status by
// reference code. E-mail and phone go in, never out.
import {
  AANMELDING_GESLOTEN,
  AANMELDING_STATUS_LABELS,
  aanmeldingCheckRequestSchema,
  aanmeldingRequestSchema,
  formatReferentie,
  normaliseReferentie,
} from '@clubelf/contract';
import type {
  AanmeldingOpen,
  AanmeldingProbleem,
  AanmeldingSamenvatting,
  AanmeldingStatus,
  AanmeldingStatusAnswer,
  RegelCheck,
  RegelFout,
} from '@clubelf/contract';
import { isAvailable, SELECTIE_SIZE, validateSelectie } from '@clubelf/engine';
import type { GameSettings, Speler } from '@clubelf/engine';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { inputProblems } from '../../http/parse-request';
import { toRegelFout } from '../../organiser/deelnemers/selectie-service';
import { loadSpelerPool } from '../../organiser/spelers/speler-repository';
import { findSeason, lockCurrentSeason } from '../../read-model/season-repository';
import { byDutchName } from '../../read-model/answer-context';
import {
  aanmeldingenOfEmail,
  countAanmeldingenSince,
  countDeelnemersWithEmail,
  decideAanmelding,
  deelnemerInTeam,
  findAanmeldingByHash,
  findAanmeldingSeason,
  insertAanmelding,
  teamAndSubcompetitieNames,
} from './aanmelding-repository';
import type { StoredAanmelding } from './aanmelding-repository';
import { createAnswerPace } from './answer-pace';
import { closedReason, leagueToday } from './enrolment-window';
import { newReferentie, referentieHash } from './referentie';

const closed = (message = AANMELDING_GESLOTEN) => new HttpError(403, 'forbidden', message);

/** 400 with every problem: the message joins them, `details.problems` has them one by one. */
export class AanmeldingRefused extends HttpError {
  constructor(problems: AanmeldingProbleem[]) {
    super(400, 'bad_request', problems.map((p) => p.message).join('; '), { problems });
  }
}

const UNKNOWN_REFERENTIE =
  'Er is geen aanmelding met deze code. Controleer de code (bijvoorbeeld K7QMX-2PAZ9) en probeer het opnieuw.';

/** The selection rules an enrolment's 11 break (speelronde 1, as the organiser's check). */
export function enrolmentFouten(
  pool: { spelers: ReadonlyMap<number, Speler>; clubNames: ReadonlyMap<number, string> },
  settings: GameSettings,
  spelerIds: number[],
): RegelFout[] {
  return validateSelectie(spelerIds, pool.spelers, settings, 1, pool.clubNames).map(toRegelFout);
}

/** The message when the participant's name is already in the team (as the organiser API). */
export const nameTakenMessage = (teamnaam: string, naam: string) =>
  `Team ${teamnaam} heeft al een deelnemer ${naam}; kies een andere naam of een ander team.`;

/** GET /api/aanmeldingen/samenvatting: the home card's part of openAnswer, no player list. */
export async function samenvattingAnswer(
  db: Db,
  now = new Date(),
): Promise<AanmeldingSamenvatting> {
  const window = await findAanmeldingSeason(db);
  const melding = closedReason(window, leagueToday(now));
  return {
    open: melding === null,
    melding,
    seizoen: window?.name ?? null,
    vanaf: window?.vanaf ?? null,
    tot: window?.tot ?? null,
  };
}

export async function openAnswer(db: Db, now = new Date()): Promise<AanmeldingOpen> {
  const [window, season] = await Promise.all([findAanmeldingSeason(db), findSeason(db)]);
  const melding = closedReason(window, leagueToday(now));
  const settings = season?.settings;
  const base = {
    open: melding === null,
    melding,
    seizoen: window?.name ?? null,
    vanaf: window?.vanaf ?? null,
    tot: window?.tot ?? null,
    maxTeamsPerPersoon: window?.maxTeamsPerPersoon ?? 1,
    formations: settings?.formations ?? [],
    maxPerClub: settings?.maxPerClub ?? 0,
    selectieSize: SELECTIE_SIZE,
  };
  if (melding !== null) return { ...base, spelers: [], teams: [], subcompetities: [] };
  const [pool, names] = await Promise.all([loadSpelerPool(db), teamAndSubcompetitieNames(db)]);
  const spelers = [...pool.spelers.values()]
    .filter((s) => isAvailable(s, 1))
    .map((s) => ({
      id: s.id,
      name: s.name,
      clubId: s.clubId,
      clubName: pool.clubNames.get(s.clubId) ?? '',
      position: s.position,
    }))
    .sort(
      (a, b) =>
        byDutchName(a.clubName, b.clubName) ||
        POSITION_ORDER.indexOf(a.position) - POSITION_ORDER.indexOf(b.position) ||
        byDutchName(a.name, b.name),
    );
  return {
    ...base,
    spelers,
    teams: names.teams.sort(byDutchName),
    subcompetities: names.subcompetities.sort(byDutchName),
  };
}

const POSITION_ORDER = ['Keeper', 'Verdediger', 'Middenvelder', 'Aanvaller'];

/** The season that takes enrolments today, or 403 "De aanmelding is gesloten." */
async function requireOpen(db: Db, now: Date) {
  const window = await findAanmeldingSeason(db);
  const reason = closedReason(window, leagueToday(now));
  if (reason !== null || !window) throw closed(reason ?? undefined);
  const season = await findSeason(db);
  if (!season) throw closed();
  return { window, settings: season.settings };
}

/** POST /api/aanmeldingen/check: the live check of the form. */
export async function checkEnrolmentSelectie(
  db: Db,
  body: unknown,
  now = new Date(),
): Promise<RegelCheck> {
  const { settings } = await requireOpen(db, now);
  const parsed = inputProblems(aanmeldingCheckRequestSchema, body);
  if (!parsed.ok) throw new AanmeldingRefused(parsed.problems.map(asProbleem));
  const fouten = enrolmentFouten(await loadSpelerPool(db), settings, parsed.value.spelerIds);
  return { valid: fouten.length === 0, fouten };
}

const asProbleem = (p: { field: string | null; message: string }): AanmeldingProbleem => ({
  field: p.field,
  rule: null,
  message: p.message,
  playerIds: [],
});

/** The statuses that hold a team for the person (a refused or superseded one does not). */
const HOLDING: readonly AanmeldingStatus[] = ['nieuw', 'geaccepteerd'];

/**
 * The honeypot: a person never sees the field, a form-filling robot fills it. Any value counts
 * (a number, an object): a type rule would tell the robot which field it is. Such a request is
 * checked like a real one (the same 400 when the rest is wrong) and then gets what a real one
 * gets (201 and a code that looks the same) after the same reads; only nothing is stored, so
 * the robot learns nothing to adapt to (issue 24).
 */
export function isHoneypotFilled(body: unknown): boolean {
  const website = (body as { website?: unknown } | null)?.website;
  if (website === undefined || website === null) return false;
  if (typeof website === 'string') return website.trim() !== '';
  if (Array.isArray(website)) return website.length > 0;
  if (typeof website === 'object') return Object.keys(website).length > 0;
  return true;
}

const HOUR = 60 * 60 * 1000;

/** This instance's pace of stored enrolments, which the honeypot's answers keep to. */
const pace = createAnswerPace();

/** The whole site's hourly cap is reached: many addresses at once get round the limit per address. */
const tooManyThisHour = () =>
  new HttpError(
    429,
    'too_many_requests',
    'Er komen op dit moment te veel aanmeldingen tegelijk binnen. Probeer het over een uur opnieuw.',
  );

/**
 * Checks and stores an enrolment; its reference code (shown grouped). Every problem at once:
 * the fields, the selection rules, the subcompetities, the name in the team, the same team from
 * the same e-mail address, and the teams per person; then the whole site's hourly cap (429).
 */
export async function submitAanmelding(
  db: Db,
  body: unknown,
  now = new Date(),
  // Sent signed in (participant/mijn): accepting it makes the participant this person's.
  by: { persoonId?: number } = {},
): Promise<{ referentie: string; stored: boolean }> {
  const started = performance.now();
  await requireOpen(db, now);
  const honeypot = isHoneypotFilled(body);

  const parsed = inputProblems(aanmeldingRequestSchema, body);
  const problems: AanmeldingProbleem[] = parsed.ok ? [] : parsed.problems.map(asProbleem);
  const fields = (body ?? {}) as Record<string, unknown>;
  const field = <K extends keyof typeof aanmeldingRequestSchema.shape>(key: K) => {
    const one = aanmeldingRequestSchema.shape[key].safeParse(fields[key]);
    return one.success ? (one.data as unknown) : undefined;
  };
  const naam = field('naam') as string | undefined;
  const teamnaam = field('teamnaam') as string | undefined;
  const email = field('email') as string | undefined;
  const spelerIds = field('spelerIds') as number[] | undefined;
  const subcompetities = [...new Set((field('subcompetities') as string[] | undefined) ?? [])];
  const telefoonText = (field('telefoon') as string | null | undefined) ?? '';

  const code = newReferentie();
  const stored = await db.transaction().execute(async (trx) => {
    // One enrolment at a time per season (the row lock on PostgreSQL; SQLite writes one at a
    // time): the duplicate and per-person checks cannot both pass for two at once.
    await lockCurrentSeason(trx);
    const { window, settings } = await requireOpen(trx, now);

    if (spelerIds) {
      const fouten = enrolmentFouten(await loadSpelerPool(trx), settings, spelerIds);
      problems.push(...fouten.map((f) => ({ field: 'spelerIds', ...f })));
    }
    if (subcompetities.length > 0) {
      const known = new Set((await teamAndSubcompetitieNames(trx)).subcompetities);
      const unknown = subcompetities.filter((s) => !known.has(s));
      if (unknown.length > 0) {
        problems.push({
          field: 'subcompetities',
          rule: 'subcompetitie',
          message: `Onbekende subcompetitie: ${unknown.join(', ')}. Kies uit: ${[...known].sort(byDutchName).join(', ') || '(geen)'}.`,
          playerIds: [],
        });
      }
    }
    if (
      naam !== undefined &&
      teamnaam !== undefined &&
      (await deelnemerInTeam(trx, teamnaam, naam))
    ) {
      problems.push({
        field: 'naam',
        rule: 'deelnemer-bestaat',
        message: nameTakenMessage(teamnaam, naam),
        playerIds: [],
      });
    }
    if (email !== undefined) {
      const holding = await aanmeldingenOfEmail(trx, window.id, email, HOLDING);
      if (
        teamnaam !== undefined &&
        holding.some((a) => a.teamnaam.toLowerCase() === teamnaam.toLowerCase())
      ) {
        problems.push({
          field: 'teamnaam',
          rule: 'dubbel',
          message: `Met dit e-mailadres is al een team aangemeld in team ${teamnaam}.`,
          playerIds: [],
        });
      } else {
        const entered =
          (await countDeelnemersWithEmail(trx, email)) +
          holding.filter((a) => a.status === 'nieuw').length;
        if (entered >= window.maxTeamsPerPersoon) {
          const max = window.maxTeamsPerPersoon;
          problems.push({
            field: 'email',
            rule: 'max-teams',
            message: `Met dit e-mailadres ${entered === 1 ? 'is al 1 team' : `zijn al ${entered} teams`} aangemeld; per persoon ${max === 1 ? 'kan 1 team' : `kunnen ${max} teams`} meedoen.`,
            playerIds: [],
          });
        }
      }
    }
    if (problems.length > 0 || !parsed.ok) throw new AanmeldingRefused(problems);
    const since = new Date(now.getTime() - HOUR).toISOString();
    if ((await countAanmeldingenSince(trx, since)) >= window.maxPerUur) throw tooManyThisHour();

    const request = parsed.value;
    const at = now.toISOString();
    // An earlier enrolment of this team that awaited a change is replaced by this one.
    const earlierOnes = await aanmeldingenOfEmail(trx, window.id, request.email, [
      'wijziging-gevraagd',
    ]);
    // The honeypot's request has done every read a real one does; it writes nothing.
    if (honeypot) return false;
    for (const earlier of earlierOnes) {
      if (earlier.teamnaam.toLowerCase() === request.teamnaam.toLowerCase()) {
        await decideAanmelding(
          trx,
          earlier.id,
          earlier.version,
          { status: 'geweigerd', notitie: 'Vervangen door een nieuwe aanmelding.' },
          at,
        );
      }
    }
    await insertAanmelding(trx, {
      seasonId: window.id,
      naam: request.naam,
      teamnaam: request.teamnaam,
      email: request.email,
      telefoon: telefoonText.trim() === '' ? null : telefoonText.trim(),
      subcompetities,
      spelerIds: request.spelerIds,
      referentieHash: referentieHash(code),
      createdAt: at,
      ...(by.persoonId === undefined ? {} : { persoonId: by.persoonId }),
    });
    return true;
  });
  if (stored) pace.stored(performance.now() - started);
  else await pace.matchStored(performance.now() - started);
  return { referentie: formatReferentie(code), stored };
}

/** The person's own view of an enrolment: never the e-mail or phone. */
export function statusAnswer(
  aanmelding: StoredAanmelding,
  referentie: string,
): AanmeldingStatusAnswer {
  return {
    referentie: formatReferentie(referentie),
    status: aanmelding.status,
    statusLabel: AANMELDING_STATUS_LABELS[aanmelding.status],
    teamnaam: aanmelding.teamnaam,
    notitie: aanmelding.notitie,
    ingediendOp: aanmelding.createdAt,
    bijgewerktOp: aanmelding.updatedAt,
  };
}

export async function aanmeldingStatus(db: Db, text: string): Promise<AanmeldingStatusAnswer> {
  const code = normaliseReferentie(text);
  const aanmelding =
    code === null ? undefined : await findAanmeldingByHash(db, referentieHash(code));
  if (!aanmelding || code === null) throw notFound(UNKNOWN_REFERENTIE);
  return statusAnswer(aanmelding, code);
}
