// Issue 24, item 3, on SQLite and PostgreSQL: anonymising a person renames a team named after
// them ("Team <name>"), in the season in play and in the closed seasons' stored answers, so no
// public answer and no link preview keeps the name; a team others play in is renamed only
// once the organiser confirms; and a closed season's answers and pictures are kept by a shared
// cache (nginx) for minutes, not a week.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  PRIVACY_TEAMS_HERNOEMEN,
  privacyActieResultaatSchema,
  privacyTeamsHernoemenSchema,
  seizoenenSchema,
} from '@clubelf/contract';
import type { OrganiserDeelnemer, Seizoenen } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths, seizoenPath } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrganiserServer } from '../../test/organiser/organiser-client';
import type { OrganiserClient } from '../../test/organiser/organiser-client';
import { publicEndpoints } from '../../test/public-endpoints';
import type { TestServer } from '../../test/test-server';

const INDEX = `<!doctype html><html lang="nl"><head>
<meta name="clubelf-api-key" content="__CLUBELF_API_KEY__" />
<title>Superelf</title>
</head><body><div id="root"></div></body></html>`;
const webDistDir = mkdtempSync(path.join(tmpdir(), 'clubelf-erased-web-'));
writeFileSync(path.join(webDistDir, 'index.html'), INDEX);

let server: TestServer;
let client: OrganiserClient;
/** Has played closed seasons; alone in a team named after their last name. */
let alone: OrganiserDeelnemer & { persoonId: number };
/** Plays with `mate` in a team named after their first name. */
let sharer: OrganiserDeelnemer & { persoonId: number };
let mate: OrganiserDeelnemer;
let closedId: number;
const aloneTeam = () => `team ${lastWord(alone.name).toUpperCase()}`;
const sharedTeam = () => `${firstWord(sharer.name)} en vrienden`;
const firstWord = (name: string) => name.split(' ')[0]!;
const lastWord = (name: string) => name.split(' ').at(-1)!;
/** Each walk reads every public answer of every season: minutes on a busy machine. */
const WALKS = 300_000;

/** Every public GET of every season, and each person's own pages in each. */
async function walk(): Promise<string[]> {
  const seasons = seizoenenSchema.parse(await server.getJson(apiPaths.seizoenen));
  const results = await server.db
    .selectFrom('seasonResult')
    .select(['seasonId', 'deelnemerId'])
    .where('persoonId', 'in', [alone.persoonId, sharer.persoonId])
    .execute();
  const current = (await publicEndpoints(server)).map((e) => e.path);
  const paths = new Set(current);
  for (const s of seasons) {
    const own = results
      .filter((r) => r.seasonId === s.id)
      .flatMap((r) => [
        apiPaths.deelnemer(r.deelnemerId),
        apiPaths.deelnemerRonde(r.deelnemerId, 1),
      ]);
    for (const p of [...current, ...own]) {
      if (!p.startsWith('/api/seizoenen')) paths.add(seizoenPath(p, s.id));
    }
  }
  const bodies: string[] = [];
  for (const p of paths) {
    const response = await server.get(p);
    if (response.status === 200) bodies.push(`${p}\n${await response.text()}`);
  }
  return bodies;
}

const naming = (bodies: string[], text: string) =>
  bodies.filter((b) => b.toLowerCase().includes(text.toLowerCase())).map((b) => b.split('\n')[0]);

/** The og:title of a participant's shared page, as a chat app's crawler reads it. */
async function ogTitle(deelnemerId: number): Promise<string> {
  const response = await fetch(`${server.url}/deelnemers/${deelnemerId}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const found = /<meta property="og:title" content="([^"]*)" \/>/.exec(html);
  expect(found, html).not.toBeNull();
  return found![1]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

async function rename(d: OrganiserDeelnemer, teamName: string) {
  await client.ok('PUT', organiserPaths.deelnemer(d.id), {
    version: d.version,
    name: d.name,
    teamName,
    subcompetities: d.subcompetities,
    email: d.email,
  });
}

beforeAll(async () => {
  ({ server, client } = await startOrganiserServer({ webDistDir }));
  const deelnemers = await client.ok<OrganiserDeelnemer[]>('GET', organiserPaths.deelnemers);
  const people = await server.db.selectFrom('deelnemer').select(['id', 'persoonId']).execute();
  const persoonOf = new Map(people.map((p) => [p.id, p.persoonId ?? p.id]));
  const results = await server.db
    .selectFrom('seasonResult')
    .select(['persoonId', 'name'])
    .execute();
  const allNames = [...deelnemers.map((d) => d.name), ...results.map((r) => r.name)];
  const played = (id: number) => results.filter((r) => r.persoonId === id).length;
  // Names no one else's contains, so that finding them nowhere means something.
  const own = deelnemers.filter(
    (d) =>
      d.name.includes(' ') &&
      allNames.filter((n) => n.includes(d.name)).length === 1 + played(persoonOf.get(d.id)!) &&
      !allNames.some(
        (n) => n !== d.name && n.toLowerCase().includes(lastWord(d.name).toLowerCase()),
      ),
  );
  const a = own.find((d) => played(persoonOf.get(d.id)!) >= 1)!;
  const s = own.find((d) => d.id !== a.id && d.teamId !== a.teamId)!;
  expect(a).toBeDefined();
  expect(s).toBeDefined();
  alone = { ...a, persoonId: persoonOf.get(a.id)! };
  sharer = { ...s, persoonId: persoonOf.get(s.id)! };
  mate = deelnemers.find((d) => ![a.id, s.id].includes(d.id) && d.teamId !== a.teamId)!;
  await rename(alone, aloneTeam());
  await rename(sharer, sharedTeam());
  await rename(mate, sharedTeam());
  // The season closes: its answers are served from its archive from now on.
  const seasons = await server.getJson<Seizoenen>(apiPaths.seizoenen);
  closedId = seasons.find((x) => x.isCurrent)!.id;
  await client.ok('POST', organiserPaths.seizoenAfsluiten(closedId), { voortijdig: true });
});
afterAll(async () => {
  await server?.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

describe('anonymising a person whose team carries their name', () => {
  it(
    'renames their own team everywhere: no public answer, no og:title keeps the name',
    async () => {
      const before = await walk();
      expect(naming(before, alone.name).length).toBeGreaterThan(5);
      expect(naming(before, aloneTeam()).length).toBeGreaterThan(3);
      expect(await ogTitle(alone.id)).toContain(aloneTeam());

      const outcome = privacyActieResultaatSchema.parse(
        await client.ok('POST', organiserPaths.privacyAnonimiseren, { persoonId: alone.persoonId }),
      );
      const newTeam = `Team Deelnemer ${alone.persoonId}`;
      expect(outcome.teams).toContainEqual(
        expect.objectContaining({ naam: aloneTeam(), nieuweNaam: newTeam, gedeeld: false }),
      );

      const after = await walk();
      expect(naming(after, alone.name)).toEqual([]);
      expect(naming(after, aloneTeam())).toEqual([]);
      expect(naming(after, newTeam).length).toBeGreaterThan(3);
      const title = await ogTitle(alone.id);
      expect(title).not.toContain(alone.name);
      expect(title.toLowerCase()).not.toContain(lastWord(alone.name).toLowerCase());
      expect(title).toBe(`Deelnemer ${alone.persoonId} – ${newTeam}`);
      const audit = await server.db.selectFrom('auditLog').select(['summary', 'details']).execute();
      expect(audit.filter((e) => `${e.summary}${e.details}`.includes(aloneTeam()))).toEqual([]);
    },
    WALKS,
  );

  it(
    'asks before renaming a team others play in, and renames it once confirmed',
    async () => {
      const refused = await client.call('POST', organiserPaths.privacyAnonimiseren, {
        persoonId: sharer.persoonId,
      });
      expect(refused.status).toBe(409);
      const body = privacyTeamsHernoemenSchema.parse(refused.body);
      expect(body.error.code).toBe(PRIVACY_TEAMS_HERNOEMEN);
      expect(body.error.message).toContain(`'${sharedTeam()}'`);
      expect(body.error.message).toMatch(/ook anderen in\. Bevestig/);
      expect(body.error.details.teams).toContainEqual(
        expect.objectContaining({ naam: sharedTeam(), gedeeld: true }),
      );
      // Nothing was changed.
      expect(naming(await walk(), sharer.name).length).toBeGreaterThan(0);

      const outcome = privacyActieResultaatSchema.parse(
        await client.ok('POST', organiserPaths.privacyAnonimiseren, {
          persoonId: sharer.persoonId,
          hernoemTeams: true,
        }),
      );
      expect(outcome.teams).toContainEqual(expect.objectContaining({ naam: sharedTeam() }));
      const after = await walk();
      expect(naming(after, sharer.name)).toEqual([]);
      expect(naming(after, sharedTeam())).toEqual([]);
      // The team mate keeps their own name.
      expect(naming(after, mate.name).length).toBeGreaterThan(0);
    },
    WALKS,
  );
});

describe("a closed season's answers in a shared cache", () => {
  it('are kept a week by a browser but only minutes by a proxy (s-maxage)', async () => {
    const answers = [
      seizoenPath(apiPaths.standen.tussenstand, closedId),
      seizoenPath(apiPaths.deelnemer(mate.id), closedId),
      seizoenPath(apiPaths.teamstanden.teamcompetitie, closedId),
    ];
    for (const p of answers) {
      const response = await server.get(p);
      expect(response.status, p).toBe(200);
      const cacheControl = response.headers.get('cache-control') ?? '';
      expect(cacheControl, p).toMatch(/(^|, )max-age=604800(,|$)/);
      expect(cacheControl, p).toMatch(/(^|, )s-maxage=300(,|$)/);
    }
    const seasons = await server.getJson<Seizoenen>(apiPaths.seizoenen);
    const closed = seasons.find((s) => s.id === closedId)!;
    const picture = await fetch(
      `${server.url}${seizoenPath(apiPaths.deelnemerKaart(mate.id), closed.id)}`,
    );
    expect(picture.status).toBe(200);
    expect(picture.headers.get('cache-control')).toMatch(/(^|, )s-maxage=300(,|$)/);
  });
});
