// The organiser's enrolment inbox (issue 15): every enrolment checked against today's data, and
// the decisions on one. Accepting makes the participant exactly as the organiser's participant
// API does (deelnemer-service, selectie-service) inside the caller's transaction.
import { AANMELDING_STATUS_LABELS } from '@clubelf/contract';
import type { AanmeldingStatus, OrganiserAanmelding, RegelFout } from '@clubelf/contract';
import type { GameSettings } from '@clubelf/engine';
import {
  deelnemerTeamNames,
  deelnemerZonderSelectie,
  decideAanmelding,
  findAanmelding,
  findAanmeldingen,
  listAanmeldingen,
  refuseAanmeldingen,
  teamNameKey,
} from '../../public/aanmeldingen/aanmelding-repository';
import type { StoredAanmelding } from '../../public/aanmeldingen/aanmelding-repository';
import { enrolmentFouten, nameTakenMessage } from '../../public/aanmeldingen/aanmelding-service';
import type { Db } from '../../db/database';
import { queueAanmeldingBericht } from '../../outbox/aanmelding-bericht';
import { notFound } from '../../http/errors';
import { conflict, refused } from '../../http/conflict';
import { createDeelnemer, deelnemerInput } from '../deelnemers/deelnemer-service';
import { replaceSelectie } from '../deelnemers/selectie-repository';
import { refuseFouten, selectieFouten, under } from '../deelnemers/selectie-service';
import { settleStartRonde } from '../deelnemers/start-ronde';
import type { VanafRonde } from '../deelnemers/start-ronde';
import { loadSpelerPool } from '../spelers/speler-repository';

/** Still to be decided: the ones the organiser can accept, ask a change of, or refuse. */
const OPEN: readonly AanmeldingStatus[] = ['nieuw', 'wijziging-gevraagd'];

type Pool = Awaited<ReturnType<typeof loadSpelerPool>>;

function checkOf(
  aanmelding: StoredAanmelding,
  pool: Pool,
  settings: GameSettings,
  taken: Set<string>,
): OrganiserAanmelding['check'] {
  if (!OPEN.includes(aanmelding.status)) return { valid: true, fouten: [] };
  const fouten: RegelFout[] = enrolmentFouten(pool, settings, aanmelding.spelerIds);
  if (taken.has(teamNameKey(aanmelding.teamnaam, aanmelding.naam))) {
    fouten.push({
      rule: 'deelnemer-bestaat',
      message: nameTakenMessage(aanmelding.teamnaam, aanmelding.naam),
      playerIds: [],
    });
  }
  return { valid: fouten.length === 0, fouten };
}

function toOrganiser(
  a: StoredAanmelding,
  check: OrganiserAanmelding['check'],
): OrganiserAanmelding {
  return {
    id: a.id,
    naam: a.naam,
    teamnaam: a.teamnaam,
    email: a.email,
    telefoon: a.telefoon,
    subcompetities: a.subcompetities,
    spelerIds: a.spelerIds,
    status: a.status,
    statusLabel: AANMELDING_STATUS_LABELS[a.status],
    notitie: a.notitie,
    ingediendOp: a.createdAt,
    bijgewerktOp: a.updatedAt,
    deelnemerId: a.deelnemerId,
    version: a.version,
    check,
  };
}

/** The season's enrolments, newest first, each with its check against today's data. */
export async function listInbox(
  db: Db,
  season: { id: number; settings: GameSettings },
): Promise<OrganiserAanmelding[]> {
  const [list, pool, taken] = await Promise.all([
    listAanmeldingen(db, season.id),
    loadSpelerPool(db),
    deelnemerTeamNames(db),
  ]);
  return list.map((a) => toOrganiser(a, checkOf(a, pool, season.settings, taken)));
}

export async function getInboxEntry(
  db: Db,
  season: { id: number; settings: GameSettings },
  id: number,
): Promise<OrganiserAanmelding> {
  const aanmelding = await requireAanmelding(db, season.id, id);
  const [pool, taken] = await Promise.all([loadSpelerPool(db), deelnemerTeamNames(db)]);
  return toOrganiser(aanmelding, checkOf(aanmelding, pool, season.settings, taken));
}

/** The season's enrolment `id` at `version` and still open, or 404 / 409. */
export async function requireAanmelding(
  db: Db,
  seasonId: number,
  id: number,
  version?: number,
): Promise<StoredAanmelding> {
  const aanmelding = await findAanmelding(db, id);
  if (!aanmelding || aanmelding.seasonId !== seasonId) {
    throw notFound(`Aanmelding ${id} bestaat niet`);
  }
  if (version === undefined) return aanmelding;
  if (aanmelding.version !== version) throw conflict();
  if (!OPEN.includes(aanmelding.status)) {
    throw refused(
      `De aanmelding van ${aanmelding.naam} (${aanmelding.teamnaam}) is al ${AANMELDING_STATUS_LABELS[aanmelding.status].toLowerCase()}.`,
    );
  }
  return aanmelding;
}

async function decide(
  trx: Db,
  aanmelding: StoredAanmelding,
  change: { status: AanmeldingStatus; notitie: string | null; deelnemerId?: number },
  now: Date,
): Promise<void> {
  const done = await decideAanmelding(
    trx,
    aanmelding.id,
    aanmelding.version,
    change,
    now.toISOString(),
  );
  if (!done) throw conflict();
  await queueAanmeldingBericht(trx, aanmelding, change, now);
}

/**
 * Makes the enrolment a participant with its 11, counting from the first speelronde not yet
 * begun or the one the organiser picked (start-ronde.ts), as the
 * organiser's participant and selection endpoints do; a broken rule is a 400 that names it.
 * The participant's id.
 */
export async function acceptAanmelding(
  trx: Db,
  season: { settings: GameSettings; roundCount: number },
  aanmelding: StoredAanmelding,
  wanted: VanafRonde = {},
  now = new Date(),
): Promise<{ deelnemerId: number; startRonde: number }> {
  const { settings } = season;
  const fouten = await selectieFouten(trx, settings, aanmelding.spelerIds, 1);
  // The enrolment's 11 breaks them: shown under its selection, as the enrolment's own form does.
  if (fouten.length > 0)
    refuseFouten(fouten.map(under('spelerIds')), {
      headline: 'De aanmelding kan niet worden geaccepteerd: ',
    });
  // A carried-over participant without a selection (issue 26: the organiser sent him the
  // prefilled form) gets his 11; anyone else becomes a new participant.
  const deelnemerId =
    (await deelnemerZonderSelectie(trx, aanmelding.teamnaam, aanmelding.naam)) ??
    (await createDeelnemer(
      trx,
      deelnemerInput({
        name: aanmelding.naam,
        teamName: aanmelding.teamnaam,
        subcompetities: aanmelding.subcompetities,
        email: aanmelding.email,
      }),
      // Sent signed in: the new participant is that person's (their "Mijn superelf").
      aanmelding.persoonId ?? undefined,
    ));
  await replaceSelectie(trx, deelnemerId, aanmelding.spelerIds);
  const startRonde = await settleStartRonde(
    trx,
    { id: deelnemerId, name: aanmelding.naam },
    season.roundCount,
    wanted,
  );
  await decide(
    trx,
    aanmelding,
    { status: 'geaccepteerd', notitie: aanmelding.notitie, deelnemerId },
    now,
  );
  return { deelnemerId, startRonde };
}

export async function askChange(
  trx: Db,
  aanmelding: StoredAanmelding,
  notitie: string,
  now = new Date(),
): Promise<void> {
  await decide(trx, aanmelding, { status: 'wijziging-gevraagd', notitie }, now);
}

export async function refuseAanmelding(
  trx: Db,
  aanmelding: StoredAanmelding,
  notitie: string | undefined,
  now = new Date(),
): Promise<void> {
  const note = notitie?.trim() ? notitie.trim() : null;
  await decide(trx, aanmelding, { status: 'geweigerd', notitie: note }, now);
}

/**
 * Refuses the enrolments `wanted`, each at the version the organiser saw, all or none: an
 * unknown one is a 404, a stale or decided one a 409 naming it, and nothing is written; then one
 * statement refuses them all. The enrolments as they were.
 */
export async function refuseSeveral(
  trx: Db,
  seasonId: number,
  wanted: readonly { id: number; version: number }[],
  notitie: string | undefined,
  now = new Date(),
): Promise<StoredAanmelding[]> {
  const found = new Map(
    (
      await findAanmeldingen(
        trx,
        wanted.map((w) => w.id),
      )
    ).map((a) => [a.id, a]),
  );
  const unknown = wanted.filter((w) => found.get(w.id)?.seasonId !== seasonId).map((w) => w.id);
  if (unknown.length > 0) {
    throw notFound(
      unknown.length === 1
        ? `Aanmelding ${unknown[0]} bestaat niet; er is niets geweigerd.`
        : `De aanmeldingen ${unknown.join(', ')} bestaan niet; er is niets geweigerd.`,
    );
  }
  const list = wanted.map((w) => found.get(w.id)!);
  const decided = list.filter((a) => !OPEN.includes(a.status));
  if (decided.length > 0) {
    throw refused(
      `${decided.map((a) => `De aanmelding van ${a.naam} (${a.teamnaam}) is al ${AANMELDING_STATUS_LABELS[a.status].toLowerCase()}`).join('; ')}; er is niets geweigerd.`,
    );
  }
  if (list.some((a, i) => a.version !== wanted[i]!.version)) throw conflict();
  const note = notitie?.trim() ? notitie.trim() : null;
  const changed = await refuseAanmeldingen(
    trx,
    list.map((a) => a.id),
    OPEN,
    note,
    now.toISOString(),
  );
  // Under the season's lock nothing else decides meanwhile; should it, the whole write rolls back.
  if (changed !== list.length) throw conflict();
  for (const a of list)
    await queueAanmeldingBericht(trx, a, { status: 'geweigerd', notitie: note }, now);
  return list;
}
