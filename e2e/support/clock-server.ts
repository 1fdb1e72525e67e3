// A test-only launcher (never part of the product): starts the server as apps/server/src/server.ts
// does, but with a clock that runs this many milliseconds ahead of the real one. The offset is a
// number in the file $DATA_DIR/clock-offset-ms, read at every call, so a spec moves the server's
// time (past a transfer deadline) by writing that file. Nothing of it is reachable over HTTP.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../apps/server/src/config';
import { startServer } from '../../apps/server/src/start';

const CLOCK_OFFSET_FILE = 'clock-offset-ms';

async function main() {
  const config = loadConfig();
  const offsetFile = join(config.dataDir, CLOCK_OFFSET_FILE);
  const offset = (): number => {
    try {
      const value = Number(readFileSync(offsetFile, 'utf8').trim());
      return Number.isFinite(value) ? value : 0;
    } catch {
      return 0;
    }
  };
  const server = await startServer(config, { now: () => new Date(Date.now() + offset()) });
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('The clock server could not start:', error);
  process.exit(1);
});
