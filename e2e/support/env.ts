// The settings of the browser test run, shared by playwright.config.ts and the specs.
// E2E_PORT lets a second run (another engineer's) use its own port and data directory.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The server of the settings-flags spec alone (playwright.config.ts): it switches site-wide settings. */
export const E2E_SETTINGS_PORT = E2E_PORT + 2;
export const E2E_API_KEY = 'e2e-api-key';
export const E2E_ADMIN = { userName: 'organisator', password: 'e2e-wachtwoord-123' } as const;
export const E2E_DATA_DIR = E2E_PORT === 3100 ? '.tmp/e2e-data' : `.tmp/e2e-data-${E2E_PORT}`;
/** The demo database the specs' own servers copy (spec-server.ts), seeded once per run. */
export const E2E_SPEC_TEMPLATE = `${E2E_DATA_DIR}-template/clubelf.db`;
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
