/** Dutch names of the season's fields, for the messages of a refused save. */
export const SEASON_LABELS: Record<string, string> = {
  name: 'Naam van het seizoen',
  roundCount: 'Aantal speelrondes',
  settings: 'Spelregels',
  'settings.scoreTable': 'Puntentabel',
  'settings.cardPoints.geel': 'Kaartpunten geel',
  'settings.cardPoints.tweedeGeel': 'Kaartpunten tweede geel',
  'settings.cardPoints.rood': 'Kaartpunten rood',
  'settings.formations': 'Opstellingen',
  'settings.maxPerClub': 'Maximaal spelers per club',
  'settings.maxTransfers': 'Maximaal aantal transfers',
  'settings.periodes': 'Periodes',
  'settings.teamMinDeelnemers': 'Minimaal deelnemers per team',
  'settings.herbstmeisterRound': 'Laatste speelronde van de eerste helft',
  'settings.missedRounds': 'Laatkomers krijgen voor gemiste speelrondes',
};

/** docs/game.md's formations: the choice the organiser starts from. */
export const STANDARD_FORMATIONS = ['3-4-3', '3-5-2', '4-3-3', '4-4-2', '4-5-1', '5-3-2', '5-4-1'];

/** Four periods of consecutive rounds, as even as possible (34 -> 1-9, 10-17, 18-26, 27-34). */
export function evenPeriodes(roundCount: number) {
  const ends = [1, 2, 3, 4].map((i) => Math.ceil((i * roundCount) / 4));
  return ends.map((toRound, i) => ({
    nummer: i + 1,
    fromRound: i === 0 ? 1 : ends[i - 1]! + 1,
    toRound,
  }));
}
