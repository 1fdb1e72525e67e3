import type { Settings } from '@clubelf/contract';

/** The four flags of docs/spec.md section 3, in the order and words the organiser sees. */
export const SETTINGS_LABELS: readonly { key: keyof Settings; label: string; hint: string }[] = [
  {
    key: 'showAanmelding',
    label: 'Aanmelding tonen',
    hint: 'De kaart om je aan te melden voor het seizoen.',
  },
  {
    key: 'showCompetitieOverzichten',
    label: 'Competitieoverzichten tonen',
    hint: 'Tussenstand, wedstrijden, beker en periodetitels.',
  },
  {
    key: 'showTeamOverzichten',
    label: 'Teamoverzichten tonen',
    hint: 'Teamcompetitie en teambeker.',
  },
  {
    key: 'showSpelersOverzichten',
    label: 'Spelersoverzichten tonen',
    hint: 'De overzichten van de spelers.',
  },
];
