import { SPELER_STATUSSEN } from '@clubelf/contract/constants';

export { POSITIES } from '@clubelf/contract/constants';
export const STATUSSEN = SPELER_STATUSSEN;

export const STATUS_HINTS: Record<(typeof STATUSSEN)[number], string> = {
  actief: 'Op de spelerslijst bij de start van het seizoen.',
  nieuw: 'Tijdens het seizoen erbij gekomen; te kiezen vanaf de gekozen speelronde.',
  vertrokken: 'Uit de competitie vertrokken; scoort niets meer vanaf de gekozen speelronde.',
};

export const SPELER_LABELS: Record<string, string> = {
  name: 'Naam',
  clubId: 'Club',
  position: 'Positie',
  status: 'Status',
  availableFromRound: 'Te kiezen vanaf speelronde',
  departedFromRound: 'Vertrokken vanaf speelronde',
};
