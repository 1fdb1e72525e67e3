/** "Speelronde 7 is" / "Speelronde 31, 32 en 34 zijn": a Dutch list of rounds with its verb. */
export function roundList(rounds: readonly number[]): string {
  if (rounds.length === 1) return `Speelronde ${rounds[0]} is`;
  const head = rounds.slice(0, -1).join(', ');
  return `Speelronde ${head} en ${rounds[rounds.length - 1]} zijn`;
}
