// Checks a deployment made by the README's "Several instances behind nginx on PostgreSQL"
// (scripts/deploy-two-instances.sh): nginx serves the site, its API answers from its cache,
// assets precompressed, sign-in and writes work through it with no sticky routing, a write
// is what both instances serve next, and live updates pass through it from either instance.
// nginx's cache keeps answers apart by API key: a request without the key is refused, never
// handed a kept answer, except the two pictures to share, which answer without it
// (docs/decisions/015). Exits non-zero on the first failure.
//   API_KEY=... ADMIN_USERNAME=... ADMIN_PASSWORD=... npx tsx scripts/deploy-check.ts WEB APP1 APP2
import { apiPaths, DATA_VERSION_HEADER, XSRF_COOKIE } from '@clubelf/contract/paths';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import type { TussenstandSummary } from '@clubelf/contract';

function usage(): never {
  console.error('usage: API_KEY=.. ADMIN_USERNAME=.. ADMIN_PASSWORD=.. deploy-check WEB APP1 APP2');
  process.exit(2);
}

const [web = usage(), ...apps] = process.argv.slice(2);
if (apps.length < 2) usage();
const API_KEY = process.env.API_KEY || usage();
const ADMIN_USERNAME = process.env.ADMIN_USERNAME || usage();
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD || usage();

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(`deploy check failed: ${what}`);
  console.log(`  ok  ${what}`);
}

async function waitUntilUp(url: string): Promise<void> {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    try {
      const response = await fetch(`${url}${apiPaths.settings}`, {
        headers: { 'x-api-key': API_KEY },
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

const api = { 'x-api-key': API_KEY };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * GET /api/live through `url`: resolves `untilVersion(n)` once an event names data version n or
 * newer (rejecting after 10 s, which only a proxy that holds events back would take).
 */
async function liveStream(url: string) {
  const response = await fetch(`${url}${apiPaths.live}`, {
    headers: { ...api, accept: 'text/event-stream' },
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let newest = -1;
  async function untilVersion(version: number): Promise<boolean> {
    const deadline = Date.now() + 10_000;
    while (newest < version) {
      const timer = new Promise<'late'>((r) => setTimeout(() => r('late'), deadline - Date.now()));
      const read = await Promise.race([reader.read(), timer]);
      if (read === 'late' || read.done) return false;
      buffer += read.value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
        buffer = buffer.slice(end + 2);
        if (data)
          newest = Math.max(newest, (JSON.parse(data) as { dataVersion: number }).dataVersion);
      }
    }
    return true;
  }
  return { response, untilVersion, close: () => void reader.cancel() };
}

async function main() {
  for (const url of [...apps, web]) await waitUntilUp(url);

  // The page, through nginx: the API key filled in, the XSRF cookie handed out.
  const page = await fetch(`${web}/home`);
  const html = await page.text();
  check(page.status === 200 && html.includes(API_KEY), 'nginx serves /home with the API key');
  const cookie = page.headers.getSetCookie().find((c) => c.startsWith(`${XSRF_COOKIE}=`));
  const xsrf = cookie?.split(';')[0]?.split('=')[1] ?? '';
  check(xsrf.length > 0, 'the page hands out the XSRF cookie');

  // Public API answers come from nginx's cache after the first.
  const summary = `${web}${apiPaths.summary.tussenstand}`;
  await (await fetch(summary, { headers: api })).arrayBuffer();
  const cached = await fetch(summary, { headers: api });
  const top = (await cached.json()) as TussenstandSummary;
  check(cached.status === 200, 'the summary answers 200 through nginx');
  check(cached.headers.get('x-cache-status') === 'HIT', 'nginx answers it from its cache');

  // The key is part of nginx's cache key: without it, or with a wrong one, the app answers.
  for (const [what, headers] of [
    ['without the API key', {}],
    ['with a wrong API key', { 'x-api-key': `${API_KEY}x` }],
  ] as const) {
    const refused = await fetch(summary, { headers });
    await refused.arrayBuffer();
    check(
      refused.status === 401 && refused.headers.get('x-cache-status') !== 'HIT',
      `a request ${what} after a cached keyed one gets 401, not the kept answer`,
    );
  }

  // The two pictures to share need no key (a chat app's crawler has none), through nginx too.
  const leader = top.tussenstandPositions[0]?.deelnemerId ?? 0;
  for (const picture of [apiPaths.bulletinPng(top.round), apiPaths.deelnemerKaart(leader)]) {
    const png = await fetch(`${web}${picture}`);
    const bytes = Buffer.from(await png.arrayBuffer());
    check(
      png.status === 200 &&
        png.headers.get('content-type') === 'image/png' &&
        bytes.subarray(0, 8).equals(PNG_SIGNATURE),
      `${picture} answers a PNG through nginx without the API key`,
    );
  }

  // Assets: precompressed, immutable, cached by nginx as well.
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
  const asset = await fetch(`${web}${script}`, { headers: { 'accept-encoding': 'br' } });
  await asset.arrayBuffer();
  check(asset.headers.get('content-encoding') === 'br', `${script} comes brotli-compressed`);
  check(
    asset.headers.get('cache-control') === 'public, max-age=31536000, immutable',
    'assets are immutable for a year',
  );

  // Both instances serve the same stored results.
  const etags = await Promise.all(
    apps.map(async (app) =>
      (await fetch(`${app}${summary.slice(web!.length)}`, { headers: api })).headers.get('etag'),
    ),
  );
  check(etags[0] !== null && etags[0] === etags[1], 'both instances send the same ETag');

  // Sign-in and writes through nginx, which spreads them over both instances.
  const write = { ...api, cookie: `${XSRF_COOKIE}=${xsrf}`, 'x-xsrf-token': xsrf };
  const login = await fetch(`${web}${apiPaths.login}`, {
    method: 'POST',
    headers: { ...write, 'content-type': 'application/json' },
    body: JSON.stringify({ userName: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
  });
  const { token } = (await login.json()) as { token?: string };
  check(login.status === 200 && typeof token === 'string', 'the organiser signs in through nginx');
  const auth = { ...write, authorization: `Bearer ${token}` };

  const settingsOf = async (app: string, dataVersion = '') =>
    (await (
      await fetch(`${app}${apiPaths.settings}`, {
        headers: dataVersion ? { ...api, [DATA_VERSION_HEADER]: dataVersion } : api,
      })
    ).json()) as Record<string, boolean>;
  let settings = await settingsOf(apps[0]!);
  for (let i = 0; i < 4; i++) {
    settings = { ...settings, showAanmelding: !settings.showAanmelding };
    const put = await fetch(`${web}${apiPaths.settings}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(settings),
    });
    await put.arrayBuffer();
    check(put.status === 200, `write ${i + 1} through nginx is accepted`);
    // The write's data version, sent back as the web app does: either instance answers that new.
    const version = put.headers.get(DATA_VERSION_HEADER) ?? '';
    const seen = await Promise.all(apps.map((app) => settingsOf(app, version)));
    check(
      seen.every((s) => s.showAanmelding === settings.showAanmelding),
      `write ${i + 1} is what both instances serve next`,
    );
  }

  // Live updates through nginx: two streams (nginx spreads them), and a write through each
  // instance directly; every stream hears both, so each hears a write made on the other
  // instance than its own.
  const streams = [await liveStream(web), await liveStream(web)];
  check(
    streams.every(
      (s) =>
        s.response.status === 200 &&
        s.response.headers.get('content-type')?.startsWith('text/event-stream') === true &&
        s.response.headers.get('x-cache-status') === null,
    ),
    'nginx passes /api/live on as an event stream, uncached',
  );
  check(
    (await Promise.all(streams.map((s) => s.untilVersion(0)))).every(Boolean),
    'a live stream through nginx says the data version at once',
  );
  for (const [i, app] of apps.entries()) {
    settings = { ...settings, showAanmelding: !settings.showAanmelding };
    const put = await fetch(`${app}${apiPaths.settings}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(settings),
    });
    await put.arrayBuffer();
    const version = Number(put.headers.get(DATA_VERSION_HEADER));
    check(
      put.status === 200 &&
        (await Promise.all(streams.map((s) => s.untilVersion(version)))).every(Boolean),
      `a write through instance ${i + 1} reaches both live streams through nginx`,
    );
  }
  for (const s of streams) s.close();

  // Organiser answers are never kept by nginx.
  for (let i = 0; i < 2; i++) {
    const season = await fetch(`${web}${organiserPaths.seizoen}`, { headers: auth });
    await season.arrayBuffer();
    check(
      season.status === 200 && season.headers.get('x-cache-status') !== 'HIT',
      'organiser answers pass nginx uncached',
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
