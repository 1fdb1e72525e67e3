import { dirname } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  E2E_ADMIN,
  E2E_API_KEY,
  E2E_DATA_DIR as DATA_DIR,
  E2E_PORT,
  E2E_SETTINGS_PORT as SETTINGS_PORT,
  E2E_SPEC_TEMPLATE,
} from './e2e/support/env';

// The real server with a fresh demo season, on its own port so a dev server can keep running.

// live.spec.ts saves a result too (issue 14). The enrolment specs send 5 enrolments from
// 127.0.0.1, the limit per address per 10 minutes (AANMELDING_RATE_LIMITS): a sixth in one run
// gets a 429. This server believes X-Forwarded-For from 127.0.0.1, as behind the README's nginx,
// so a spec that enrols through the API names an address of its own (RFC 5737's 203.0.113.0/24).
const DASHBOARD_SPECS = /(dashboard.*|live)\.spec\.ts$/;
const DASHBOARD_PORT = E2E_PORT + 1;
const DASHBOARD_DATA_DIR = `${DATA_DIR}-dashboard`;
// The settings-flags spec switches site-wide settings (which home cards and menu groups show):
// on the main server another spec would see them change under its feet.
const SETTINGS_SPECS = /settings-flags\.spec\.ts$/;
const SETTINGS_DATA_DIR = `${DATA_DIR}-settings`;

function webServer(port: number, dataDir: string, env: Record<string, string> = {}) {
  // The data directory goes first, so every run starts from the same freshly seeded season; the
  // main server's command also removes the spec servers' template (spec-server.ts), seeded anew
  // by the first spec that starts a server of its own.
  const stale = port === E2E_PORT ? [dataDir, dirname(E2E_SPEC_TEMPLATE)] : [dataDir];
  const remove = stale.map((dir) => `rmSync('${dir}',{recursive:true,force:true})`).join(';');
  return {
    command: `node -e "const{rmSync}=require('node:fs');${remove}" && tsx apps/server/src/server.ts`,
    url: `http://127.0.0.1:${port}/home`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      API_KEY: E2E_API_KEY,
      ADMIN_USERNAME: E2E_ADMIN.userName,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      // E2E_WEB_DIST: a build of its own (vite build --outDir), so runs can sit side by side.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
      ...env,
    },
  };
}

const TRACE_MODES = ['off', 'on', 'retain-on-failure', 'on-first-retry'] as const;
function traceMode(value: string | undefined): (typeof TRACE_MODES)[number] {
  if (value === undefined || value === '') return 'off';
  const mode = TRACE_MODES.find((known) => known === value);
  if (!mode) throw new Error(`E2E_TRACE must be one of ${TRACE_MODES.join(', ')}, not "${value}"`);
  return mode;
}

export default defineConfig({
  testDir: 'e2e',
  // A run on another port (another engineer's, E2E_PORT) keeps its results apart: Playwright
  // empties its output folder when it starts, which broke a run beside it.
  outputDir: E2E_PORT === 3100 ? 'test-results' : `test-results-${E2E_PORT}`,
  // Both cores. The specs on the main server only read (a sign-in, a refused enrolment form
  // and a wrong password write nothing another spec reads), so their tests run side by side;
  // the specs that write have a server of their own and run one at a time (projects below).
  workers: 2,
  retries: 0,
  // Guards against a hang only: with two workers on two cores, axe over a long page (the cup
  // schema, every beker round) can take most of a minute on a busy machine.
  timeout: 150_000,
  expect: { timeout: 15_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    // No trace by default: recording one of every test costs about a fifth of the CPU (the
    // standen and periodetitels specs: 28-30 s against 23 s). E2E_TRACE=retain-on-failure keeps
    // one of each failed test to look at. The two races the traces' slower actions once hid are
    // fixed (the Combobox lost fast letters; participant-transfers' stale tab heard the save).
    trace: traceMode(process.env.E2E_TRACE),
    // No service worker between a spec and the server (page.route would not see the requests it
    // answers); e2e/offline.spec.ts allows it for itself.
    serviceWorkers: 'block',
    ...devices['Desktop Chrome'],
    // Debian's Chromium: the tests never download a browser.
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // The serial projects first: Playwright hands out work in this order, so the dashboard's
    // specs (one at a time, about a third of the run) start at once beside the parallel ones
    // instead of running alone at the end.
    // The dashboard specs change the season (results, imports, draws): their own server and
    // data, one spec at a time, in file order.
    {
      name: 'dashboard',
      testMatch: DASHBOARD_SPECS,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${DASHBOARD_PORT}` },
    },
    // The settings flags: their own server, so the main server's settings never change.
    {
      name: 'settings',
      testMatch: SETTINGS_SPECS,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${SETTINGS_PORT}` },
    },
    { name: 'chromium', testIgnore: [DASHBOARD_SPECS, SETTINGS_SPECS], fullyParallel: true },
  ],
  webServer: [
    webServer(E2E_PORT, DATA_DIR),
    webServer(DASHBOARD_PORT, DASHBOARD_DATA_DIR, { TRUST_PROXY: '127.0.0.1' }),
    webServer(SETTINGS_PORT, SETTINGS_DATA_DIR),
  ],
});
