import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { backupFileSchema } from '@clubelf/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAnswers, publicPaths } from '../src/test/public-answers';
import { lastAudit, startOrganiserServer } from '../src/test/organiser/organiser-client';
import type { TestServer } from '../src/test/test-server';
import { parseBackupArgs, USAGE } from './backup-command';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Runs `npm run backup -- ...args` from the repository root with a server's environment. */
function runBackup(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'backup', '--', ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ code, stdout, stderr: stderr.replace(/^npm warn.*\n/gm, '') }),
    );
  });
}

describe('npm run backup -- create/restore FILE', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'clubelf-backup-'));
  const file = path.join(dir, 'backup.json');
  const running: TestServer[] = [];
  let paths: string[];
  let before: Map<string, string>;

  beforeAll(async () => {
    const { server } = await startOrganiserServer();
    running.push(server);
    paths = await publicPaths(server);
    before = await publicAnswers(server, paths);
    const created = await runBackup(['create', file], server.env);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^Back-up geschreven naar .*backup\.json \(\d+ rijen\)\.\n$/);
    await server.close();
  });
  afterAll(async () => {
    await Promise.all(running.map((s) => s.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes the whole backup, readable by its owner only', async () => {
    const backup = backupFileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
    expect(backup.tables.deelnemer).toHaveLength(250);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('restores it into a fresh database under a running server, which then answers byte for byte the same', async () => {
    const { server } = await startOrganiserServer({ empty: true, env: { DEMO: 'false' } });
    running.push(server);
    const restored = await runBackup(['restore', file], server.env);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/^Back-up van \S+ teruggezet \(\d+ rijen\)\.\n$/);
    const after = await publicAnswers(server, paths);
    for (const p of paths) expect(after.get(p), p).toBe(before.get(p));
    expect(await lastAudit(server.db)).toMatchObject({
      action: 'backup.terugzetten',
      userName: 'opdrachtregel',
    });
  });

  it('refuses a missing or bad file with a reason, and a wrong command with its use', async () => {
    const { server } = await startOrganiserServer({ empty: true, env: { DEMO: 'false' } });
    running.push(server);
    const missing = await runBackup(['restore', path.join(dir, 'bestaat-niet.json')], server.env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('kan niet worden gelezen: het bestand bestaat niet');
    const bad = path.join(dir, 'kapot.json');
    writeFileSync(bad, JSON.stringify({ format: 'clubelf-backup', formatVersion: 7 }));
    const refused = await runBackup(['restore', bad], server.env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe('createdAt ontbreekt; migrations ontbreekt; tables ontbreekt\n');
    const wrong = await runBackup(['kopieer', file], server.env);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain(USAGE);
  });
});

describe('parseBackupArgs', () => {
  it('reads the command and the file, and refuses anything else with the usage', () => {
    expect(parseBackupArgs(['create', 'b.json'])).toEqual({ command: 'create', file: 'b.json' });
    expect(parseBackupArgs(['restore', '/tmp/b.json'])).toEqual({
      command: 'restore',
      file: '/tmp/b.json',
    });
    for (const argv of [[], ['create'], ['dump', 'b.json'], ['restore', '--force']]) {
      expect(parseBackupArgs(argv)).toBe(USAGE);
    }
    expect(parseBackupArgs(['create', 'b.json', 'extra'])).toBe(
      `Onbekend argument: extra\n${USAGE}`,
    );
  });
});
