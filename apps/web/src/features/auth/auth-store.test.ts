import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAuthStore } from './auth-store';
import { OTHER_ROLE_TOKEN_KEY, TOKEN_KEY } from './token-storage';

const key = new TextEncoder().encode('k'.repeat(32));
const token = (name: string, expSeconds: number) =>
  new SignJWT({ name })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('1')
    .setExpirationTime(expSeconds)
    .sign(key);
/** A participant's token (issue 27): the role claim and a person as subject. */
const participantToken = (name: string, expSeconds: number) =>
  new SignJWT({ name, rol: 'deelnemer' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('persoon:4')
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
      otherRole: null,
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
      otherRole: null,
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
    expect(store.getState()).toEqual({
      isAuthenticated: false,
      displayName: null,
      role: null,
      otherRole: null,
    });
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

describe('a person who is both organiser and participant (issue 27)', () => {
  it('keeps the organiser signed in beside a participant sign-in, and switches between the two', async () => {
    const { storage, make, clock } = setup();
    const store = make();
    const organiser = await token('Jan Organisator', clock.now / 1000 + 3600);
    const participant = await participantToken('Jan Deelnemer', clock.now / 1000 + 3600);
    store.login(organiser);
    const seen: boolean[] = [];
    store.onAuthStateChanged((value) => seen.push(value));

    expect(store.login(participant)).toBe(true);
    expect(store.getState()).toEqual({
      isAuthenticated: true,
      displayName: 'Jan Deelnemer',
      role: 'participant',
      otherRole: 'organiser',
    });
    // Requests carry the shown role's token, under the key they always read.
    expect(store.getToken()).toBe(participant);
    expect(storage.map.get(TOKEN_KEY)).toBe(participant);
    expect(storage.map.get(OTHER_ROLE_TOKEN_KEY)).toBe(organiser);

    expect(store.switchRole('organiser')).toBe(true);
    expect(store.getState()).toMatchObject({ role: 'organiser', otherRole: 'participant' });
    expect(store.getToken()).toBe(organiser);
    expect(store.switchRole('participant')).toBe(true);
    expect(store.getToken()).toBe(participant);
    expect(seen).toEqual([true, true, true]);
  });

  it("replaces a role's token by a new one of that role and keeps the other role", async () => {
    const { storage, make, clock } = setup();
    const store = make();
    const organiser = await token('Jan', clock.now / 1000 + 3600);
    store.login(organiser);
    store.login(await participantToken('Piet', clock.now / 1000 + 3600));
    // The participant signs in again, say by a new link: still one token per role.
    const again = await participantToken('Piet', clock.now / 1000 + 7200);
    store.login(again);
    expect(storage.map.get(TOKEN_KEY)).toBe(again);
    expect(storage.map.get(OTHER_ROLE_TOKEN_KEY)).toBe(organiser);
    // The organiser's own sign-in (a new password) while shown as participant parks the participant.
    const newOrganiser = await token('Jan', clock.now / 1000 + 7200);
    store.login(newOrganiser);
    expect(storage.map.get(TOKEN_KEY)).toBe(newOrganiser);
    expect(storage.map.get(OTHER_ROLE_TOKEN_KEY)).toBe(again);
    expect(storage.map.size).toBe(2);
  });

  it('offers no switch with one role, and refuses a switch to a role not held', async () => {
    const { storage, make, clock } = setup();
    const store = make();
    const organiser = await token('Jan', clock.now / 1000 + 3600);
    store.login(organiser);
    expect(store.getState().otherRole).toBeNull();
    expect(store.switchRole('participant')).toBe(false);
    expect(store.getToken()).toBe(organiser);
    expect(storage.map.has(OTHER_ROLE_TOKEN_KEY)).toBe(false);
  });

  it('drops only the role whose token expires', async () => {
    const { storage, make, clock, advance } = setup();
    const store = make();
    const organiser = await token('Jan', clock.now / 1000 + 3600);
    store.login(organiser);
    store.login(await participantToken('Piet', clock.now / 1000 + 60));
    const seen: boolean[] = [];
    store.onAuthStateChanged((value) => seen.push(value));
    // The participant's (shown) token ends first: the organiser stays signed in.
    advance(60_000);
    expect(store.getState()).toEqual({
      isAuthenticated: true,
      displayName: 'Jan',
      role: 'organiser',
      otherRole: null,
    });
    expect(store.getToken()).toBe(organiser);
    expect(storage.map.has(OTHER_ROLE_TOKEN_KEY)).toBe(false);
    expect(seen).toEqual([true]);
  });

  it('drops the other role when its token expires and keeps the shown one', async () => {
    const { storage, make, clock, advance } = setup();
    const store = make();
    store.login(await token('Jan', clock.now / 1000 + 60));
    const participant = await participantToken('Piet', clock.now / 1000 + 3600);
    store.login(participant);
    advance(60_000);
    expect(store.getState()).toMatchObject({ role: 'participant', otherRole: null });
    expect(store.getToken()).toBe(participant);
    expect(storage.map.has(OTHER_ROLE_TOKEN_KEY)).toBe(false);
    expect(store.switchRole('organiser')).toBe(false);
  });

  it('signs out of both roles at once', async () => {
    const { storage, make, clock } = setup();
    const store = make();
    store.login(await token('Jan', clock.now / 1000 + 3600));
    store.login(await participantToken('Piet', clock.now / 1000 + 3600));
    store.logout();
    expect(storage.map.size).toBe(0);
    expect(store.getState()).toEqual({
      isAuthenticated: false,
      displayName: null,
      role: null,
      otherRole: null,
    });
    expect(store.switchRole('organiser')).toBe(false);
  });

  it('keeps a token stored by the version before the switch signed in, as its role', async () => {
    // That version kept one token under "token", the key the shown role's token still uses.
    const { storage, make, clock } = setup();
    const participant = await participantToken('Piet', clock.now / 1000 + 3600);
    storage.setItem(TOKEN_KEY, participant);
    const store = make();
    expect(store.getState()).toEqual({
      isAuthenticated: true,
      displayName: 'Piet',
      role: 'participant',
      otherRole: null,
    });
    const organiser = await token('Jan', clock.now / 1000 + 3600);
    store.login(organiser);
    expect(store.getState()).toMatchObject({ role: 'organiser', otherRole: 'participant' });
    expect(storage.map.get(OTHER_ROLE_TOKEN_KEY)).toBe(participant);
  });

  it('on load, makes a held other role the shown one when the shown token has expired', async () => {
    const { storage, make, clock } = setup();
    storage.setItem(TOKEN_KEY, await token('Jan', clock.now / 1000 - 1));
    const participant = await participantToken('Piet', clock.now / 1000 + 3600);
    storage.setItem(OTHER_ROLE_TOKEN_KEY, participant);
    const store = make();
    expect(store.getState()).toMatchObject({ role: 'participant', otherRole: null });
    expect(storage.map.get(TOKEN_KEY)).toBe(participant);
    expect(storage.map.has(OTHER_ROLE_TOKEN_KEY)).toBe(false);
  });

  it('follows a switch made in another tab', async () => {
    const { storage, make, clock } = setup();
    const store = make();
    const organiser = await token('Jan', clock.now / 1000 + 3600);
    const participant = await participantToken('Piet', clock.now / 1000 + 3600);
    store.login(organiser);
    store.login(participant);
    storage.setItem(TOKEN_KEY, organiser);
    storage.setItem(OTHER_ROLE_TOKEN_KEY, participant);
    store.refresh();
    expect(store.getState()).toMatchObject({ role: 'organiser', otherRole: 'participant' });
  });
});
