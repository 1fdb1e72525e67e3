// One person's data (issue 15, part 6): found by name or e-mail across the season in play, the
// closed seasons and the enrolments; exported whole, their contact data erased, or their name
// anonymised in every season (closed seasons' archives rewritten and their answers rebuilt).
import { computeSeason } from '@clubelf/engine';
import { PRIVACY_TEAMS_HERNOEMEN } from '@clubelf/contract';
import type {
  PrivacyActieResultaat,
  PrivacyPersoon,
  PrivacyTeamNaam,
  PrivacyZoekResultaat,
} from '@clubelf/contract';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { seasonLabel } from '@clubelf/contract/season-label';
import { replaceArchivedViews } from '../../read-model/archive/archive-repository';
import {
  parseArchive,
  seasonAnswers,
  serializeArchive,
} from '../../read-model/archive/archived-season';
import type { StoredSeason } from '../../read-model/season-repository';
import { berichtenOf, deleteBerichtenOf } from '../../outbox/outbox-repository';
import { abonnementenForExport, deleteAbonnementenOf } from '../../outbox/push-repository';
import { voorkeurRowsOf } from '../../outbox/voorkeur-repository';
import {
  accountsOf,
  aanmeldingenOf,
  deleteAccounts,
  inloglinksOf,
  passkeysOf,
  allTeamNames,
  auditNaming,
  closedSeasonsOf,
  deelnemerDetails,
  deelnemersOf,
  eraseAanmeldingContact,
  eraseDeelnemerEmails,
  personenByIds,
  persoonIdsOfAanmeldingen,
  renameAanmeldingen,
  renameArchivedTeam,
  renamePersoon,
  renameTeam,
  rewriteAudit,
  saveArchive,
  searchPeople,
  seasonNames,
  seasonPrizesOf,
  seasonResultsOf,
  teamsOf,
} from './privacy-repository';
import type { KeptAanmelding, KeptDeelnemer, KeptResult } from './privacy-repository';
import { carriesName, fold, freeName, nameMarks } from './team-names';

interface Kept {
  persoonIds: number[];
  personen: { id: number; name: string }[];
  deelnemers: KeptDeelnemer[];
  aanmeldingen: KeptAanmelding[];
  results: KeptResult[];
}

const lower = (value: string) => value.trim().toLowerCase();

/** Everything kept about the person `who` names; 404 when nothing is. */
async function collect(db: Db, who: PrivacyPersoon): Promise<Kept> {
  const email = who.email === undefined ? undefined : lower(who.email);
  const persoonIds = new Set<number>();
  if (who.persoonId !== undefined) persoonIds.add(who.persoonId);
  if (email !== undefined) {
    for (const d of await deelnemersOf(db, [], email)) persoonIds.add(d.persoonId);
    for (const id of await persoonIdsOfAanmeldingen(db, email)) persoonIds.add(id);
  }
  const ids = [...persoonIds].sort((a, b) => a - b);
  const [personen, deelnemers, results] = await Promise.all([
    personenByIds(db, ids),
    deelnemersOf(db, ids, email),
    seasonResultsOf(db, ids),
  ]);
  const emails = [
    ...deelnemers.flatMap((d) => (d.email ? [d.email] : [])),
    ...(email === undefined ? [] : [email]),
  ];
  const aanmeldingen = await aanmeldingenOf(
    db,
    emails,
    deelnemers.map((d) => d.id),
    ids.length > 0 ? [...personen, ...deelnemers].map((p) => p.name) : [],
    ids,
  );
  if (personen.length + deelnemers.length + aanmeldingen.length + results.length === 0) {
    throw notFound('Over deze persoon is niets bewaard.');
  }
  return { persoonIds: ids, personen, deelnemers, aanmeldingen, results };
}

function namesOf(kept: Kept): string[] {
  return [
    ...new Set([
      ...kept.personen.map((p) => p.name),
      ...kept.deelnemers.map((d) => d.name),
      ...kept.results.map((r) => r.name),
      ...kept.aanmeldingen.map((a) => a.naam),
    ]),
  ];
}

export async function searchPersons(db: Db, zoek: string): Promise<PrivacyZoekResultaat[]> {
  const found = await searchPeople(db, zoek);
  const seasons = await seasonNames(db);
  const currentName = [...seasons.values()].find((s) => s.current)?.name;
  const answers: PrivacyZoekResultaat[] = [];
  const seenAanmeldingen = new Set<number>();
  for (const persoonId of found.persoonIds.slice(0, 25)) {
    const kept = await collect(db, { persoonId }).catch(() => undefined);
    if (!kept) continue;
    kept.aanmeldingen.forEach((a) => seenAanmeldingen.add(a.id));
    const labels = [
      ...kept.results.map((r) => seasonLabel(r.seasonName)),
      ...(kept.deelnemers.length > 0 && currentName ? [seasonLabel(currentName)] : []),
    ];
    answers.push({
      persoonId,
      naam: kept.personen[0]?.name ?? kept.deelnemers[0]?.name ?? kept.results[0]?.name ?? '',
      emails: [
        ...new Set(
          [
            ...kept.deelnemers.map((d) => d.email ?? ''),
            ...kept.aanmeldingen.map((a) => a.email),
          ].filter((e) => e !== ''),
        ),
      ],
      seizoenen: [...new Set(labels)],
      aanmeldingen: kept.aanmeldingen.length,
    });
  }
  // Someone who only enrolled: found by their address.
  for (const email of found.emails.slice(0, 25)) {
    const kept = await collect(db, { email }).catch(() => undefined);
    if (!kept || kept.aanmeldingen.every((a) => seenAanmeldingen.has(a.id))) continue;
    if (kept.persoonIds.length > 0) continue;
    answers.push({
      persoonId: null,
      naam: kept.aanmeldingen[0]?.naam ?? '',
      emails: [email],
      seizoenen: [],
      aanmeldingen: kept.aanmeldingen.length,
    });
  }
  return answers;
}

/** Everything kept about one person, as the JSON they may ask for (inzage). */
export async function exportPerson(db: Db, who: PrivacyPersoon, now = new Date()) {
  const kept = await collect(db, who);
  const seasons = await seasonNames(db);
  const currentSeason = [...seasons.entries()].find(([, s]) => s.current);
  const prizes = await seasonPrizesOf(db, kept.persoonIds);
  const archives = await closedSeasonsOf(db, kept.persoonIds);
  const archived = archives.map((a) => ({ id: a.id, season: parseArchive(a.archive) }));
  const deelnemers = [];
  for (const d of kept.deelnemers) {
    deelnemers.push({
      seizoen: currentSeason ? seasonLabel(currentSeason[1].name) : null,
      deelnemerId: d.id,
      persoonId: d.persoonId,
      naam: d.name,
      team: d.teamName,
      email: d.email,
      ...(await deelnemerDetails(db, d.id)),
    });
  }
  const afgelopenSeizoenen = kept.results.map((r) => {
    const stored = archived.find((a) => a.id === r.seasonId)?.season;
    const spelerNaam = (id: number) =>
      stored?.input.spelers.find((s) => s.id === id)?.name ?? String(id);
    const selectie = stored?.input.selecties.find((s) => s.deelnemerId === r.deelnemerId);
    const entry = stored?.input.deelnemers.find((x) => x.id === r.deelnemerId);
    return {
      seizoen: seasonLabel(r.seasonName),
      seizoenId: r.seasonId,
      deelnemerId: r.deelnemerId,
      persoonId: r.persoonId,
      naam: r.name,
      team: r.teamName,
      subcompetities: entry?.subcompetities ?? [],
      positie: r.position,
      totaalscore: r.totalScore,
      prijzen: prizes.filter((p) => p.seasonId === r.seasonId).map((p) => p.prize),
      selectie: (selectie?.playerIds ?? []).map((id) => ({ spelerId: id, naam: spelerNaam(id) })),
      transfers: (stored?.input.transfers ?? [])
        .filter((t) => t.deelnemerId === r.deelnemerId)
        .map((t) => ({
          fromRound: t.fromRound,
          spelerUit: spelerNaam(t.playerOutId),
          spelerIn: spelerNaam(t.playerInId),
        })),
    };
  });
  const aanmeldingen = kept.aanmeldingen.map((a) => ({
    id: a.id,
    seizoen: seasons.has(a.seasonId) ? seasonLabel(seasons.get(a.seasonId)!.name) : null,
    naam: a.naam,
    teamnaam: a.teamnaam,
    email: a.email === '' ? null : a.email,
    telefoon: a.telefoon,
    subcompetities: JSON.parse(a.subcompetities) as unknown,
    spelerIds: JSON.parse(a.spelerIds) as unknown,
    status: a.status,
    notitie: a.notitie,
    aangemaakt: a.createdAt,
    bijgewerkt: a.updatedAt,
    deelnemerId: a.deelnemerId,
  }));
  const logboek = (await auditNaming(db, namesOf(kept))).map((entry) => ({
    id: entry.id,
    tijdstip: entry.at,
    door: entry.userName,
    actie: entry.action,
    samenvatting: entry.summary,
    details: JSON.parse(entry.details) as unknown,
  }));
  // Their participant accounts and sign-in links (issue 27).
  const accounts = (await accountsOf(db, kept.persoonIds)).map((a) => ({
    persoonId: a.persoonId,
    email: a.email,
    aangemaakt: a.createdAt,
    laatstIngelogd: a.lastSignInAt,
  }));
  const inloglinks = (await inloglinksOf(db, kept.persoonIds)).map((l) => ({
    persoonId: l.persoonId,
    soort: l.kind,
    email: l.email,
    aangemaakt: l.createdAt,
    verloopt: l.expiresAt,
    gebruikt: l.usedAt,
  }));
  const passkeys = (await passkeysOf(db, kept.persoonIds)).map((p) => ({
    persoonId: p.persoonId,
    naam: p.name,
    transports: JSON.parse(p.transports) as unknown,
    aangemaakt: p.createdAt,
    laatstGebruikt: p.lastUsedAt,
  }));
  // The messages sent or waiting for them and their choices (issue 28, the outbox).
  const berichten = (await berichtenOf(db, kept.persoonIds)).map((b) => ({
    persoonId: b.persoonId,
    soort: b.kind,
    kanaal: b.channel,
    email: b.address,
    onderwerp: b.subject,
    status: b.status,
    aangemaakt: b.createdAt,
    verstuurd: b.sentAt,
  }));
  const berichtVoorkeuren = (await voorkeurRowsOf(db, kept.persoonIds)).map((v) => ({
    persoonId: v.persoonId,
    soort: v.kind,
    kanaal: v.channel,
    aan: Number(v.enabled) === 1,
    gewijzigd: v.updatedAt,
  }));
  // The browsers they get notifications in: the push service and the dates, not the keys.
  const pushAbonnementen = await abonnementenForExport(db, kept.persoonIds);
  return {
    gemaakt: now.toISOString(),
    personen: kept.personen.map((p) => ({ persoonId: p.id, naam: p.name })),
    deelnemers,
    afgelopenSeizoenen,
    aanmeldingen,
    logboek,
    accounts,
    inloglinks,
    passkeys,
    berichten,
    berichtVoorkeuren,
    pushAbonnementen,
  };
}

/** Erases their e-mail and phone everywhere (inside the organiser's write). */
export async function eraseContact(trx: Db, who: PrivacyPersoon): Promise<PrivacyActieResultaat> {
  const kept = await collect(trx, who);
  const deelnemers = await eraseDeelnemerEmails(
    trx,
    kept.deelnemers.map((d) => d.id),
  );
  const aanmeldingen = await eraseAanmeldingContact(
    trx,
    kept.aanmeldingen.map((a) => a.id),
  );
  // An account holds their address and signs them in: it goes with the contact data (their
  // sign-ins end; a new link makes a new account).
  await deleteAccounts(trx, kept.persoonIds);
  // Their messages hold their address and what was said to them: they go too, with the choices.
  await deleteBerichtenOf(trx, kept.persoonIds);
  // A browser's subscription reaches them wherever they are: it goes with the contact data.
  await deleteAbonnementenOf(trx, kept.persoonIds);
  return { deelnemers, aanmeldingen, seizoenen: 0, naam: null };
}

/** The name that takes an anonymised person's place: stable, and nothing of the old one. */
export const anonymousName = (persoonId: number) => `Deelnemer ${persoonId}`;
const anonymousAanmelder = (aanmeldingId: number) => `Aanmelder ${aanmeldingId}`;

/** A team that carries the person's name, where it stands and the name it gets. */
interface NamedTeam extends PrivacyTeamNaam {
  /** Null: the team table of the season in play; else the closed season's archive. */
  archiveOf: number | null;
  teamId: number;
}

/**
 * The teams named after the person (team-names.ts): of the season in play and of every closed
 * season they played in. A team of theirs alone gets `Team {new name}`; one others play in too
 * as well, but only once the organiser confirmed (`hernoemTeams`), else the call is a 409.
 */
async function namedTeams(
  trx: Db,
  kept: Kept,
  oldNames: readonly string[],
  replacement: string,
  archives: readonly { id: number; season: StoredSeason }[],
): Promise<NamedTeam[]> {
  const marks = nameMarks(oldNames);
  const own = new Set(kept.persoonIds);
  const seasons = await seasonNames(trx);
  const label = (id: number | undefined) => {
    const season = id === undefined ? undefined : seasons.get(id);
    return season ? seasonLabel(season.name) : 'huidig seizoen';
  };
  const currentId = [...seasons.entries()].find(([, s]) => s.current)?.[0];
  const wanted = `Team ${replacement}`;
  const found: NamedTeam[] = [];

  const taken = new Set((await allTeamNames(trx)).map(fold));
  for (const team of await teamsOf(
    trx,
    kept.deelnemers.map((d) => d.id),
  )) {
    if (!carriesName(team.name, marks)) continue;
    found.push({
      archiveOf: null,
      teamId: team.id,
      seizoen: label(currentId),
      naam: team.name,
      nieuweNaam: freeName(wanted, taken),
      gedeeld: team.persoonIds.some((id) => !own.has(id)),
    });
  }
  for (const { id, season } of archives) {
    const personOf = (deelnemerId: number) => season.persoonIds.get(deelnemerId) ?? deelnemerId;
    const theirs = new Set(
      season.input.deelnemers.filter((d) => own.has(personOf(d.id))).map((d) => d.teamId),
    );
    const archiveTaken = new Set(season.input.teams.map((t) => fold(t.name)));
    for (const team of season.input.teams) {
      if (!theirs.has(team.id) || !carriesName(team.name, marks)) continue;
      // The season in play, closed: its team keeps one new name in the table and the archive.
      const same = found.find(
        (f) => f.archiveOf === null && id === currentId && f.naam === team.name,
      );
      found.push({
        archiveOf: id,
        teamId: team.id,
        seizoen: label(id),
        naam: team.name,
        nieuweNaam: same?.nieuweNaam ?? freeName(wanted, archiveTaken),
        gedeeld: season.input.deelnemers.some(
          (d) => d.teamId === team.id && !own.has(personOf(d.id)),
        ),
      });
    }
  }
  return found;
}

/** The teams as the organiser sees them: one line per season and name. */
function teamList(teams: readonly NamedTeam[]): PrivacyTeamNaam[] {
  const seen = new Map<string, PrivacyTeamNaam>();
  for (const { seizoen, naam, nieuweNaam, gedeeld } of teams) {
    const key = `${seizoen}|${naam}`;
    const before = seen.get(key);
    seen.set(key, { seizoen, naam, nieuweNaam, gedeeld: gedeeld || (before?.gedeeld ?? false) });
  }
  return [...seen.values()];
}

/** 409 naming the shared teams; its details list every team the call would rename. */
function teamsHernoemen(
  teams: readonly PrivacyTeamNaam[],
  all: readonly PrivacyTeamNaam[],
): HttpError {
  const named = teams.map((t) => `'${t.naam}' (${t.seizoen})`).join(', ');
  const one = teams.length === 1;
  return new HttpError(
    409,
    PRIVACY_TEAMS_HERNOEMEN,
    `${one ? 'Het team' : 'De teams'} ${named} ${one ? 'draagt' : 'dragen'} de naam van deze ` +
      `persoon en er ${one ? 'speelt' : 'spelen'} ook anderen in. Bevestig dat ` +
      `${one ? 'het een neutrale naam krijgt' : 'ze een neutrale naam krijgen'}: ` +
      `${teams.map((t) => `'${t.nieuweNaam}'`).join(', ')}.`,
    { teams: all },
  );
}

/**
 * Replaces their name in every season: the person, the season in play, each closed season's
 * archive (its answers rebuilt from it, as a format change would), its results and prizes, their
 * enrolments, the teams named after them, and the audit entries that named them.
 */
export async function anonymise(
  trx: Db,
  who: PrivacyPersoon & { hernoemTeams?: boolean },
  now = new Date(),
): Promise<PrivacyActieResultaat & { oldNames: string[] }> {
  const kept = await collect(trx, who);
  const oldNames = namesOf(kept);
  const newNames = new Map<number, string>(kept.persoonIds.map((id) => [id, anonymousName(id)]));
  const replacement =
    kept.persoonIds.length === 1 ? anonymousName(kept.persoonIds[0]!) : 'Geanonimiseerd';
  const archives = (await closedSeasonsOf(trx, kept.persoonIds)).map(({ id, archive }) => ({
    id,
    season: parseArchive(archive),
  }));

  // Before anything is written: a team others play in is renamed only when confirmed.
  const teams = await namedTeams(trx, kept, oldNames, replacement, archives);
  const shared = teamList(teams.filter((t) => t.gedeeld));
  if (shared.length > 0 && who.hernoemTeams !== true) throw teamsHernoemen(shared, teamList(teams));

  let deelnemers = 0;
  for (const [persoonId, name] of newNames) deelnemers += await renamePersoon(trx, persoonId, name);
  for (const team of teams.filter((t) => t.archiveOf === null)) {
    await renameTeam(trx, team.teamId, team.nieuweNaam);
  }

  for (const { id, season } of archives) {
    const renamedTeams = new Map(
      teams.filter((t) => t.archiveOf === id).map((t) => [t.teamId, t.nieuweNaam]),
    );
    const deelnemersInput = season.input.deelnemers.map((d) => {
      const name = newNames.get(season.persoonIds.get(d.id) ?? d.id) ?? d.name;
      return { ...d, name, teamName: renamedTeams.get(d.teamId) ?? d.teamName };
    });
    const teamsInput = season.input.teams.map((t) => ({
      ...t,
      name: renamedTeams.get(t.id) ?? t.name,
    }));
    const rewritten = {
      ...season,
      input: { ...season.input, deelnemers: deelnemersInput, teams: teamsInput },
    };
    for (const team of teams.filter((t) => t.archiveOf === id)) {
      await renameArchivedTeam(trx, id, team.naam, team.nieuweNaam);
    }
    await saveArchive(trx, id, serializeArchive(rewritten), now);
    await replaceArchivedViews(trx, id, seasonAnswers(rewritten, computeSeason(rewritten.input)));
  }

  const byAanmelding = new Map<number, string>();
  for (const a of kept.aanmeldingen) {
    const persoonId = kept.deelnemers.find((d) => d.id === a.deelnemerId)?.persoonId;
    byAanmelding.set(
      a.id,
      persoonId !== undefined
        ? anonymousName(persoonId)
        : kept.persoonIds.length === 1
          ? anonymousName(kept.persoonIds[0]!)
          : anonymousAanmelder(a.id),
    );
  }
  // Old team names first (they may hold the person's name), then the names themselves.
  const replacements: [string, string][] = [
    ...teams
      .map((t): [string, string] => [t.naam, t.nieuweNaam])
      .sort((a, b) => b[0].length - a[0].length),
    ...[...oldNames]
      .filter((n) => n.length >= 2)
      .sort((a, b) => b.length - a.length)
      .map((n): [string, string] => [n, replacement]),
  ];
  const scrub = (text: string) =>
    replacements.reduce((t, [from, to]) => t.split(from).join(to), text);
  // A team name the person made of their own name ("Team van ...") loses it too.
  const marks = nameMarks(oldNames);
  await renameAanmeldingen(
    trx,
    kept.aanmeldingen.map((a) => {
      const renamed = teams.find((t) => fold(t.naam) === fold(a.teamnaam))?.nieuweNaam;
      const teamnaam = carriesName(a.teamnaam, marks)
        ? (renamed ?? `Team ${byAanmelding.get(a.id)!}`)
        : scrub(a.teamnaam);
      return { id: a.id, naam: byAanmelding.get(a.id)!, teamnaam };
    }),
  );

  // The log keeps what happened, not who it was about.
  for (const entry of await auditNaming(
    trx,
    replacements.map(([from]) => from),
  )) {
    const details = scrub(entry.details);
    // Keep the details valid JSON: a name inside a string stays inside it.
    await rewriteAudit(trx, entry.id, scrub(entry.summary), isJson(details) ? details : '{}');
  }
  return {
    deelnemers,
    aanmeldingen: byAanmelding.size,
    seizoenen: archives.length,
    naam: kept.persoonIds.length === 1 ? anonymousName(kept.persoonIds[0]!) : null,
    teams: teamList(teams),
    oldNames,
  };
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
