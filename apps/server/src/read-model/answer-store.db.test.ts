// Two connections to one database, as two instances have: a write through one is heard of by
// the other without a query per request (SQLite's data_version here, PostgreSQL's
// notifications in server-pg).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listenForDataChanges } from '../db/data-change-listener';
import { changedElsewhereCheck } from '../db/database';
import type { Db } from '../db/database';
import { DATA_VERSION_CHANNEL, raiseDataVersion, readDataVersion } from './season-repository';
import { onPostgres, openTestDatabase } from '../test/test-database';
import type { OpenedTestDatabase } from '../test/test-database';

let database: OpenedTestDatabase;
beforeEach(async () => {
  database = await openTestDatabase({ count: 2 });
});
afterEach(() => database.close());

const write = (db: Db) => db.transaction().execute((trx) => raiseDataVersion(trx));
/** The check looks at most once per millisecond. */
const later = () => new Promise((resolve) => setTimeout(resolve, 3));

describe('a write through another connection', () => {
  it.skipIf(onPostgres())(
    'shows in SQLite data_version, and writes of its own do not',
    async () => {
      const [a, b] = database.connections as [Db, Db];
      const changed = changedElsewhereCheck(b)!;
      await later();
      expect(changed()).toBe(false);
      await write(a);
      await later();
      expect(changed()).toBe(true);
      await later();
      expect(changed()).toBe(false);
      await write(b);
      await later();
      expect(changed()).toBe(false);
      expect(await readDataVersion(b)).toBe(2);
    },
  );

  it.runIf(onPostgres())('is notified with its data version at the commit', async () => {
    const [a, b] = database.connections as [Db, Db];
    expect(changedElsewhereCheck(b)).toBeUndefined();
    const heard: number[] = [];
    let listening: () => void = () => {};
    const ready = new Promise<void>((resolve) => (listening = resolve));
    const listener = listenForDataChanges({
      url: database.databaseUrl!,
      channel: DATA_VERSION_CHANNEL,
      onVersion: (version) => heard.push(version),
      onListening: () => listening(),
      onError: () => undefined,
    });
    try {
      await ready;
      // A rolled back write tells nobody.
      await expect(
        a.transaction().execute(async (trx) => {
          await raiseDataVersion(trx);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await write(a);
      await write(b);
      const deadline = Date.now() + 5_000;
      while (heard.length < 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(heard).toEqual([1, 2]);
    } finally {
      await listener.close();
    }
  });
});
