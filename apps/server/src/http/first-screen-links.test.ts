import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstScreenLinks } from './first-screen';

const dist = mkdtempSync(path.join(tmpdir(), 'first-screen-links-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

// A manifest as Vite writes it since the first load is one chunk (decision 031): the entry
// imports `app`, whose CSS holds the colour tokens' defaults; a lazy section imports `app` too.
mkdirSync(path.join(dist, '.vite'));
writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_app.js'] },
    '_app.js': { file: 'assets/app.js', css: ['assets/app.css'], imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime.js' },
    'src/features/standen/index.ts': {
      file: 'assets/standen.js',
      css: ['assets/standen.css'],
      imports: ['_app.js', '_table.js'],
    },
    '_table.js': { file: 'assets/table.js', css: ['assets/table.css'] },
  }),
);

describe('firstScreenLinks', () => {
  it("links a section's own chunks and CSS, not those index.html links already", () => {
    const links = firstScreenLinks(dist)(['src/features/standen/index.ts']);
    expect(links).toContain('<link rel="stylesheet" href="/assets/standen.css" />');
    expect(links).toContain('<link rel="stylesheet" href="/assets/table.css" />');
    expect(links).toContain('<link rel="modulepreload" href="/assets/table.js" />');
    // Linked again after the club's colours stylesheet, app.css would put the defaults back.
    expect(links).not.toContain('app.css');
    expect(links).not.toContain('app.js');
    expect(links).not.toContain('runtime.js');
  });
});
