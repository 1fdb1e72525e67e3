// Issue 24 (decision 019): when the live stream is refused (the cap per address is full), an
// open page asks for the data version every 30 s instead and still shows a save with
// "Bijgewerkt", without navigation. The streams that fill the cap are held from here, from the
// same address as the browser. Runs on the dashboard project's server (it saves a result) and
// puts the result back afterwards.
import { request as httpRequest } from 'node:http';
import type { ClientRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import type { OrganiserSchedule, Uitslag } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { organiserApi } from './dashboard-helpers';
import { E2E_API_KEY } from './support/env';
import { openPage } from './support/page';

/** One live stream from this process; resolves with its status once the answer starts. */
function holdStream(baseUrl: string): Promise<{ status: number; request: ClientRequest }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl}${apiPaths.live}`, {
      headers: { accept: 'text/event-stream', 'x-api-key': E2E_API_KEY },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, request });
    });
    request.end();
  });
}

const EVENT_FIELDS = [
  'playerId',
  'side',
  'played',
  'basisplaats',
  'goals',
  'penaltyGoals',
  'assists',
  'ownGoals',
  'yellow',
  'secondYellow',
  'directRed',
  'penaltiesSaved',
  'penaltiesMissed',
] as const;

/** The PUT body of `uitslag` with `extra` goals for its first home player who played. */
function withGoals(uitslag: Uitslag, extra: number, version = uitslag.wedstrijd.version) {
  const scorer = uitslag.spelers.find((s) => s.played && s.side === 'home')!;
  return {
    version,
    homeGoals: (uitslag.wedstrijd.homeGoals ?? 0) + extra,
    awayGoals: uitslag.wedstrijd.awayGoals ?? 0,
    events: uitslag.spelers
      .filter((s) => s.played)
      .map((s) => {
        const row = Object.fromEntries(EVENT_FIELDS.map((f) => [f, s[f]]));
        return s.playerId === scorer.playerId ? { ...row, goals: s.goals + extra } : row;
      }),
  };
}

test('a page whose live stream is refused polls, and still shows a save with "Bijgewerkt"', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const held: ClientRequest[] = [];
  const api = await organiserApi(request);
  const schedule = await api.get<OrganiserSchedule>(organiserPaths.speelschema);
  const match = schedule.rondes
    .flatMap((r) => r.wedstrijden)
    .find((w) => w.homeGoals !== null && w.eventCount > 0)!;
  const uitslag = await api.get<Uitslag>(organiserPaths.uitslag(match.id));
  try {
    // Fill this address's streams until the server refuses one (LIVE_STREAMS_PER_ADDRESS).
    for (let i = 0; i < 500; i += 1) {
      const stream = await holdStream(baseURL!);
      held.push(stream.request);
      if (stream.status === 503) break;
      expect(stream.status).toBe(200);
    }

    const refused = page.waitForResponse(
      (r) =>
        r.url().endsWith(apiPaths.live) && r.request().headers().accept === 'text/event-stream',
    );
    const polled = page.waitForResponse(
      (r) => r.url().endsWith(apiPaths.live) && r.request().headers().accept === 'application/json',
    );
    await openPage(page, '/standen/tussenstand');
    expect((await refused).status()).toBe(503);
    expect((await polled).status()).toBe(200);
    const urlBefore = page.url();

    await api.put(organiserPaths.uitslag(match.id), withGoals(uitslag, 1));
    // The next round of asking (every 30 s) hears of it.
    const notice = page.getByRole('status').filter({ hasText: 'Bijgewerkt' });
    await expect(notice).toBeVisible({ timeout: 45_000 });
    expect(page.url()).toBe(urlBefore);
  } finally {
    for (const r of held) r.destroy();
    const now = await api.get<Uitslag>(organiserPaths.uitslag(match.id));
    await api.put(organiserPaths.uitslag(match.id), withGoals(uitslag, 0, now.wedstrijd.version));
  }
});
