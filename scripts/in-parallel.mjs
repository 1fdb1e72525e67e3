// Runs the given shell commands side by side and fails when any fails: `npm test` runs lint and
// the type check this way, as each keeps one core busy and the machine has two. Each line of
// output is prefixed with its command's name; the exit codes are summed up at the end.
//   node scripts/in-parallel.mjs "npm run lint" "npm run typecheck"
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/in-parallel.mjs "<command>" ["<command>" ...]');
  process.exit(2);
}

const runs = commands.map(
  (command) =>
    new Promise((resolve) => {
      const name = command.replace(/^npm run /, '');
      const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
      }
      child.on('close', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0) }));
    }),
);

const results = await Promise.all(runs);
for (const { name, code } of results)
  console.log(`[${name}] ${code === 0 ? 'ok' : `failed (exit ${code})`}`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
