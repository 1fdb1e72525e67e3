// The texts an organiser would have written for the demo season.

/** The year the demo's current season starts in (its calendar: calendar.ts). */
export const CURRENT_SEASON_START = 2026;

/** 'Seizoen 2024-2025' for the season starting in 2024. */
export function seasonNameFrom(startYear: number): string {
  return `Seizoen ${startYear}-${startYear + 1}`;
}

export const SEASON_NAME = seasonNameFrom(CURRENT_SEASON_START);

export const CLUB_NAME = 'Supportersvereniging De Trouwe Fans';

export const MAIN_MESSAGE =
  'Welkom bij de superelf van Supportersvereniging De Trouwe Fans! Ook dit seizoen strijden ' +
  'onze leden met hun eigen elftal om de eer, de beker en natuurlijk de periodetitels. ' +
  'Na elke speelronde verwerken we de uitslagen zo snel mogelijk, meestal al op maandagavond. ' +
  'Kies bovenaan je eigen naam om jouw selectie overal terug te vinden. De wintertransfers ' +
  'gaan in vanaf speelronde 18. Veel plezier en tot ziens in het stadion!';

export const REGLEMENT_EXTRA_TEXT = [
  '## Inleg en prijzen',
  '',
  'De inleg is **€ 10** per deelnemer. De prijzen worden uitgereikt op de seizoensafsluiting in de kantine.',
  '',
  '- Winnaar tussenstand: de wisseltrofee en een dinerbon',
  '- Bekerwinnaar en periodewinnaars: een waardebon voor de supportersshop',
  '- Teamcompetitie: een taart voor het hele team',
  '',
  'Vragen? Spreek iemand van het bestuur aan of mail naar [superelf@example.org](mailto:superelf@example.org).',
].join('\n');

export const SITE_SETTINGS = {
  showAanmelding: true,
  showCompetitieOverzichten: true,
  showTeamOverzichten: true,
  showSpelersOverzichten: true,
};
