import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../src/test/api-test-client';
import { startTestServer, type TestServer } from '../src/test/test-server';
import { parseUserArgs, USAGE } from './user-command';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Runs `npm run user -- ...args` from the repository root with `stdin` piped in. */
function runUser(args: string[], stdin: string, dataDir: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'user', '--', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

describe('npm run user -- add NAME', () => {
  let server: TestServer;
  let client: Awaited<ReturnType<typeof createApiClient>>;
  beforeAll(async () => {
    server = await startTestServer({ empty: true, env: { DEMO: 'false' } });
    client = await createApiClient(server);
  });
  afterAll(() => server.close());

  const loginStatus = async (userName: string, password: string) =>
    (await client.send('/api/accounts/login', { body: { userName, password } })).status;

  it('creates an organiser who can then sign in, without printing the password', async () => {
    const password = 'penningmeester-2026';
    const result = await runUser(
      ['add', 'Penningmeester', '--display-name', 'Piet Penning'],
      `${password}\n${password}\n`,
      server.dataDir,
    );
    expect(result.stderr.replace(/^npm warn.*\n/gm, '')).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Organisator Penningmeester (Piet Penning) is aangemaakt.');
    expect(result.stdout).not.toContain(password);
    expect(await loginStatus('penningmeester', password)).toBe(200);
  });

  it('resets the password of an existing organiser', async () => {
    const result = await runUser(
      ['add', 'penningmeester'],
      'nieuw-wachtwoord-99\nnieuw-wachtwoord-99\n',
      server.dataDir,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Het wachtwoord van penningmeester is opnieuw ingesteld.');
    expect(await loginStatus('penningmeester', 'nieuw-wachtwoord-99')).toBe(200);
    expect(await loginStatus('penningmeester', 'penningmeester-2026')).toBe(401);
  });

  it('stores nothing when the passwords differ or the password is too short', async () => {
    const differ = await runUser(
      ['add', 'secretaris'],
      'secretaris-wachtwoord\nsecretaris-wachtwoorD\n',
      server.dataDir,
    );
    expect(differ.code).toBe(1);
    expect(differ.stderr).toContain('De wachtwoorden zijn niet gelijk');
    const short = await runUser(['add', 'secretaris'], 'kort\nkort\n', server.dataDir);
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('minstens 10 tekens');
    const none = await runUser(['add', 'secretaris'], '', server.dataDir);
    expect(none.code).toBe(1);
    expect(await loginStatus('secretaris', 'secretaris-wachtwoord')).toBe(401);
  });

  it('explains its use for a wrong command', async () => {
    const result = await runUser(['remove', 'iemand'], '', server.dataDir);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(USAGE);
  });
});

describe('parseUserArgs', () => {
  it('reads the user name and an optional display name', () => {
    expect(parseUserArgs(['add', 'jan'])).toEqual({ userName: 'jan', displayName: 'jan' });
    expect(parseUserArgs(['add', 'jan', '--display-name', 'Jan Jansen'])).toEqual({
      userName: 'jan',
      displayName: 'Jan Jansen',
    });
    expect(parseUserArgs(['add', 'jan', '--display-name=Jan J.'])).toEqual({
      userName: 'jan',
      displayName: 'Jan J.',
    });
  });

  it('refuses anything else with the usage', () => {
    for (const argv of [
      [],
      ['add'],
      ['del', 'jan'],
      ['add', '--display-name', 'x'],
      ['add', 'jan', '--display-name'],
    ]) {
      expect(parseUserArgs(argv)).toEqual(expect.stringContaining(USAGE));
    }
    expect(parseUserArgs(['add', 'jan', '--wachtwoord', 'x'])).toMatch(
      /^Onbekend argument: --wachtwoord/,
    );
  });
});
