// The privacy settings (one row for the site) and what is kept about one person: participants
// of the season in play, their entries in closed seasons, enrolments and audit entries.
import type { Db } from '../../db/database';

export interface PrivacyRow {
  tekst: string | null;
  contact: string;
  bewaarMaanden: number;
  version: number;
}

export async function findPrivacy(db: Db): Promise<PrivacyRow | undefined> {
  return db
    .selectFrom('privacy')
    .select(['tekst', 'contact', 'bewaarMaanden', 'version'])
    .where('id', '=', 1)
    .executeTakeFirst();
}

/** Saves on top of `version`; false when another write came first. */
export async function savePrivacy(
  db: Db,
  version: number,
  values: { tekst: string | null; contact: string; bewaarMaanden: number },
  now: Date,
): Promise<boolean> {
  const updatedAt = now.toISOString();
  const existing = await findPrivacy(db);
  if (!existing) {
    if (version !== 1) return false;
    await db
      .insertInto('privacy')
      .values({ id: 1, ...values, version: 2, updatedAt })
      .execute();
    return true;
  }
  const result = await db
    .updateTable('privacy')
    .set({ ...values, version: version + 1, updatedAt })
    .where('id', '=', 1)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const lower = (value: string) => value.trim().toLowerCase();

/** Persons and e-mail addresses whose name or address contains `zoek` (case aside). */
export async function searchPeople(
  db: Db,
  zoek: string,
): Promise<{ persoonIds: number[]; emails: string[] }> {
  // % and _ in the search act as wildcards: a broader match, never a wrong one left out.
  const like = `%${lower(zoek)}%`;
  const [personen, deelnemers, results, aanmeldingen] = await Promise.all([
    db
      .selectFrom('persoon')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['name']), 'like', like))
      .execute(),
    db
      .selectFrom('deelnemer')
      .select(['id', 'persoonId'])
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['name']), 'like', like),
          eb(eb.fn('lower', ['email']), 'like', like),
        ]),
      )
      .execute(),
    db
      .selectFrom('seasonResult')
      .select('persoonId')
      .where((eb) => eb(eb.fn('lower', ['name']), 'like', like))
      .execute(),
    db
      .selectFrom('aanmelding')
      .select(['email', 'deelnemerId'])
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['naam']), 'like', like),
          eb(eb.fn('lower', ['email']), 'like', like),
        ]),
      )
      .execute(),
  ]);
  const persoonIds = new Set<number>([
    ...personen.map((p) => p.id),
    ...deelnemers.map((d) => d.persoonId ?? d.id),
    ...results.map((r) => r.persoonId),
  ]);
  const emails = new Set(aanmeldingen.map((a) => lower(a.email)).filter((e) => e !== ''));
  return { persoonIds: [...persoonIds].sort((a, b) => a - b), emails: [...emails].sort() };
}

export interface KeptDeelnemer {
  id: number;
  persoonId: number;
  name: string;
  teamName: string;
  email: string | null;
}

/** Participants of the season in play: of these persons, or with this address. */
export async function deelnemersOf(
  db: Db,
  persoonIds: readonly number[],
  email: string | undefined,
): Promise<KeptDeelnemer[]> {
  if (persoonIds.length === 0 && email === undefined) return [];
  const rows = await db
    .selectFrom('deelnemer')
    .innerJoin('team', 'team.id', 'deelnemer.teamId')
    .select([
      'deelnemer.id',
      'deelnemer.persoonId',
      'deelnemer.name',
      'team.name as teamName',
      'deelnemer.email',
    ])
    .where((eb) => {
      const ors = [];
      if (persoonIds.length > 0) ors.push(eb('deelnemer.persoonId', 'in', [...persoonIds]));
      if (email !== undefined) ors.push(eb(eb.fn('lower', ['deelnemer.email']), '=', lower(email)));
      return eb.or(ors);
    })
    .orderBy('deelnemer.id')
    .execute();
  return rows.map((r) => ({ ...r, persoonId: r.persoonId ?? r.id }));
}

/** The persons behind the enrolments with this address that became participants. */
export async function persoonIdsOfAanmeldingen(db: Db, email: string): Promise<number[]> {
  const rows = await db
    .selectFrom('aanmelding')
    .innerJoin('deelnemer', 'deelnemer.id', 'aanmelding.deelnemerId')
    .select(['deelnemer.persoonId', 'deelnemer.id'])
    .where((eb) => eb(eb.fn('lower', ['aanmelding.email']), '=', lower(email)))
    .execute();
  return rows.map((r) => r.persoonId ?? r.id);
}

export interface KeptAanmelding {
  id: number;
  seasonId: number;
  naam: string;
  teamnaam: string;
  email: string;
  telefoon: string | null;
  subcompetities: string;
  spelerIds: string;
  status: string;
  notitie: string | null;
  createdAt: string;
  updatedAt: string;
  deelnemerId: number | null;
}

/**
 * Enrolments with one of these addresses or that became one of these participants, and those
 * whose address was erased already under one of `names` (nothing else ties them to a person).
 */
export async function aanmeldingenOf(
  db: Db,
  emails: readonly string[],
  deelnemerIds: readonly number[],
  names: readonly string[] = [],
  /** The persons themselves: an enrolment sent signed in carries its person (migration 0018). */
  persoonIds: readonly number[] = [],
): Promise<KeptAanmelding[]> {
  const addresses = [...new Set(emails.map(lower).filter((e) => e !== ''))];
  const lowerNames = [...new Set(names.map(lower).filter((n) => n !== ''))];
  if (
    addresses.length === 0 &&
    deelnemerIds.length === 0 &&
    lowerNames.length === 0 &&
    persoonIds.length === 0
  )
    return [];
  // The code hash is left out: it is the person's secret, not data about them.
  return db
    .selectFrom('aanmelding')
    .select([
      'id',
      'seasonId',
      'naam',
      'teamnaam',
      'email',
      'telefoon',
      'subcompetities',
      'spelerIds',
      'status',
      'notitie',
      'createdAt',
      'updatedAt',
      'deelnemerId',
    ])
    .where((eb) => {
      const ors = [];
      if (addresses.length > 0) ors.push(eb(eb.fn('lower', ['email']), 'in', addresses));
      if (deelnemerIds.length > 0) ors.push(eb('deelnemerId', 'in', [...deelnemerIds]));
      if (persoonIds.length > 0) ors.push(eb('persoonId', 'in', [...persoonIds]));
      if (lowerNames.length > 0) {
        ors.push(eb.and([eb('email', '=', ''), eb(eb.fn('lower', ['naam']), 'in', lowerNames)]));
      }
      return eb.or(ors);
    })
    .orderBy('id')
    .execute();
}

export async function personenByIds(
  db: Db,
  ids: readonly number[],
): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('persoon')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
}

export interface KeptResult {
  seasonId: number;
  seasonName: string;
  deelnemerId: number;
  persoonId: number;
  name: string;
  teamName: string;
  position: number | null;
  totalScore: number;
}

export async function seasonResultsOf(
  db: Db,
  persoonIds: readonly number[],
): Promise<KeptResult[]> {
  if (persoonIds.length === 0) return [];
  const rows = await db
    .selectFrom('seasonResult as r')
    .innerJoin('season', 'season.id', 'r.seasonId')
    .select([
      'r.seasonId',
      'season.name as seasonName',
      'r.deelnemerId',
      'r.persoonId',
      'r.name',
      'r.teamName',
      'r.position',
      'r.totalScore',
    ])
    .where('r.persoonId', 'in', [...persoonIds])
    .orderBy('r.seasonId')
    .execute();
  return rows.map((r) => ({ ...r, totalScore: Number(r.totalScore) }));
}

export async function seasonPrizesOf(
  db: Db,
  persoonIds: readonly number[],
): Promise<{ seasonId: number; prize: string; persoonId: number | null }[]> {
  if (persoonIds.length === 0) return [];
  return db
    .selectFrom('seasonPrize')
    .select(['seasonId', 'prize', 'persoonId'])
    .where('persoonId', 'in', [...persoonIds])
    .orderBy('seasonId')
    .orderBy('prize')
    .execute();
}

/** The current season's selection, transfers, subcompetities and payment of a participant. */
export async function deelnemerDetails(db: Db, deelnemerId: number) {
  const [selectie, transfers, subcompetities, betaling] = await Promise.all([
    db
      .selectFrom('selectieSpeler')
      .innerJoin('speler', 'speler.id', 'selectieSpeler.playerId')
      .select(['selectieSpeler.slot', 'speler.id', 'speler.name'])
      .where('selectieSpeler.deelnemerId', '=', deelnemerId)
      .orderBy('selectieSpeler.slot')
      .execute(),
    db
      .selectFrom('transfer')
      .innerJoin('speler as uit', 'uit.id', 'transfer.playerOutId')
      .innerJoin('speler as in', 'in.id', 'transfer.playerInId')
      .select(['transfer.fromRound', 'uit.name as spelerUit', 'in.name as spelerIn'])
      .where('transfer.deelnemerId', '=', deelnemerId)
      .orderBy('transfer.id')
      .execute(),
    db
      .selectFrom('deelnemerSubcompetitie')
      .select('name')
      .where('deelnemerId', '=', deelnemerId)
      .orderBy('name')
      .execute(),
    db
      .selectFrom('inlegBetaling')
      .select(['betaaldOp', 'wijze', 'notitie'])
      .where('deelnemerId', '=', deelnemerId)
      .executeTakeFirst(),
  ]);
  return {
    selectie: selectie.map((s) => ({ spelerId: s.id, naam: s.name })),
    transfers,
    subcompetities: subcompetities.map((s) => s.name),
    inleg: betaling ?? null,
  };
}

export interface KeptAudit {
  id: number;
  at: string;
  userName: string;
  action: string;
  summary: string;
  details: string;
}

/** Audit entries whose summary or details name one of `names`. */
export async function auditNaming(db: Db, names: readonly string[]): Promise<KeptAudit[]> {
  const wanted = [...new Set(names.map((n) => n.trim()).filter((n) => n.length >= 2))];
  if (wanted.length === 0) return [];
  return db
    .selectFrom('auditLog')
    .select(['id', 'at', 'userName', 'action', 'summary', 'details'])
    .where((eb) =>
      eb.or(
        wanted.flatMap((name) => {
          const like = `%${name}%`;
          return [eb('summary', 'like', like), eb('details', 'like', like)];
        }),
      ),
    )
    .orderBy('id')
    .limit(1000)
    .execute();
}

/** The persons' participant accounts (issue 27): their address and sign-ins. */
export async function accountsOf(db: Db, persoonIds: readonly number[]) {
  if (persoonIds.length === 0) return [];
  return db
    .selectFrom('persoonAccount')
    .select(['persoonId', 'email', 'createdAt', 'lastSignInAt'])
    .where('persoonId', 'in', [...persoonIds])
    .orderBy('persoonId')
    .execute();
}

/** Their sign-in links, without the hash (it signs nobody in, but it is not theirs to see). */
export async function inloglinksOf(db: Db, persoonIds: readonly number[]) {
  if (persoonIds.length === 0) return [];
  return db
    .selectFrom('inloglink')
    .select(['persoonId', 'kind', 'email', 'createdAt', 'expiresAt', 'usedAt'])
    .where('persoonId', 'in', [...persoonIds])
    .orderBy('createdAt')
    .execute();
}

/**
 * Their passkeys' metadata (migration 0017): the name, when added and last used. Not the
 * credential id or public key: bytes that mean nothing to them and would only let a reader of
 * the export recognise the authenticator elsewhere.
 */
export async function passkeysOf(db: Db, persoonIds: readonly number[]) {
  if (persoonIds.length === 0) return [];
  return db
    .selectFrom('passkey')
    .select(['persoonId', 'name', 'transports', 'createdAt', 'lastUsedAt'])
    .where('persoonId', 'in', [...persoonIds])
    .orderBy('id')
    .execute();
}

/** Removes their accounts, sign-in links and passkeys: every sign-in of theirs ends with them. */
export async function deleteAccounts(db: Db, persoonIds: readonly number[]): Promise<number> {
  if (persoonIds.length === 0) return 0;
  await db
    .deleteFrom('inloglink')
    .where('persoonId', 'in', [...persoonIds])
    .execute();
  await db
    .deleteFrom('passkey')
    .where('persoonId', 'in', [...persoonIds])
    .execute();
  const result = await db
    .deleteFrom('persoonAccount')
    .where('persoonId', 'in', [...persoonIds])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The persons whose participant account has not signed in (or, never used, was made) before
 * `cutoff`: the retention removes those accounts with their links and passkeys.
 */
export async function personsWithUnusedAccounts(db: Db, cutoff: string): Promise<number[]> {
  const rows = await db
    .selectFrom('persoonAccount')
    .select('persoonId')
    .where((eb) =>
      eb.or([
        eb('lastSignInAt', '<', cutoff),
        eb.and([eb('lastSignInAt', 'is', null), eb('createdAt', '<', cutoff)]),
      ]),
    )
    .execute();
  return rows.map((r) => r.persoonId);
}

export async function eraseDeelnemerEmails(db: Db, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('deelnemer')
    .set({ email: null })
    .where('id', 'in', [...ids])
    .where('email', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The enrolment's address is required by its table: erased, it is the empty text. */
export async function eraseAanmeldingContact(db: Db, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('aanmelding')
    .set({ email: '', telefoon: null })
    .where('id', 'in', [...ids])
    .where((eb) => eb.or([eb('email', '<>', ''), eb('telefoon', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A person's name everywhere it is stored outside the archive documents. */
export async function renamePersoon(db: Db, persoonId: number, name: string): Promise<number> {
  await db.updateTable('persoon').set({ name }).where('id', '=', persoonId).execute();
  await db.updateTable('seasonResult').set({ name }).where('persoonId', '=', persoonId).execute();
  await db
    .updateTable('seasonPrize')
    .set({ winnerName: name })
    .where('persoonId', '=', persoonId)
    .execute();
  const result = await db
    .updateTable('deelnemer')
    .set({ name, version: (eb) => eb('version', '+', 1) })
    .where('persoonId', '=', persoonId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function renameAanmeldingen(
  db: Db,
  renames: readonly { id: number; naam: string; teamnaam: string }[],
): Promise<void> {
  for (const { id, naam, teamnaam } of renames) {
    await db.updateTable('aanmelding').set({ naam, teamnaam }).where('id', '=', id).execute();
  }
}

/** Closed seasons whose archive names one of these persons (the archive is scanned). */
export async function closedSeasonsOf(
  db: Db,
  persoonIds: readonly number[],
): Promise<{ id: number; archive: string }[]> {
  if (persoonIds.length === 0) return [];
  const rows = await db
    .selectFrom('season')
    .select(['id', 'archive'])
    .where('archive', 'is not', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('seasonResult')
          .select('seasonResult.seasonId')
          .whereRef('seasonResult.seasonId', '=', 'season.id')
          .where('seasonResult.persoonId', 'in', [...persoonIds]),
      ),
    )
    .orderBy('id')
    .execute();
  return rows.flatMap((r) => (r.archive === null ? [] : [{ id: r.id, archive: r.archive }]));
}

export async function saveArchive(
  db: Db,
  seasonId: number,
  archive: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('season')
    .set({ archive, updatedAt: now.toISOString() })
    .where('id', '=', seasonId)
    .execute();
}

export async function rewriteAudit(
  db: Db,
  id: number,
  summary: string,
  details: string,
): Promise<void> {
  await db.updateTable('auditLog').set({ summary, details }).where('id', '=', id).execute();
}

/** Season names by id. */
export async function seasonNames(
  db: Db,
): Promise<Map<number, { name: string; current: boolean }>> {
  const rows = await db.selectFrom('season').select(['id', 'name', 'isCurrent']).execute();
  return new Map(rows.map((r) => [r.id, { name: r.name, current: Number(r.isCurrent) === 1 }]));
}

/**
 * Retention: the contact data of the season in play once it closed before `cutoff` (its
 * participants' addresses), of enrolments of seasons closed before it, and of refused (or
 * replaced) enrolments decided before it. One UPDATE per table: idempotent, and safe when
 * several instances run it at once. ISO timestamps compare as text.
 */
export async function eraseExpiredContact(
  db: Db,
  cutoff: string,
): Promise<{ deelnemers: number; aanmeldingen: number }> {
  const deelnemers = await db
    .updateTable('deelnemer')
    .set({ email: null })
    .where('email', 'is not', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('season')
          .select('season.id')
          .where('season.isCurrent', '=', 1)
          .where('season.closedAt', 'is not', null)
          .where('season.closedAt', '<', cutoff),
      ),
    )
    .executeTakeFirst();
  const aanmeldingen = await db
    .updateTable('aanmelding')
    .set({ email: '', telefoon: null })
    .where((eb) => eb.or([eb('email', '<>', ''), eb('telefoon', 'is not', null)]))
    .where((eb) =>
      eb.or([
        eb(
          'seasonId',
          'in',
          eb
            .selectFrom('season')
            .select('season.id')
            .where('season.closedAt', 'is not', null)
            .where('season.closedAt', '<', cutoff),
        ),
        eb.and([eb('status', '=', 'geweigerd'), eb('updatedAt', '<', cutoff)]),
      ]),
    )
    .executeTakeFirst();
  return {
    deelnemers: Number(deelnemers.numUpdatedRows),
    aanmeldingen: Number(aanmeldingen.numUpdatedRows),
  };
}

/** The teams of the season in play these participants play in, with every member's person. */
export async function teamsOf(
  db: Db,
  deelnemerIds: readonly number[],
): Promise<{ id: number; name: string; persoonIds: number[] }[]> {
  if (deelnemerIds.length === 0) return [];
  const rows = await db
    .selectFrom('deelnemer')
    .innerJoin('team', 'team.id', 'deelnemer.teamId')
    .select(['team.id', 'team.name', 'deelnemer.id as deelnemerId', 'deelnemer.persoonId'])
    .where('deelnemer.teamId', 'in', (eb) =>
      eb
        .selectFrom('deelnemer')
        .select('teamId')
        .where('id', 'in', [...deelnemerIds]),
    )
    .orderBy('team.id')
    .execute();
  const teams = new Map<number, { id: number; name: string; persoonIds: number[] }>();
  for (const r of rows) {
    const team = teams.get(r.id) ?? { id: r.id, name: r.name, persoonIds: [] };
    team.persoonIds.push(r.persoonId ?? r.deelnemerId);
    teams.set(r.id, team);
  }
  return [...teams.values()];
}

export async function allTeamNames(db: Db): Promise<string[]> {
  return (await db.selectFrom('team').select('name').execute()).map((t) => t.name);
}

export async function renameTeam(db: Db, id: number, name: string): Promise<void> {
  await db.updateTable('team').set({ name }).where('id', '=', id).execute();
}

/** A closed season's team name in its results and its team prizes (the archive aside). */
export async function renameArchivedTeam(
  db: Db,
  seasonId: number,
  oldName: string,
  newName: string,
): Promise<void> {
  await db
    .updateTable('seasonResult')
    .set({ teamName: newName })
    .where('seasonId', '=', seasonId)
    .where('teamName', '=', oldName)
    .execute();
  await db
    .updateTable('seasonPrize')
    .set({ winnerName: newName })
    .where('seasonId', '=', seasonId)
    .where('persoonId', 'is', null)
    .where('winnerName', '=', oldName)
    .execute();
}
