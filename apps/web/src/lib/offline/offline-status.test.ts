import { describe, expect, it } from 'vitest';
import { OfflineStatus } from './offline-status';
import { FROM_CACHE_HEADER } from './sw-names';

const fresh = { ok: true, headers: new Headers() };
const fromCache = (iso: string) => ({
  ok: true,
  headers: new Headers({ [FROM_CACHE_HEADER]: iso }),
});
const NOON = Date.parse('2026-11-24T12:00:00Z');

describe('OfflineStatus', () => {
  it('is quiet while answers come from the server', () => {
    const status = new OfflineStatus();
    status.noteAnswer('/api/standen/tussenstand', fresh, NOON);
    expect(status.state).toEqual({ offline: false, standVan: null, wachtend: false });
  });

  it('says so when an answer came from the cache, with the oldest fetch time', () => {
    const status = new OfflineStatus();
    let calls = 0;
    status.subscribe(() => (calls += 1));
    status.noteAnswer('/api/standen/tussenstand', fromCache('2026-11-24T09:30:00.000Z'), NOON);
    status.noteAnswer('/api/info/site', fromCache('2026-11-23T20:00:00.000Z'), NOON);
    expect(status.state).toEqual({
      offline: true,
      standVan: Date.parse('2026-11-23T20:00:00.000Z'),
      wachtend: false,
    });
    expect(calls).toBe(2);
    // A fresh answer for one URL takes only its own entry away.
    status.noteAnswer('/api/info/site', fresh, NOON);
    expect(status.state.standVan).toBe(Date.parse('2026-11-24T09:30:00.000Z'));
    status.noteAnswer('/api/standen/tussenstand', fresh, NOON);
    expect(status.state).toEqual({ offline: false, standVan: null, wachtend: false });
  });

  it('offline without cached answers: the time of the last fresh one', () => {
    const status = new OfflineStatus();
    status.noteAnswer('/api/standen/tussenstand', fresh, NOON);
    status.setBrowserOffline(true);
    expect(status.state).toEqual({ offline: true, standVan: NOON, wachtend: false });
    status.setBrowserOffline(false);
    expect(status.state).toEqual({ offline: false, standVan: null, wachtend: false });
  });

  it('forgets the cached answers when the browser is back online (the queries refetch)', () => {
    const status = new OfflineStatus(true);
    status.noteAnswer('/api/standen/tussenstand', fromCache('2026-11-24T09:30:00.000Z'), NOON);
    status.setBrowserOffline(false);
    expect(status.state.offline).toBe(false);
  });

  it('ignores refusals, which are neither fresh data nor cached data', () => {
    const status = new OfflineStatus(true);
    status.noteAnswer('/api/standen/tussenstand', { ok: false, headers: new Headers() }, NOON);
    expect(status.state).toEqual({ offline: true, standVan: null, wachtend: false });
  });

  it('says so while offline part of the page waits for data it never fetched', () => {
    const status = new OfflineStatus();
    status.noteWaiting(1);
    expect(status.state.wachtend).toBe(false);
    status.setBrowserOffline(true);
    expect(status.state).toEqual({ offline: true, standVan: null, wachtend: true });
    status.noteWaiting(-1);
    expect(status.state.wachtend).toBe(false);
    status.noteWaiting(1);
    status.setBrowserOffline(false);
    expect(status.state).toEqual({ offline: false, standVan: null, wachtend: false });
  });
});
