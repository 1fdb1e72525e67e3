// The deadline rush (issue 27): at 10,000 participants, 2,000 of them sign in and each save two
// transfers within RUSH seconds (5 minutes), while 200 clients read the tussenstand without
// pause. Through HTTP only, against the real server in a child process on a seeded SQLite file.
// Before the rush the same 200 readers run alone for IDLE seconds: their p99 then is the idle
// figure the rush's is compared with.
// Each participant, at a random moment of the rush (uniform): presses the sign-in link the
// organiser made for them (the links are made before the rush, as a club hands them out in
// advance), reads their transfer state, checks and saves one swap, then checks and saves a
// second (a player out for one of the same position and club, so every swap keeps the rules).
// Reported: the transfer save's answer p50/p99, the sign-in's, the readers' p99 idle and during
// the rush with the ratio, and every answer that was not the expected one (errors).
//   npx tsx bench/deadline-rush.ts
//   BENCH_RUSH_SECONDS=60 BENCH_RUSH_PARTICIPANTS=400 npx tsx bench/deadline-rush.ts   (shorter)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  InloglinkResponse,
  MijnTransfersResponse,
  Rondes,
  SpelerRow,
} from '@clubelf/contract';
import { mijnPaths } from '@clubelf/contract';
import { apiPaths, XSRF_COOKIE, XSRF_HEADER } from '@clubelf/contract/paths';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { seedInChild } from './support/seed-database';
import { startServerProcess } from './support/server-process';
import { percentile, startReaders } from './support/readers';
import { printTable } from './support/table';

const DEELNEMERS = Number(process.env.BENCH_RUSH_DEELNEMERS ?? 10_000);
const PARTICIPANTS = Number(process.env.BENCH_RUSH_PARTICIPANTS ?? 2_000);
const RUSH_S = Number(process.env.BENCH_RUSH_SECONDS ?? 300);
const IDLE_S = Number(process.env.BENCH_RUSH_IDLE_SECONDS ?? 30);
const READERS = 200;
const ADMIN = { userName: 'bench', password: 'bench-wachtwoord-123' };
const API_KEY = 'bench-api-key';
const ENV = {
  API_KEY,
  JWT_SECRET: 'bench-jwt-secret-0123456789-abcdefghijkl',
  ADMIN_USERNAME: ADMIN.userName,
  ADMIN_PASSWORD: ADMIN.password,
  DEMO: 'false',
  LOG_LEVEL: 'warn',
  // Each participant signs in from an address of its own (X-Forwarded-For), as 2,000 phones
  // would: the link throttle counts per address.
  TRUST_PROXY: '127.0.0.1',
};

const ms = (value: number | undefined) => (value === undefined ? '-' : `${value.toFixed(0)} ms`);

/** An XSRF pair and the API key: what the web app sends with every write. */
function baseHeaders(): Record<string, string> {
  const xsrf = randomBytes(32).toString('base64url');
  return { 'x-api-key': API_KEY, cookie: `${XSRF_COOKIE}=${xsrf}`, [XSRF_HEADER]: xsrf };
}

async function call<T>(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; body: T; ms: number }> {
  const t = performance.now();
  const response = await fetch(url, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const elapsed = performance.now() - t;
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, ms: elapsed };
}

/** Amsterdam local "YYYY-MM-DDTHH:mm" a day from now (the window's deadline, in the future). */
function deadlineTomorrow(): string {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(Date.now() + 24 * 3600_000));
  return parts.replace(' ', 'T');
}

/** Two swaps that keep every rule: a player out for one of the same position and club. */
function twoSwaps(
  selectie: number[],
  players: Map<number, SpelerRow>,
  byClubAndPosition: Map<string, SpelerRow[]>,
  seed: number,
): { playerOutId: number; playerInId: number }[] {
  const taken = new Set(selectie);
  const swaps: { playerOutId: number; playerInId: number }[] = [];
  for (let i = 0; i < selectie.length && swaps.length < 2; i++) {
    const out = players.get(selectie[(i + seed) % selectie.length] as number);
    if (!out) continue;
    const candidates = byClubAndPosition.get(`${out.clubId}:${out.position}`) ?? [];
    const replacement = candidates.find((p) => !taken.has(p.playerId));
    if (!replacement) continue;
    taken.add(replacement.playerId);
    swaps.push({ playerOutId: out.playerId, playerInId: replacement.playerId });
  }
  return swaps;
}

export async function benchDeadlineRush(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clubelf-rush-'));
  try {
    const seeded = await seedInChild(DEELNEMERS, dataDir);
    console.log(`Seeded ${seeded.deelnemers} participants.`);
    const server = await startServerProcess({ ...ENV, DATA_DIR: dataDir }, { timeoutMs: 600_000 });
    try {
      await rush(server.url);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function rush(url: string): Promise<void> {
  const organiser = baseHeaders();
  const login = await call<{ token: string }>(`${url}${apiPaths.login}`, 'POST', organiser, ADMIN);
  if (login.status !== 200) throw new Error(`organiser login: ${login.status}`);
  organiser.authorization = `Bearer ${login.body.token}`;

  // The window: from the first round without results, its deadline a day away.
  const rondes = await call<Rondes>(`${url}${apiPaths.wedstrijdRondes}`, 'GET', organiser);
  const fromRound = rondes.body.find((r) => r.state === 'gepland')?.round;
  if (fromRound === undefined) throw new Error('the seeded season has no round left to play');
  const window = await call(`${url}${organiserPaths.transferperiodes}`, 'POST', organiser, {
    fromRound,
    isOpen: true,
    sluitOp: deadlineTomorrow(),
  });
  if (window.status !== 201) {
    throw new Error(`opening the window: ${window.status} ${JSON.stringify(window.body)}`);
  }

  const players = await call<SpelerRow[]>(`${url}${apiPaths.spelers('actief')}`, 'GET', organiser);
  const byId = new Map(players.body.map((p) => [p.playerId, p]));
  const byClubAndPosition = new Map<string, SpelerRow[]>();
  for (const p of players.body) {
    const key = `${p.clubId}:${p.position}`;
    byClubAndPosition.set(key, [...(byClubAndPosition.get(key) ?? []), p]);
  }

  // The links, before the rush: participants 1..PARTICIPANTS spread over the field.
  const step = Math.max(1, Math.floor(DEELNEMERS / PARTICIPANTS));
  const ids = Array.from({ length: PARTICIPANTS }, (_, i) => 1 + i * step);
  const tokens: string[] = [];
  for (const id of ids) {
    const link = await call<InloglinkResponse>(
      `${url}${mijnPaths.inloglink(id)}`,
      'POST',
      organiser,
    );
    if (link.status !== 201) throw new Error(`link for ${id}: ${link.status}`);
    tokens.push(new URL(link.body.url).searchParams.get('token') as string);
  }
  console.log(`Made ${tokens.length} sign-in links; window from speelronde ${fromRound}.`);

  const idleReaders = startReaders(url, API_KEY, READERS);
  await new Promise((r) => setTimeout(r, IDLE_S * 1000));
  await idleReaders.stop();

  const signIns: number[] = [];
  const saves: number[] = [];
  const errors: string[] = [];
  const load: number[] = [];
  const readers = startReaders(url, API_KEY, READERS);
  const sampler = setInterval(() => load.push(loadavg()[0] as number), 5_000);
  const started = performance.now();
  await Promise.all(
    ids.map(async (deelnemerId, i) => {
      await new Promise((r) => setTimeout(r, Math.random() * RUSH_S * 1000));
      // A request that gets no answer at all (a refused or timed-out connection) is an error
      // of the rush too, counted by its cause, not the end of the bench.
      try {
        await participant(deelnemerId, i);
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
        errors.push(`no answer: ${cause}`);
      }
    }),
  );
  async function participant(deelnemerId: number, i: number): Promise<void> {
    const headers: Record<string, string> = {
      ...baseHeaders(),
      'x-forwarded-for': `10.${i >> 8}.${i & 255}.7`,
    };
    const signIn = await call<{ token?: string }>(
      `${url}${mijnPaths.bevestigen}`,
      'POST',
      headers,
      { token: tokens[i] },
    );
    if (signIn.status !== 200 || !signIn.body.token) {
      errors.push(`sign-in ${signIn.status}`);
      return;
    }
    signIns.push(signIn.ms);
    headers.authorization = `Bearer ${signIn.body.token}`;
    const state = await call<MijnTransfersResponse>(
      `${url}${mijnPaths.transfers(deelnemerId)}`,
      'GET',
      headers,
    );
    if (state.status !== 200) {
      errors.push(`state ${state.status}`);
      return;
    }
    let version = state.body.version;
    for (const swap of twoSwaps(state.body.selectie, byId, byClubAndPosition, i)) {
      const check = await call<{ valid: boolean }>(
        `${url}${mijnPaths.transfersCheck(deelnemerId)}`,
        'POST',
        headers,
        swap,
      );
      if (check.status !== 200 || !check.body.valid) {
        errors.push(`check ${check.status} ${JSON.stringify(check.body).slice(0, 120)}`);
        return;
      }
      const save = await call<MijnTransfersResponse>(
        `${url}${mijnPaths.transfers(deelnemerId)}`,
        'POST',
        headers,
        { ...swap, version },
      );
      if (save.status !== 201) {
        errors.push(`save ${save.status} ${JSON.stringify(save.body).slice(0, 120)}`);
        return;
      }
      saves.push(save.ms);
      version = save.body.version;
    }
  }
  const rushSeconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await readers.stop();

  const idleP99 = percentile(idleReaders.latencies, 99);
  const rushP99 = percentile(readers.latencies, 99);
  printTable(
    ['measure', 'p50', 'p99', 'count'],
    [
      [
        'transfer save (answer)',
        ms(percentile(saves, 50)),
        ms(percentile(saves, 99)),
        `${saves.length}`,
      ],
      [
        'sign-in by link',
        ms(percentile(signIns, 50)),
        ms(percentile(signIns, 99)),
        `${signIns.length}`,
      ],
      [
        `readers idle (${READERS})`,
        ms(percentile(idleReaders.latencies, 50)),
        ms(idleP99),
        `${idleReaders.latencies.length}`,
      ],
      [
        `readers during the rush (${READERS})`,
        ms(percentile(readers.latencies, 50)),
        ms(rushP99),
        `${readers.latencies.length}`,
      ],
    ],
  );
  const ratio = idleP99 && rushP99 ? (rushP99 / idleP99).toFixed(2) : '-';
  const meanLoad = load.length ? (load.reduce((a, b) => a + b, 0) / load.length).toFixed(1) : '-';
  console.log(
    `\n${PARTICIPANTS} participants, ${saves.length} transfers saved in ${rushSeconds.toFixed(0)} s ` +
      `(aim: ${PARTICIPANTS * 2} within ${RUSH_S} s). Readers' p99 during the rush / idle: ${ratio}x ` +
      `(aim <= 2x). Transfer answer p99 aim <= 300 ms. Errors: ${errors.length + idleReaders.errors + readers.errors}` +
      ` (readers ${idleReaders.errors + readers.errors}). Load average during the rush: ${meanLoad}.`,
  );
  const kinds = new Map<string, number>();
  for (const e of errors) kinds.set(e, (kinds.get(e) ?? 0) + 1);
  for (const [kind, n] of [...kinds].slice(0, 10)) console.log(`  ${n} x ${kind}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchDeadlineRush();
}
