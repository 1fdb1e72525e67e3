// The README's deployment section, followed to the letter by scripts/deploy-two-instances.sh:
// two instances on PostgreSQL behind nginx, checked end to end (scripts/deploy-check.ts).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TEST_POSTGRES_URL } from '../postgres-databases';

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

function run(command: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    // env(1) adds the settings to the environment the script inherits.
    const settings = Object.entries(env).map(([name, value]) => `${name}=${value}`);
    const child = spawn('env', [...settings, 'bash', command], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('scripts/deploy-two-instances.sh', () => {
  it('deploys two instances behind nginx on PostgreSQL and passes every check', async () => {
    const { code, output } = await run('scripts/deploy-two-instances.sh', {
      PG_ADMIN_URL: TEST_POSTGRES_URL,
    });
    expect(output, output).toContain('deployment ok');
    expect(code, output).toBe(0);
    for (const step of ['1. ', '2. ', '3. ', '4. ', '5. ', '6. ']) expect(output).toContain(step);
    expect(output.match(/^ {2}ok {2}/gm)?.length).toBeGreaterThanOrEqual(15);
  }, 300_000);
});
