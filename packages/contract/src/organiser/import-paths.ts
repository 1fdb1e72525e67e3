// The spreadsheet import's kinds, columns and limits, and the paths of the import, the export and
// the backup, without zod: the web app imports this module (and only types from the schemas).

/** What a spreadsheet can bring in. */
export const IMPORT_KINDS = ['spelers', 'wedstrijden', 'deelnemers', 'spelerevents'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Dutch names of the kinds, for headings and messages. */
export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  spelers: 'Spelers',
  wedstrijden: 'Speelschema',
  deelnemers: 'Deelnemers met hun selectie',
  spelerevents: 'Spelersgebeurtenissen van een speelronde',
};

/**
 * The cells of the interest form (GET /api/info/aanmeldformulier.xlsx) every sign-up must fill
 * in. The one rule for both sides: the form's explanation names exactly these as required, and
 * the `deelnemers` import needs their columns and refuses a row that leaves one of them empty.
 */
export const AANMELD_REQUIRED_CELLS: readonly string[] = ['Naam', 'Teamnaam', 'E-mail'];

const range = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);

/**
 * The header row each kind reads (row 1 of the sheet; case and spaces around a name do not
 * matter, other columns are ignored with a warning). `deelnemers` reads the interest form of
 * GET /api/info/aanmeldformulier.xlsx as it comes back filled in.
 */
export const IMPORT_COLUMNS: Record<ImportKind, { required: string[]; optional: string[] }> = {
  spelers: {
    required: ['Naam', 'Club', 'Positie'],
    optional: ['Status', 'Beschikbaar vanaf', 'Vertrokken vanaf'],
  },
  wedstrijden: {
    required: ['Speelronde', 'Datum', 'Aftrap', 'Thuisclub', 'Uitclub'],
    optional: [],
  },
  deelnemers: {
    required: [...AANMELD_REQUIRED_CELLS, 'Keeper'],
    optional: [
      'Subcompetities',
      ...range('Verdediger', 5),
      ...range('Middenvelder', 5),
      ...range('Aanvaller', 3),
    ],
  },
  spelerevents: {
    required: ['Speler', 'Gespeeld', 'Basisplaats'],
    optional: [
      'Club',
      'Doelpunten',
      'Penaltydoelpunten',
      'Assists',
      'Eigen doelpunten',
      'Geel',
      'Tweede geel',
      'Rood',
      'Penalty gestopt',
      'Penalty gemist',
    ],
  },
};

/** The largest file accepted (its bytes, before base64). */
export const MAX_IMPORT_FILE_BYTES = 2 * 1024 * 1024;
/** The most data rows one file may hold. */
export const MAX_IMPORT_ROWS = 2000;

export const organiserImportPaths = {
  preview: (kind: ImportKind) => `/api/organiser/import/${kind}/preview`,
  commit: (kind: ImportKind) => `/api/organiser/import/${kind}`,
  /** The standings as one .xlsx workbook, a sheet per standing. */
  standenExport: '/api/organiser/export/standen.xlsx',
} as const;

export const backupPaths = {
  /** GET: the backup file (attachment). */
  download: '/api/organiser/backup',
  /** POST with the backup file as JSON body: replaces all data with it. */
  restore: '/api/organiser/backup/restore',
} as const;
