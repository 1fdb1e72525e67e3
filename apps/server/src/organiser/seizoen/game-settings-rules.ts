// The rules between settings that a schema of one field cannot check (docs/game.md): 4 consecutive
// periods covering every speelronde, the herbstmeister round inside the season.
import type { GameSettings } from '@clubelf/engine';

/** Dutch messages, one per broken rule; empty when the settings fit a season of roundCount. */
export function gameSettingsProblems(settings: GameSettings, roundCount: number): string[] {
  const problems: string[] = [];
  const periodes = settings.periodes;
  periodes.forEach((p, i) => {
    const field = `settings.periodes.${i}`;
    if (p.nummer !== i + 1)
      problems.push(`${field}.nummer moet ${i + 1} zijn (de periodes op volgorde)`);
    if (p.fromRound > p.toRound) {
      problems.push(
        `${field}: periode ${p.nummer} moet beginnen voor of in de speelronde waarin hij eindigt`,
      );
    }
    const expectedFrom = i === 0 ? 1 : (periodes[i - 1]?.toRound ?? 0) + 1;
    if (p.fromRound !== expectedFrom) {
      problems.push(
        i === 0
          ? `${field}.fromRound moet 1 zijn: de eerste periode begint bij speelronde 1`
          : `${field}.fromRound moet ${expectedFrom} zijn: de periodes sluiten op elkaar aan`,
      );
    }
  });
  const last = periodes[periodes.length - 1];
  if (last && last.toRound !== roundCount) {
    problems.push(
      `settings.periodes.${periodes.length - 1}.toRound moet ${roundCount} zijn: de laatste periode eindigt bij de laatste speelronde`,
    );
  }
  if (settings.herbstmeisterRound > roundCount) {
    problems.push(
      `settings.herbstmeisterRound mag hoogstens ${roundCount} zijn (het aantal speelrondes)`,
    );
  }
  const doubles = settings.formations.filter((f, i) => settings.formations.indexOf(f) !== i);
  if (doubles.length > 0)
    problems.push(`settings.formations bevat ${[...new Set(doubles)].join(', ')} dubbel`);
  return problems;
}
