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

export const downloadStandenExport = () =>
  downloadOrganiserFile(organiserImportPaths.standenExport, 'standen.xlsx');

export const downloadAanmeldformulier = () =>
  downloadOrganiserFile(apiPaths.aanmeldformulier, 'aanmeldformulier.xlsx');

export const downloadBackup = () =>
  downloadOrganiserFile(backupPaths.download, 'clubelf-backup.json');

export const restoreBackup = (file: BackupFile) =>
  organiserSend<RestoreResult>(backupPaths.restore, 'POST', file);
