import { describe, expect, it } from 'vitest';
import { readBackup } from './backup-summary';

describe('readBackup', () => {
  it('counts the tables and rows of a backup', () => {
    const text = JSON.stringify({
      format: 'clubelf-backup',
      formatVersion: 1,
      createdAt: '2026-01-02T03:04:05.000Z',
      migrations: ['0001'],
      tables: { club: [{ id: 1 }, { id: 2 }], speler: [{ id: 1 }] },
    });
    expect(readBackup(text)).toMatchObject({
      ok: true,
      createdAt: '2026-01-02T03:04:05.000Z',
      tables: 2,
      rows: 3,
    });
  });

  it('names what is wrong with another file', () => {
    expect(readBackup('niet json')).toEqual({
      ok: false,
      message: 'Dit bestand is geen back-up: het is geen JSON.',
    });
    expect(readBackup('{"format":"iets"}')).toEqual({
      ok: false,
      message: 'Dit bestand is geen back-up van deze site.',
    });
    expect(readBackup('{"format":"clubelf-backup"}')).toEqual({
      ok: false,
      message: 'Deze back-up is onvolledig.',
    });
    expect(readBackup('null').ok).toBe(false);
  });
});
