/** The dashboard's sections, in the order a season is run; path under /dashboard. */
export const DASHBOARD_SECTIONS = [
  { path: '', label: 'Overzicht' },
  { path: 'seizoen', label: 'Seizoen' },
  { path: 'spelers', label: 'Clubs & spelers' },
  { path: 'speelschema', label: 'Speelschema' },
  { path: 'aanmeldingen', label: 'Aanmeldingen' },
  { path: 'deelnemers', label: 'Deelnemers' },
  { path: 'inleg', label: 'Inleg' },
  { path: 'uitslagen', label: 'Uitslagen' },
  { path: 'bulletin', label: 'Bulletin' },
  { path: 'bekers', label: 'Bekers' },
  { path: 'inhoud', label: 'Inhoud' },
  { path: 'berichten', label: 'Berichten' },
  { path: 'privacy', label: 'Privacy' },
  { path: 'import-export', label: 'Import & export' },
  { path: 'logboek', label: 'Logboek' },
  { path: 'back-up', label: 'Back-up' },
] as const;

export type DashboardSectionPath = (typeof DASHBOARD_SECTIONS)[number]['path'];

export const dashboardPath = (path: DashboardSectionPath, rest = ''): string =>
  `/dashboard${path ? `/${path}` : ''}${rest}`;

/** The wizard that starts the next season, below the Seizoen section. */
export const NEXT_SEASON_PATH = dashboardPath('seizoen', '/nieuw');
