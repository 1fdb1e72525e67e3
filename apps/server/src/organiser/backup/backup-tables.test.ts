import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedTestDatabase } from '../../test/test-database';
import { openTestDatabase } from '../../test/test-database';
import { BACKUP_TABLES, databaseColumns, NOT_BACKED_UP } from './backup-tables';

let opened: OpenedTestDatabase;
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(() => opened.close());

describe('what a backup holds', () => {
  it('decides for every table of the database: in the backup, or rebuilt', async () => {
    // A migration that adds a table fails this until the table is put in one of the lists.
    const tables = [...(await databaseColumns(opened.connections[0]!)).keys()].sort();
    const decided = [...BACKUP_TABLES.map((t) => t.name), ...NOT_BACKED_UP].sort();
    expect(tables).toEqual(decided);
  });
});
