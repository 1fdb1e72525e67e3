// The round bulletin over real HTTP on the demo: its text for the last played round names that
// round's winners and lists the tussenstand's top 5 as /api/standen/tussenstand answers it; a
// round without results is a Dutch 404; closed seasons serve their bulletins; a round in
// progress is voorlopig.
import type {
  OrganiserSchedule,
  Rondes,
  Seizoenen,
  Tussenstand,
  UitslagSpeler,
} from '@clubelf/contract';
import { apiErrorSchema, bulletinSchema, uitslagSchema } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths, seizoenPath } from '@clubelf/contract/paths';
import { NO_EVENTS } from '@clubelf/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrganiserServer } from '../../test/organiser/organiser-client';
import type { OrganiserClient } from '../../test/organiser/organiser-client';
import { demoExpectations } from '../../test/demo-expectations';
import type { TestServer } from '../../test/test-server';

const { result } = demoExpectations();
const nl = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });

let server: TestServer;
let client: OrganiserClient;
beforeAll(async () => {
  ({ server, client } = await startOrganiserServer());
});
afterAll(() => server?.close());

async function bulletin(path: string) {
  const response = await server.get(path);
  expect(response.status, path).toBe(200);
  return bulletinSchema.parse(await response.json());
}

/** The lines of one section of the text, found by its first line. */
function section(text: string, title: string): string[] {
  const found = text.split('\n\n').find((s) => s.startsWith(title));
  expect(found, `section ${title}`).toBeDefined();
  return found!.split('\n').slice(1);
}

/** The tussenstand's rows at positions 1..5, as the bulletin words them. */
function top5(stand: Tussenstand): string[] {
  return stand.rows
    .filter((r) => r.position <= 5)
    .map((r) => {
      const change = r.positionChange;
      const move =
        change === null ? 'nieuw' : change > 0 ? `▲${change}` : change < 0 ? `▼${-change}` : '=';
      return `${r.position}. ${r.name} (${r.teamName}) – ${nl.format(r.totalScore)}\u00a0${move}`;
    });
}

describe('the round bulletin', () => {
  it("for the demo's last played round names its winner and matches the standings", async () => {
    const stand = await server.getJson<Tussenstand>(apiPaths.standen.tussenstand);
    const round = stand.round;
    expect(round).toBe(result.lastRoundWithResults);
    const body = await bulletin(apiPaths.bulletin(round));
    expect(body.round).toBe(round);
    expect(body.voorlopig).toBe(false);
    const { text } = body;
    expect(text.startsWith(`*Speelronde ${round}*\n`)).toBe(true);

    // The winners as the tussenstand names them (rondeWinnaars, the engine's round scores).
    expect(stand.rondeWinnaars.length).toBeGreaterThan(0);
    const winnersLine = text.split('\n').find((l) => l.startsWith('🏆'))!;
    for (const w of stand.rondeWinnaars) expect(winnersLine).toContain(`${w.name} (${w.teamName})`);
    expect(winnersLine).toContain(`met ${nl.format(stand.rondeWinnaars[0]!.score)} punten`);

    // The top 5 of the tussenstand after the round, with the same positions, totals, movements.
    expect(section(text, '*Tussenstand*')).toEqual(top5(stand));

    // The period of this round as its standing answers it.
    const periode = result.periodes.find((p) => p.fromRound <= round && round <= p.toRound)!;
    const leaders = periode.standing.filter((r) => r.position === 1);
    const periodeLines = section(text, `*Periode ${periode.nummer}*`);
    for (const l of leaders) expect(periodeLines[0]).toContain(l.name);
  });

  it("an earlier round's top 5 is the standing as it was then (the participants' pages)", async () => {
    const round = result.lastRoundWithResults - 1;
    const { text } = await bulletin(apiPaths.bulletin(round));
    const lines = section(text, '*Tussenstand*');
    const expected = [...result.positionsPerRound]
      .filter(([, positions]) => positions[round - 1]! <= 5)
      .map(([id, positions]) => {
        const row = result.tussenstand.find((r) => r.deelnemerId === id)!;
        const scores = result.roundScores.get(id)!.slice(0, round);
        return { position: positions[round - 1]!, row, total: scores.reduce((a, b) => a + b, 0) };
      });
    expect(lines).toHaveLength(expected.length);
    for (const e of expected) {
      expect(lines).toContainEqual(
        expect.stringContaining(
          `${e.position}. ${e.row.name} (${e.row.teamName}) – ${nl.format(e.total)}\u00a0`,
        ),
      );
    }
  });

  it("an earlier round in the middle of a period names that period's leaders as they were then", async () => {
    const round = result.lastRoundWithResults - 1;
    const periode = result.periodes.find((p) => p.fromRound < round && round < p.toRound)!;
    const sums = [...result.roundScores].map(([id, scores]) => ({
      id,
      sum: scores.slice(periode.fromRound - 1, round).reduce((a, b) => a + b, 0),
    }));
    const best = Math.max(...sums.map((s) => s.sum));
    const leaders = sums.filter((s) => s.sum === best).map((s) => s.id);
    const names = result.tussenstand.filter((r) => leaders.includes(r.deelnemerId));
    const { text } = await bulletin(apiPaths.bulletin(round));
    const [line] = section(text, `*Periode ${periode.nummer}*`);
    expect(line).toMatch(new RegExp(`^Leiders?: .* met ${nl.format(best)} punten$`));
    for (const r of names.slice(0, 3)) expect(line).toContain(`${r.name} (${r.teamName})`);
  });

  it('answers 404 in Dutch for a round without results or beyond the season, 400 for a bad n', async () => {
    const rondes = await server.getJson<Rondes>(apiPaths.wedstrijdRondes);
    const gepland = rondes.find((r) => r.state === 'gepland')!.round;
    for (const round of [gepland, 999]) {
      const response = await server.get(apiPaths.bulletin(round));
      expect(response.status).toBe(404);
      const { error } = apiErrorSchema.parse(await response.json());
      expect(error.message).toBe(
        `Speelronde ${round} heeft nog geen uitslagen (of bestaat niet): er is nog geen bulletin`,
      );
    }
    for (const bad of ['0', 'abc', '-1', '1.5']) {
      expect((await server.get(`/api/speelrondes/${bad}/bulletin`)).status, bad).toBe(400);
    }
  });

  it('serves the bulletins of a closed season under /api/seizoenen/{id}', async () => {
    const seizoenen = await server.getJson<Seizoenen>(apiPaths.seizoenen);
    const closed = seizoenen.find((s) => !s.isCurrent)!;
    const stand = await server.getJson<Tussenstand>(
      seizoenPath(apiPaths.standen.tussenstand, closed.id),
    );
    const { text, round } = await bulletin(seizoenPath(apiPaths.bulletin(stand.round), closed.id));
    expect(round).toBe(stand.round);
    expect(text).toContain(`· ${closed.name}_`);
    const winnersLine = text.split('\n').find((l) => l.startsWith('🏆'))!;
    for (const w of stand.rondeWinnaars) expect(winnersLine).toContain(w.name);
    // A finished season's last round: the final standing.
    expect(stand.round).toBe(closed.roundCount);
    expect(section(text, '*Eindstand*')).toEqual(top5(stand));
    const missing = await server.get(seizoenPath(apiPaths.bulletin(999), closed.id));
    expect(missing.status).toBe(404);
  });

  it('is voorlopig while its round is being played', async () => {
    const rondes = await server.getJson<Rondes>(apiPaths.wedstrijdRondes);
    const round = rondes.find((r) => r.state === 'gepland')!.round;
    const schedule = await client.ok<OrganiserSchedule>('GET', organiserPaths.speelschema);
    const wedstrijd = schedule.rondes[round - 1]!.wedstrijden[0]!;
    const uitslag = uitslagSchema.parse(
      await client.ok('GET', organiserPaths.uitslag(wedstrijd.id)),
    );
    const starters = new Set(
      uitslag.spelers
        .filter((s) => s.side === 'home' && s.status !== 'vertrokken')
        .slice(0, 11)
        .map((s) => s.playerId),
    );
    const events = uitslag.spelers.map((s: UitslagSpeler) => ({
      playerId: s.playerId,
      side: s.side,
      ...NO_EVENTS,
      played: starters.has(s.playerId),
      basisplaats: starters.has(s.playerId),
    }));
    await client.ok('PUT', organiserPaths.uitslag(wedstrijd.id), {
      version: uitslag.wedstrijd.version,
      homeGoals: 1,
      awayGoals: 0,
      events,
    });

    const body = await bulletin(apiPaths.bulletin(round));
    expect(body.voorlopig).toBe(true);
    expect(body.text).toContain('_Voorlopig: 1 van 9 wedstrijden gespeeld');
    expect(body.text).toContain('*Voorlopige tussenstand*');
    const stand = await server.getJson<Tussenstand>(apiPaths.standen.tussenstand);
    expect(stand.round).toBe(round);
    expect(section(body.text, '*Voorlopige tussenstand*')).toEqual(top5(stand));
  });
});
