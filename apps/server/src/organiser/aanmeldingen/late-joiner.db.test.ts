// Late joiners (issue 26), on SQLite and PostgreSQL: an enrolment accepted in the demo season,
// with rounds already played, counts from the first speelronde not yet begun; an earlier one
// needs a confirmation naming the points it adds; the setting missedRounds 'laagste' gives him
// each missed round's lowest score.
import { organiserDeelnemerSchema, organiserSeasonSchema } from '@clubelf/contract';
import type { Deelnemer, Tussenstand } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEnrolmentServer } from '../../public/aanmeldingen/test/enrolment-client';

let t: Awaited<ReturnType<typeof startEnrolmentServer>>;

beforeAll(async () => {
  t = await startEnrolmentServer('Laat');
});
afterAll(() => t.server.close());

async function season() {
  const answer = await t.client.call('GET', organiserPaths.seizoen);
  return organiserSeasonSchema.parse((answer.body as { season: unknown }).season);
}

/** A new enrolment, accepted with `extra` (vanafRonde, eerderBevestigd): the answer and its id. */
async function acceptNew(extra: Record<string, unknown> = {}) {
  const body = t.enrolment();
  expect((await t.enrol(body)).status).toBe(201);
  const entry = (await t.inbox()).find((a) => a.naam === body.naam)!;
  const answer = await t.client.call('POST', organiserPaths.aanmeldingAccepteren(entry.id), {
    version: entry.version,
    ...extra,
  });
  return { answer, entry, naam: body.naam };
}

async function deelnemerIdOf(entryId: number): Promise<number> {
  return (await t.inbox()).find((a) => a.id === entryId)!.deelnemerId!;
}

const total = async (id: number) =>
  (await t.server.getJson<Tussenstand>(apiPaths.standen.tussenstand)).rows.find(
    (r) => r.deelnemerId === id,
  )!.totalScore;

describe('accepting an enrolment while the season is under way', () => {
  let first = 0;
  let lateId = 0;

  it('starts him at the first speelronde not yet begun, and the tussenstand counts from there', async () => {
    const s = await season();
    first = s.rondes.find((r) => r.state === 'gepland')!.round;
    expect(first).toBeGreaterThan(1);
    const { answer, entry } = await acceptNew();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    lateId = await deelnemerIdOf(entry.id);
    const detail = await t.client.call('GET', organiserPaths.deelnemer(lateId));
    expect(organiserDeelnemerSchema.parse(detail.body).startRonde).toBe(first);
    // No round from his start has been played: nothing yet, not the points of rounds 1..first-1.
    expect(await total(lateId)).toBe(0);
    const own = await t.server.getJson<Deelnemer>(apiPaths.deelnemer(lateId));
    expect(own.rounds.filter((r) => r.round < first).every((r) => r.score === 0)).toBe(true);
  });

  it('refuses an earlier round until confirmed, naming the points it adds', async () => {
    const earlier = first - 2;
    const { answer, entry, naam } = await acceptNew({ vanafRonde: earlier });
    expect(answer.status).toBe(400);
    const body = answer.body as {
      error: { message: string; details: { problems: { field: string; message: string }[] } };
    };
    const named = /krijgt .* (-?\d+) punt(en)? uit speelronde/.exec(body.error.message);
    expect(body.error.message).toContain(`Speelronde ${earlier} is al begonnen`);
    expect(body.error.details.problems[0]?.field).toBe('vanafRonde');
    expect(named).not.toBeNull();
    const confirmed = await t.client.call('POST', organiserPaths.aanmeldingAccepteren(entry.id), {
      version: entry.version,
      vanafRonde: earlier,
      eerderBevestigd: true,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const id = await deelnemerIdOf(entry.id);
    // His own two rounds, as his page shows them, are the points the refusal named.
    const own = await t.server.getJson<Deelnemer>(apiPaths.deelnemer(id));
    const played = own.rounds.filter((r) => r.round >= earlier && r.round < first);
    const sum = played.reduce((a, r) => a + r.score, 0);
    expect(Number(named![1])).toBe(sum);
    expect(await total(id)).toBe(sum);
    expect(own.name).toBe(naam);
  });

  it("gives him each missed round's lowest score with the setting 'laagste'", async () => {
    const s = await season();
    const put = await t.client.call('PUT', organiserPaths.seizoen, {
      version: s.version,
      name: s.name,
      roundCount: s.roundCount,
      settings: { ...s.settings, missedRounds: 'laagste' },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const all = await t.server.getJson<Tussenstand>(apiPaths.standen.tussenstand);
    // The lowest score of each round 1..first-1 among the participants who played it: those
    // counting from that round or earlier (the first one accepted above played none of them).
    const lowest = new Map<number, number>();
    for (const row of all.rows) {
      const detail = await t.client.call('GET', organiserPaths.deelnemer(row.deelnemerId));
      const start = organiserDeelnemerSchema.parse(detail.body).startRonde;
      const own = await t.server.getJson<Deelnemer>(apiPaths.deelnemer(row.deelnemerId));
      for (const r of own.rounds) {
        if (r.round >= first || r.round < start) continue;
        lowest.set(r.round, Math.min(lowest.get(r.round) ?? Infinity, r.score));
      }
    }
    const expected = [...lowest.values()].reduce((a, b) => a + b, 0);
    expect(lowest.size).toBe(first - 1);
    expect(expected).toBeGreaterThan(0);
    expect(await total(lateId)).toBe(expected);
  });
});
