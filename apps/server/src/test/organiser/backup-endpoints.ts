// The backup download and restore in the shared table of organiser endpoints
// (organiser/test/organiser-endpoints.ts): each bad input answered 400, nothing written.
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, backupPaths } from '@clubelf/contract';
import { MIGRATION_NAMES } from '../../db/migrate';
import type { OrganiserEndpoint } from './endpoint-types';

export function backupEndpoints(): OrganiserEndpoint[] {
  // Passes the file's schema, but its empty table list would be refused (when brought forward
  // from 0001-season): no variant of it can ever replace the data.
  const body = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: '2026-11-21T10:00:00.000Z',
    migrations: ['0001-season'],
    tables: {},
  };
  return [
    { name: 'backup.download', method: 'GET', path: backupPaths.download, bad: [] },
    {
      name: 'backup.restore',
      method: 'POST',
      path: backupPaths.restore,
      body,
      fieldVariants: true,
      bad: [
        {
          label: 'other format',
          body: { ...body, format: 'excel' },
          message: 'format moet een van deze waarden zijn',
        },
        {
          label: 'newer format version',
          body: { ...body, formatVersion: 2 },
          message: 'Back-upformaat versie 2 wordt niet ondersteund',
        },
        {
          label: 'version fraction',
          body: { ...body, formatVersion: 1.5 },
          message: 'formatVersion moet een geheel getal zijn',
        },
        {
          label: 'createdAt too long',
          body: { ...body, createdAt: 'x'.repeat(41) },
          message: 'createdAt mag hoogstens 40 tekens hebben',
        },
        {
          label: 'too many migrations',
          body: { ...body, migrations: Array(1001).fill('0001-season') },
          message: 'migrations mag hoogstens 1000 elementen hebben',
        },
        {
          label: 'newer database version',
          body: { ...body, migrations: [...MIGRATION_NAMES, '9999-toekomst'] },
          message: 'De back-up hoort bij databaseversie 9999-toekomst, nieuwer dan',
        },
        {
          label: 'unknown database version',
          body: { ...body, migrations: ['0001-iets-anders'] },
          message:
            'De back-up hoort bij databaseversie 0001-iets-anders, die deze server niet kent',
        },
        {
          label: 'older version without its tables',
          body,
          message: 'De back-up is ongeldig: Tabel season ontbreekt in de back-up',
        },
        {
          label: 'rows not a list',
          body: { ...body, tables: { club: 'geen' } },
          message: 'tables.club moet een lijst zijn',
        },
        {
          label: 'cell of a wrong type',
          body: { ...body, tables: { club: [{ id: 1, name: { tekst: 'FC' } }] } },
          message: 'tables.club.0.name',
        },
      ],
    },
  ];
}
