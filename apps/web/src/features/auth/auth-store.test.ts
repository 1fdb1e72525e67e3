import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAuthStore } from './auth-store';
import { TOKEN_KEY } from './token-storage';

const key = new TextEncoder().encode('k'.repeat(32));
const token = (name: string, expSeconds: number) =>
  new SignJWT({ name })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('1')
    .setExpirationTime(expSeconds)
    .sign(key);

/** The browser's localStorage does not exist in Node; a Map has the same three calls. */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

function setup(startMs = 1_000_000_000_000) {
  const clock = { now: startMs };
  const timers: { callback: () => void; at: number }[] = [];
  const storage = memoryStorage();
  const make = () =>
    createAuthStore({
      storage,
      now: () => clock.now,
      setTimer: (callback, ms) => timers.push({ callback, at: clock.now + ms }),
      clearTimer: () => undefined,
    });
  const advance = (ms: number) => {
    clock.now += ms;
    for (const timer of timers.splice(0)) {
      if (timer.at <= clock.now) timer.callback();
      else timers.push(timer);
    }
  };
  return { clock, storage, make, advance };
}

describe('auth store', () => {
  it("knows a participant's sign-in by its rol claim (issue 27)", async () => {
    const { make, clock } = setup();
    const store = make();
    const participant = await new SignJWT({ name: 'Piet Deelnemer', rol: 'deelnemer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('persoon:4')
      .setExpirationTime(clock.now / 1000 + 3600)
      .sign(key);
    expect(store.login(participant)).toBe(true);
    expect(store.getState()).toEqual({
      isAuthenticated: true,
      displayName: 'Piet Deelnemer',
      role: 'participant',
    });
  });

  it('stores the token under "token" on login and announces success', async () => {
    const { storage, make, clock } = setup();
    const store = make();
    const seen: boolean[] = [];
    store.onAuthStateChanged((value) => seen.push(value));
    const jwt = await token('Jan Organisator', clock.now / 1000 + 3600);
    expect(store.login(jwt)).toBe(true);
    expect(storage.map.get(TOKEN_KEY)).toBe(jwt);
    expect(store.getState()).toEqual({
      isAuthenticated: true,
      displayName: 'Jan Organisator',
      role: 'organiser',
    });
    expect(store.getToken()).toBe(jwt);
    expect(seen).toEqual([true]);
  });

  it('removes the token on logout and announces it', async () => {
    const { storage, make, clock } = setup();
    const store = make();
    store.login(await token('Jan', clock.now / 1000 + 3600));
    const seen: boolean[] = [];
    store.onAuthStateChanged((value) => seen.push(value));
    store.logout();
    expect(storage.map.has(TOKEN_KEY)).toBe(false);
    expect(store.getState()).toEqual({ isAuthenticated: false, displayName: null, role: null });
    expect(store.getToken()).toBeNull();
    expect(seen).toEqual([false]);
  });

  it('is signed in from the start with a stored valid token, and announces it on start', async () => {
    const { storage, make, clock } = setup();
    storage.setItem(TOKEN_KEY, await token('Piet', clock.now / 1000 + 60));
    const store = make();
    expect(store.getState().displayName).toBe('Piet');
    const seen: boolean[] = [];
    store.onAuthStateChanged((value) => seen.push(value));
    store.start();
    expect(seen).toEqual([true]);
  });

  it('treats an expired stored token as signed out and removes it', async () => {
    const { storage, make, clock } = setup();
    storage.setItem(TOKEN_KEY, await token('Piet', clock.now / 1000 - 1));
    const store = make();
    const seen: boolean[] = [];
    store.onAuthStateChanged((value) => seen.push(value));
    store.start();
    expect(store.getState().isAuthenticated).toBe(false);
    expect(storage.map.has(TOKEN_KEY)).toBe(false);
    expect(seen).toEqual([]);
  });

  it('signs the user out when the token expires', async () => {
    const { storage, make, clock, advance } = setup();
    const store = make();
    store.login(await token('Piet', clock.now / 1000 + 60));
    const seen: boolean[] = [];
    store.onAuthStateChanged((value) => seen.push(value));
    advance(59_000);
    expect(store.getState().isAuthenticated).toBe(true);
    advance(1_000);
    expect(store.getState().isAuthenticated).toBe(false);
    expect(storage.map.has(TOKEN_KEY)).toBe(false);
    expect(seen).toEqual([false]);
  });

  it('refuses to store an expired or unreadable token', async () => {
    const { storage, make, clock } = setup();
    const store = make();
    expect(store.login(await token('Piet', clock.now / 1000 - 5))).toBe(false);
    expect(store.login('geen-jwt')).toBe(false);
    expect(storage.map.size).toBe(0);
  });

  it('follows a token stored or removed by another tab', async () => {
    const { storage, make, clock } = setup();
    const store = make();
    const seen: boolean[] = [];
    store.onAuthStateChanged((value) => seen.push(value));
    storage.setItem(TOKEN_KEY, await token('Klaas', clock.now / 1000 + 60));
    store.refresh();
    storage.removeItem(TOKEN_KEY);
    store.refresh();
    expect(seen).toEqual([true, false]);
  });

  it('notifies React subscribers only when the state changes', async () => {
    const { make, clock } = setup();
    const store = make();
    let calls = 0;
    store.subscribe(() => calls++);
    const jwt = await token('Jan', clock.now / 1000 + 60);
    store.login(jwt);
    const first = store.getState();
    store.login(jwt);
    expect(store.getState()).toBe(first);
    expect(calls).toBe(1);
  });
});

describe('the reason of a sign-out', () => {
  it('tells a logout apart from an expired token', async () => {
    const { make, clock, advance } = setup();
    const store = make();
    store.login(await token('Jan', clock.now / 1000 + 60));
    expect(store.wasLoggedOutOnPurpose()).toBe(false);
    store.logout();
    expect(store.wasLoggedOutOnPurpose()).toBe(true);
    store.login(await token('Jan', clock.now / 1000 + 60));
    expect(store.wasLoggedOutOnPurpose()).toBe(false);
    advance(60_000);
    expect(store.getState().isAuthenticated).toBe(false);
    expect(store.wasLoggedOutOnPurpose()).toBe(false);
  });
});
