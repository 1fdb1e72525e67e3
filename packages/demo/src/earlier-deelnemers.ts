// The participants of an earlier season, drawn back from the season after it: most of them
// played on (the same name, team, subcompetities and e-mail address), the others left after it
// and were replaced by newcomers. Linear in the number of participants.
import type { Deelnemer, Team } from '@clubelf/engine';
import {
  drawSubcompetities,
  emailFor,
  ensureEverySubcompetitieHasMembers,
  SHARE_VROUW,
  type DeelnemerData,
} from './deelnemers';
import { PersonNamer, type Achternaam } from './names';
import { chance, pick, shuffleInPlace, type Random } from './random-tools';
import { TeamNamer } from './team-names';

/** A leaver mostly played in a team that carried on; now and then in one that broke up later. */
const SHARE_OWN_TEAM = 0.15;
/** As in createDeelnemers: most members of a family team carry its name. */
const SHARE_FAMILY_NAME = 0.75;

export interface EarlierOptions {
  count: number;
  /** Of the earlier season's participants, the share that also plays the later one. */
  returningShare: number;
  /** Every name of the later seasons: a leaver never gets one, as a name is a person. */
  laterNames: ReadonlySet<string>;
}

interface Member {
  name: string;
  teamName: string;
  subcompetities: string[];
  /** Undefined for a leaver until the ids are known (a clash gets the id in it). */
  email: string | undefined;
}

export function earlierDeelnemers(
  later: DeelnemerData,
  options: EarlierOptions,
  random: Random,
): DeelnemerData {
  const returningCount = Math.min(
    later.deelnemers.length,
    Math.round(options.count * options.returningShare),
  );
  const members: Member[] = shuffleInPlace(random, [...later.deelnemers])
    .slice(0, returningCount)
    .map((d) => ({
      name: d.name,
      teamName: d.teamName,
      subcompetities: [...d.subcompetities],
      email: later.emails.get(d.id),
    }));

  const namer = new PersonNamer(random);
  for (const name of options.laterNames) namer.reserve(name);
  const teamNamer = new TeamNamer(random);
  const laterTeams = new Set(later.teams.map((t) => t.name));
  const families = new Map<string, Achternaam>();
  for (let i = returningCount; i < options.count; i++) {
    const geslacht = namer.randomGeslacht(SHARE_VROUW);
    let teamName: string;
    if (members.length === 0 || chance(random, SHARE_OWN_TEAM)) {
      // A team of the later season is one the returning members carried on: never a new one.
      let naam = teamNamer.next();
      while (laterTeams.has(naam.name)) naam = teamNamer.next();
      teamName = naam.name;
      if (naam.familie) families.set(teamName, naam.familie);
    } else {
      // Joins the team of someone already in: bigger teams draw more.
      teamName = pick(random, members).teamName;
    }
    const familie = families.get(teamName);
    const name =
      familie && chance(random, SHARE_FAMILY_NAME)
        ? namer.nextInFamily(geslacht, familie)
        : namer.next(geslacht);
    members.push({
      name,
      teamName,
      subcompetities: drawSubcompetities(random, geslacht),
      email: undefined,
    });
  }
  // Shuffled, so neither the returning members nor a team's members have consecutive ids.
  shuffleInPlace(random, members);
  return numbered(members);
}

function numbered(members: readonly Member[]): DeelnemerData {
  const teams: Team[] = [];
  const teamIds = new Map<string, number>();
  const usedEmails = new Set(members.flatMap((m) => (m.email === undefined ? [] : [m.email])));
  const deelnemers: Deelnemer[] = [];
  const emails = new Map<number, string>();
  members.forEach((member, index) => {
    const id = index + 1;
    let teamId = teamIds.get(member.teamName);
    if (teamId === undefined) {
      teamId = teams.length + 1;
      teams.push({ id: teamId, name: member.teamName });
      teamIds.set(member.teamName, teamId);
    }
    deelnemers.push({
      id,
      name: member.name,
      teamId,
      teamName: member.teamName,
      subcompetities: member.subcompetities,
    });
    let email = member.email;
    if (email === undefined) {
      email = emailFor(member.name);
      if (usedEmails.has(email)) email = email.replace('@', `.${id}@`);
      usedEmails.add(email);
    }
    emails.set(id, email);
  });
  ensureEverySubcompetitieHasMembers(deelnemers);
  return { teams, deelnemers, emails };
}
