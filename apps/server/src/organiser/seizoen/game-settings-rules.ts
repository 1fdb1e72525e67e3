// The rules between settings that a schema of one field cannot check (docs/game.md): 4 consecutive
// periods covering every speelronde, the herbstmeister round inside the season.
import type { GameSettings } from '@clubelf/engine';
import type { FieldProblem } from '../../http/errors';

/** Dutch messages, one per broken rule; empty when the settings fit a season of roundCount. */
export function gameSettingsProblems(settings: GameSettings, roundCount: number): string[] {
  return gameSettingsFieldProblems(settings, roundCount).map((p) => p.message);
}

/** The same problems, each with the field it is about (the form shows it there). */
export function gameSettingsFieldProblems(
  settings: GameSettings,
  roundCount: number,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const at = (field: string, message: string) => problems.push({ field, message });
  const periodes = settings.periodes;
  periodes.forEach((p, i) => {
    const field = `settings.periodes.${i}`;
    if (p.nummer !== i + 1)
      at(`${field}.nummer`, `${field}.nummer moet ${i + 1} zijn (de periodes op volgorde)`);
    if (p.fromRound > p.toRound) {
      at(
        field,
        `${field}: periode ${p.nummer} moet beginnen voor of in de speelronde waarin hij eindigt`,
      );
    }
    const expectedFrom = i === 0 ? 1 : (periodes[i - 1]?.toRound ?? 0) + 1;
    if (p.fromRound !== expectedFrom) {
      at(
        `${field}.fromRound`,
        i === 0
          ? `${field}.fromRound moet 1 zijn: de eerste periode begint bij speelronde 1`
          : `${field}.fromRound moet ${expectedFrom} zijn: de periodes sluiten op elkaar aan`,
      );
    }
  });
  const last = periodes[periodes.length - 1];
  if (last && last.toRound !== roundCount) {
    at(
      `settings.periodes.${periodes.length - 1}.toRound`,
      `settings.periodes.${periodes.length - 1}.toRound moet ${roundCount} zijn: de laatste periode eindigt bij de laatste speelronde`,
    );
  }
  if (settings.herbstmeisterRound > roundCount) {
    at(
      'settings.herbstmeisterRound',
      `settings.herbstmeisterRound mag hoogstens ${roundCount} zijn (het aantal speelrondes)`,
    );
  }
  const doubles = settings.formations.filter((f, i) => settings.formations.indexOf(f) !== i);
  if (doubles.length > 0)
    at(
      'settings.formations',
      `settings.formations bevat ${[...new Set(doubles)].join(', ')} dubbel`,
    );
  return problems;
}
