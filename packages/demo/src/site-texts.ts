// The texts an organiser would have written for the demo season.

export const SEASON_NAME = 'Seizoen 2026-2027';

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
