// `npm run bench`: every benchmark of the project, one after the other. Figures, not pass/fail:
// these machines are shared and noisy, so speed never lives in a timed test. Each bench is
// imported when its turn comes, so one that no longer loads (it imports a server internal that
// has changed) or fails is reported in one line and the others still run. At the end, the aims
// the benches measured, side by side (bench/support/aims.ts).
//
// `npm run bench -- engine save-served` runs only the benches named (their file names); the
// aims table then holds theirs.
import { recordedAims, verdictOf } from './support/aims';
import { printTable } from './support/table';

/** [name on the command line (the bench's file), title, run] */
const all: [string, string, () => Promise<void>][] = [
  [
    'engine',
    'Engine: full recompute of a 34-round season, up to 1,000,000 participants',
    async () => (await import('./engine')).benchEngine(),
  ],
  [
    'engine-incremental',
    'Engine, incremental: a match result and a transfer saved, full vs incremental, at 10,000 and 100,000 participants',
    async () => (await import('./engine-incremental')).benchEngineIncremental(),
  ],
  [
    'http',
    'HTTP: clubelf beside nginx serving the same bytes, at 10,000 participants',
    async () => (await import('./http')).benchHttp(),
  ],
  [
    'save-served',
    'Save -> served: a match result saved through the organiser API until the public answers change',
    async () => (await import('./save-served')).benchSaveServed(),
  ],
  [
    'engine-worker',
    'Engine off the event loop: save -> served and reads under saves, the engine on the event loop vs in its worker',
    async () => (await import('./engine-worker')).benchEngineWorker(),
  ],
  [
    'bundle',
    'Web: initial JavaScript of /home',
    async () => (await import('./bundle')).benchBundle(),
  ],
  [
    'phone',
    'Phone: the first screen of /standen/tussenstand at 10,000 participants, CPU slowed 4x',
    async () => (await import('./phone')).benchPhone(),
  ],
  [
    'lighthouse',
    'Lighthouse (mobile): /home, /standen/tussenstand and a beker round',
    async () => (await import('./lighthouse')).benchLighthouse(),
  ],
  [
    'scale',
    'Scale-out: SQLite and PostgreSQL, one and two instances, at 10,000 participants',
    async () => (await import('./scale')).benchScale(),
  ],
  [
    'live',
    'Live updates: 1,000 idle /api/live connections, their memory and save -> event on each',
    async () => (await import('./live')).benchLive(),
  ],
  [
    'writers',
    'Saves: 1, 10 and 40 concurrent writers at 10,000 participants',
    async () => (await import('./writers')).benchWriters(),
  ],
  [
    'deadline-rush',
    'Deadline rush: 2,000 of 10,000 participants sign in and save two transfers while 200 clients read',
    async () => (await import('./deadline-rush')).benchDeadlineRush(),
  ],
  [
    'round-messages',
    'Round messages: the last match of a round entered at 10,000 participants until every round mail is in an SMTP sink, while 200 clients read',
    async () => (await import('./round-messages')).benchRoundMessages(),
  ],
  [
    'archived-seasons',
    "Archive: the current season's recompute and storage beside 10 archived seasons of 1,000",
    async () => (await import('./archived-seasons')).benchArchivedSeasons(),
  ],
  [
    'bounded-work',
    "Bounded work: the summary's p99 while clients ask for new pictures or closed seasons' missing participants",
    async () => (await import('./bounded-work')).benchBoundedWork(),
  ],
];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !all.some(([key]) => key === name));
if (unknown.length > 0) {
  const names = all.map(([key]) => key).join(', ');
  console.error(`Unknown bench: ${unknown.join(', ')}. The benches: ${names}.`);
  process.exit(2);
}
const benches = asked.length === 0 ? all : all.filter(([key]) => asked.includes(key));

const firstLine = (error: unknown) =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).split('\n')[0];

const started = performance.now();
const failed: string[] = [];
for (const [, title, bench] of benches) {
  console.log(`\n## ${title}\n`);
  const t = performance.now();
  try {
    await bench();
  } catch (error) {
    failed.push(title);
    console.log(`FAILED: ${firstLine(error)}`);
  }
  console.log(`(${((performance.now() - t) / 1000).toFixed(0)} s)`);
}
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
console.log(
  `\nAll benches in ${minutes} min` +
    (failed.length > 0 ? `; failed: ${failed.map((t) => t.split(':')[0]).join(', ')}` : ''),
);

const aims = [...recordedAims()].sort((a, b) => a.issue - b.issue);
if (aims.length > 0) {
  console.log('\n## The aims, side by side (this run)\n');
  printTable(
    ['issue', 'aim', 'measured', 'reached'],
    aims.map((a) => [String(a.issue), a.aim, a.measured, verdictOf(a.met)]),
  );
}
