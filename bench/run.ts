// `npm run bench`: every benchmark of the project, one after the other. Figures, not pass/fail:
// these machines are shared and noisy, so speed never lives in a timed test.
import { benchArchivedSeasons } from './archived-seasons';
import { benchEngine } from './engine';
import { benchHttp } from './http';
import { benchBundle } from './bundle';
import { benchScale } from './scale';
import { benchWriters } from './writers';

const benches: [string, () => Promise<void>][] = [
  ['Engine: full recompute of a 34-round season', benchEngine],
  ['HTTP: requests per second at 10,000 participants', benchHttp],
  ['Web: initial JavaScript of /home', benchBundle],
  ['Scale-out: SQLite and PostgreSQL, one and two instances, at 10,000 participants', benchScale],
  ['Saves: 1, 10 and 40 concurrent writers at 10,000 participants', benchWriters],
  [
    "Archive: the current season's recompute and storage beside 10 archived seasons of 1,000",
    benchArchivedSeasons,
  ],
];

for (const [title, bench] of benches) {
  console.log(`\n## ${title}\n`);
  await bench();
}
