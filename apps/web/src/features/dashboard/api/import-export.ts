import type {
  BackupFile,
  ImportCommit,
  ImportPreview,
  ImportResult,
  ImportUpload,
  RestoreResult,
} from '@clubelf/contract';
import {
  backupPaths,
  organiserImportPaths,
  type ImportKind,
} from '@clubelf/contract/organiser/import-paths';
import { apiPaths } from '@clubelf/contract/paths';
import { downloadOrganiserFile, organiserSend } from './organiser-client';

// Spreadsheets in and out, and the backup.

export const previewImport = (kind: ImportKind, body: ImportUpload) =>
  organiserSend<ImportPreview>(organiserImportPaths.preview(kind), 'POST', body);

export const commitImport = (kind: ImportKind, body: ImportCommit) =>
  organiserSend<ImportResult>(organiserImportPaths.commit(kind), 'POST', body);

/** The standings of season `seizoenId` (an earlier, closed one), else of the current season. */
export const downloadStandenExport = (seizoenId?: number) =>
  downloadOrganiserFile(
    seizoenId === undefined
      ? organiserImportPaths.standenExport
      : `${organiserImportPaths.standenExport}?seizoen=${seizoenId}`,
    'standen.xlsx',
  );

export const downloadAanmeldformulier = () =>
  downloadOrganiserFile(apiPaths.aanmeldformulier, 'aanmeldformulier.xlsx');

export const downloadBackup = () =>
  downloadOrganiserFile(backupPaths.download, 'clubelf-backup.json');

export const restoreBackup = (file: BackupFile) =>
  organiserSend<RestoreResult>(backupPaths.restore, 'POST', file);
