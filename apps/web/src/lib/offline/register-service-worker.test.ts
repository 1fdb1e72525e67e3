import { describe, expect, it } from 'vitest';
import { firstVisitUrls } from './register-service-worker';

const ORIGIN = 'https://superelf.example';

describe('firstVisitUrls', () => {
  it('asks for the page as the app shell and for each API answer with the key, once each', () => {
    const urls = firstVisitUrls(
      `${ORIGIN}/standen/tussenstand`,
      [
        `${ORIGIN}/assets/index-abc.js`,
        `${ORIGIN}/api/standen/tussenstand`,
        `${ORIGIN}/api/standen/tussenstand`,
        `${ORIGIN}/huisstijl/kleuren/0123456789abcdef.css`,
        'https://elders.example/plaatje.png',
      ],
      ORIGIN,
      'sleutel',
    );
    expect(urls).toEqual([
      [`${ORIGIN}/standen/tussenstand?app=shell`, { headers: { accept: 'text/html' } }],
      `${ORIGIN}/assets/index-abc.js`,
      [`${ORIGIN}/api/standen/tussenstand`, { headers: { 'x-api-key': 'sleutel' } }],
      `${ORIGIN}/huisstijl/kleuren/0123456789abcdef.css`,
    ]);
  });

  it('leaves the API answers out without a key', () => {
    const urls = firstVisitUrls(`${ORIGIN}/home`, [`${ORIGIN}/api/info/site`], ORIGIN, null);
    expect(urls).toEqual([[`${ORIGIN}/home?app=shell`, { headers: { accept: 'text/html' } }]]);
  });
});
