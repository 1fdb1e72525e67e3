// Round messages (issue 28): at 10,000 participants, each with an e-mail address and the round
// message on (its default), the organiser enters the last match of a speelronde over HTTP; the
// save writes the fact, the outbox's sender fans it out after the recompute into one mail per
// person and sends them over SMTP to a real sink in this process. Measured: the time from that
// save until the sink holds every round message (counted by Message-ID, the idempotency key),
// and, as in the deadline rush, 200 clients reading the tussenstand back to back: their p99
// before the save (idle) against their p99 while the mails go out. Against the real server in
// a child process on a seeded SQLite file.
//   npx tsx bench/round-messages.ts
//   BENCH_MESSAGES_DEELNEMERS=1000 BENCH_MESSAGES_IDLE_SECONDS=10 npx tsx bench/round-messages.ts
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OrganiserSchedule, OutboxResponse, Rondes, Uitslag } from '@clubelf/contract';
import { berichtenPaths } from '@clubelf/contract';
import { apiPaths, XSRF_COOKIE, XSRF_HEADER } from '@clubelf/contract/paths';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { startCountingSink, type CountingSink } from './support/counting-smtp-sink';
import { percentile, startReaders } from './support/readers';
import { seedInChild } from './support/seed-database';
import { startServerProcess } from './support/server-process';
import { printTable } from './support/table';

const DEELNEMERS = Number(process.env.BENCH_MESSAGES_DEELNEMERS ?? 10_000);
const IDLE_S = Number(process.env.BENCH_MESSAGES_IDLE_SECONDS ?? 30);
const READERS = Number(process.env.BENCH_MESSAGES_READERS ?? 200);
/** A hang guard: the delivery is given up (and reported as such) after this long. */
const TIMEOUT_S = Number(process.env.BENCH_MESSAGES_TIMEOUT_SECONDS ?? 1_800);
const PUBLIC_URL = 'https://superelf.bench.example';
const ADMIN = { userName: 'bench', password: 'bench-wachtwoord-123' };
const API_KEY = 'bench-api-key';
const ENV = {
  API_KEY,
  JWT_SECRET: 'bench-jwt-secret-0123456789-abcdefghijkl',
  ADMIN_USERNAME: ADMIN.userName,
  ADMIN_PASSWORD: ADMIN.password,
  DEMO: 'false',
  LOG_LEVEL: 'warn',
  MAIL_FROM: 'Superelf <superelf@bench.example>',
  PUBLIC_URL,
};

const ms = (value: number | undefined) => (value === undefined ? '-' : `${value.toFixed(0)} ms`);
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const sleep = (msToWait: number) => new Promise((r) => setTimeout(r, msToWait));

async function call<T>(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export async function benchRoundMessages(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clubelf-messages-'));
  const sink = await startCountingSink();
  try {
    const seeded = await seedInChild(DEELNEMERS, dataDir);
    console.log(`Seeded ${seeded.deelnemers} participants.`);
    const server = await startServerProcess(
      // The round's messages at once (not ROUND_MESSAGE_DELAY_SECONDS' minute after the save):
      // the bench measures their delivery beside the readers.
      { ...ENV, DATA_DIR: dataDir, SMTP_URL: sink.url, ROUND_MESSAGE_DELAY_SECONDS: '0' },
      { timeoutMs: 600_000 },
    );
    try {
      await roundMessages(server.url, sink);
    } finally {
      await server.stop();
    }
  } finally {
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function roundMessages(url: string, sink: CountingSink): Promise<void> {
  const xsrf = randomBytes(32).toString('base64url');
  const organiser: Record<string, string> = {
    'x-api-key': API_KEY,
    cookie: `${XSRF_COOKIE}=${xsrf}`,
    [XSRF_HEADER]: xsrf,
  };
  const login = await call<{ token: string }>(`${url}${apiPaths.login}`, 'POST', organiser, ADMIN);
  if (login.status !== 200) throw new Error(`organiser login: ${login.status}`);
  organiser.authorization = `Bearer ${login.body.token}`;

  /** The match's form read, then its result saved: when the save (the PUT) began and took. */
  async function enterScore(
    wedstrijdId: number,
    home: number,
    away: number,
  ): Promise<{ at: number; ms: number }> {
    const uitslag = await call<Uitslag>(
      `${url}${organiserPaths.uitslag(wedstrijdId)}`,
      'GET',
      organiser,
    );
    const t = performance.now();
    const saved = await call(`${url}${organiserPaths.uitslag(wedstrijdId)}`, 'PUT', organiser, {
      version: uitslag.body.wedstrijd.version,
      homeGoals: home,
      awayGoals: away,
      events: [],
    });
    if (saved.status !== 200) {
      throw new Error(
        `result of match ${wedstrijdId}: ${saved.status} ${JSON.stringify(saved.body)}`,
      );
    }
    return { at: t, ms: performance.now() - t };
  }
  const outbox = async () => {
    const answer = await call<OutboxResponse>(`${url}${berichtenPaths.outbox}`, 'GET', organiser);
    if (answer.status !== 200) throw new Error(`the outbox: ${answer.status}`);
    return answer.body;
  };

  // The first round without results: every match but the last entered before the measurement.
  const rondes = await call<Rondes>(`${url}${apiPaths.wedstrijdRondes}`, 'GET', organiser);
  const round = rondes.body.find((r) => r.state === 'gepland')?.round;
  if (round === undefined) throw new Error('the seeded season has no round left to play');
  const schedule = await call<OrganiserSchedule>(
    `${url}${organiserPaths.speelschema}`,
    'GET',
    organiser,
  );
  const ids = schedule.body.rondes[round - 1]?.wedstrijden.map((w) => w.id) ?? [];
  const last = ids.at(-1);
  if (last === undefined) throw new Error(`speelronde ${round} has no matches`);
  for (const id of ids.slice(0, -1)) await enterScore(id, 1, 0);
  const before = await outbox();
  if (before.mailNietIngesteld)
    throw new Error(`mail is not configured: ${before.mailNietIngesteld}`);
  // The last save's recompute done before the idle readers start.
  await sleep(5_000);
  console.log(`Speelronde ${round}: ${ids.length - 1} of ${ids.length} matches entered.`);

  const idle = startReaders(url, API_KEY, READERS);
  await sleep(IDLE_S * 1000);
  await idle.stop();

  // This round's messages by their key: ronde.s{season}.r{round}.p{person}.v{version}.
  const ours = new RegExp(`^<ronde\\.s\\d+\\.r${round}\\.p\\d+\\.`);
  const roundArrivals = () => [...sink.arrivals].filter(([id]) => ours.test(id)).map(([, t]) => t);
  const load: number[] = [];
  const sampler = setInterval(() => load.push(loadavg()[0] as number), 5_000);
  const during = startReaders(url, API_KEY, READERS);
  // Timed from the save's request (the form's read before it is the organiser's, not the mail's).
  const save = await enterScore(last, 2, 2);
  const started = save.at;
  const saveMs = save.ms;

  // Done when the outbox holds no mail waiting or being sent and more sent than before: the
  // counts leave the fact out, and the fan-out writes every mail of the round in one transaction.
  const sentBefore = before.aantallen.sent + before.aantallen.failed;
  let after: OutboxResponse;
  let timedOut = false;
  for (;;) {
    await sleep(1_000);
    after = await outbox();
    const busy = after.aantallen.waiting + after.aantallen.sending;
    if (busy === 0 && after.aantallen.sent + after.aantallen.failed > sentBefore) break;
    if (performance.now() - started > TIMEOUT_S * 1000) {
      timedOut = true;
      break;
    }
  }
  const arrivals = roundArrivals();
  if (arrivals.length === 0) {
    clearInterval(sampler);
    await during.stop();
    throw new Error(
      `no round message reached the sink (the outbox: ${JSON.stringify(after.aantallen)})`,
    );
  }
  const lastArrival = Math.max(...arrivals);
  const firstArrival = Math.min(...arrivals);
  clearInterval(sampler);
  await during.stop();

  // What the outbox sent (or gave up on) for this save: one mail per person.
  const written = after.aantallen.sent + after.aantallen.failed - sentBefore;
  const failed = after.aantallen.failed - before.aantallen.failed;
  const idleP99 = percentile(idle.latencies, 99);
  const duringP99 = percentile(during.latencies, 99);
  printTable(
    ['measure', 'p50', 'p99', 'count'],
    [
      [
        `readers idle (${READERS})`,
        ms(percentile(idle.latencies, 50)),
        ms(idleP99),
        `${idle.latencies.length}`,
      ],
      [
        `readers during the delivery (${READERS})`,
        ms(percentile(during.latencies, 50)),
        ms(duringP99),
        `${during.latencies.length}`,
      ],
    ],
  );
  const ratio = idleP99 && duringP99 ? (duringP99 / idleP99).toFixed(2) : '-';
  const meanLoad = load.length ? (load.reduce((a, b) => a + b, 0) / load.length).toFixed(1) : '-';
  const total = lastArrival - started;
  console.log(
    `\n${arrivals.length} round messages in the sink (the outbox sent ${written}, failed ${failed}; ` +
      `${DEELNEMERS} participants)${timedOut ? `, GIVEN UP after ${TIMEOUT_S} s` : ''}. ` +
      `The last match's save answered in ${ms(saveMs)}; the first mail arrived after ` +
      `${seconds(firstArrival - started)}, the last after ${seconds(total)} ` +
      `(${(arrivals.length / (total / 1000)).toFixed(0)} mails/s overall). ` +
      `Copies of a Message-ID already received: ${sink.duplicates}. ` +
      `Readers' p99 during the delivery / idle: ${ratio}x (aim <= 2x). ` +
      `Reader errors: ${idle.errors + during.errors}. Load average during the delivery: ${meanLoad}.`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchRoundMessages();
}
