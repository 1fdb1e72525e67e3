// The participants: teams of about six (some too small to count), names, subcompetities and
// private e-mail addresses. Linear in the number of participants.
import type { Deelnemer, Team } from '@clubelf/engine';
import { PersonNamer, type Geslacht } from './names';
import { chance, randomInt, shuffleInPlace, type Random } from './random-tools';
import { TeamNamer, type TeamNaam } from './team-names';

export const SUBCOMPETITIES = ['Jeugd', 'Dames', 'Seizoenkaarthouders', 'Bestuur'] as const;

export const SHARE_VROUW = 0.4;
const AVERAGE_TEAM_SIZE = 6;

export interface DeelnemerData {
  teams: Team[];
  deelnemers: Deelnemer[];
  emails: Map<number, string>;
}

/** Team sizes summing to `count`: about 12% of the teams have 1 or 2 members. */
export function teamSizes(count: number, random: Random): number[] {
  const teamCount = Math.max(1, Math.round(count / AVERAGE_TEAM_SIZE));
  const smallCount = count >= 24 ? Math.max(2, Math.round(teamCount * 0.12)) : 0;
  const sizes: number[] = [];
  for (let i = 0; i < smallCount; i++) sizes.push(randomInt(random, 1, 2));
  const remaining = count - sizes.reduce((sum, size) => sum + size, 0);
  const others = teamCount - smallCount;
  const base = Math.min(3, Math.floor(remaining / others));
  const weights = Array.from({ length: others }, () => 0.15 + random() ** 2);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const leftover = remaining - base * others;
  const bigger = weights.map((weight) => base + Math.floor((leftover * weight) / totalWeight));
  let unassigned = remaining - bigger.reduce((sum, size) => sum + size, 0);
  for (let i = 0; unassigned > 0; i = (i + 1) % others, unassigned--)
    bigger[i] = (bigger[i] as number) + 1;
  return shuffleInPlace(random, [...sizes, ...bigger]);
}

export function emailFor(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');
  return `${slug}@example.org`;
}

export function createDeelnemers(count: number, random: Random): DeelnemerData {
  const sizes = teamSizes(count, random);
  const teamNamer = new TeamNamer(random);
  const teamNamen: TeamNaam[] = sizes.map(() => teamNamer.next());
  const teams: Team[] = teamNamen.map((naam, index) => ({ id: index + 1, name: naam.name }));
  // One slot per member, shuffled, so a team's members do not have consecutive ids.
  const slots: number[] = [];
  sizes.forEach((size, index) => {
    for (let i = 0; i < size; i++) slots.push(index);
  });
  shuffleInPlace(random, slots);

  const namer = new PersonNamer(random);
  const deelnemers: Deelnemer[] = [];
  const emails = new Map<number, string>();
  const usedEmails = new Set<string>();
  slots.forEach((teamIndex, index) => {
    const id = index + 1;
    const team = teams[teamIndex] as Team;
    const familie = (teamNamen[teamIndex] as TeamNaam).familie;
    const geslacht = namer.randomGeslacht(SHARE_VROUW);
    const name =
      familie && chance(random, 0.75)
        ? namer.nextInFamily(geslacht, familie)
        : namer.next(geslacht);
    const subcompetities = drawSubcompetities(random, geslacht);
    deelnemers.push({ id, name, teamId: team.id, teamName: team.name, subcompetities });
    let email = emailFor(name);
    if (usedEmails.has(email)) email = email.replace('@', `.${id}@`);
    usedEmails.add(email);
    emails.set(id, email);
  });
  ensureEverySubcompetitieHasMembers(deelnemers);
  return { teams, deelnemers, emails };
}

/** The subcompetities a new participant joins. */
export function drawSubcompetities(random: Random, geslacht: Geslacht): string[] {
  const subcompetities: string[] = [];
  if (chance(random, 0.1)) subcompetities.push('Jeugd');
  if (geslacht === 'vrouw' && chance(random, 0.3)) subcompetities.push('Dames');
  if (chance(random, 0.22)) subcompetities.push('Seizoenkaarthouders');
  if (chance(random, 0.03)) subcompetities.push('Bestuur');
  return subcompetities;
}

/** Tiny demo seasons would otherwise miss a subcompetitie. */
export function ensureEverySubcompetitieHasMembers(deelnemers: Deelnemer[]): void {
  SUBCOMPETITIES.forEach((name, index) => {
    if (deelnemers.some((d) => d.subcompetities.includes(name))) return;
    const member = deelnemers[index % deelnemers.length];
    if (member) member.subcompetities.push(name);
  });
}
