// Seeds the demo season into one SQLite file (the path in argv), as a fresh server would on an
// empty database: spec-server.ts copies it into each spec server's data directory instead of
// having every spec's server generate the same season again.
import { openDatabase } from '../../apps/server/src/db/database';
import { seedTemplate } from '../../apps/server/src/test/seed-template';

const file = process.argv[2];
if (!file) throw new Error('usage: seed-spec-template.ts <file>');
// Closing checkpoints the WAL into the file, so the file alone is the whole database.
await seedTemplate(openDatabase(file));
