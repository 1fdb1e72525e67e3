import { defaultGameSettings } from '@clubelf/engine';
import { describe, expect, it } from 'vitest';
import { gameSettingsProblems } from './game-settings-rules';

describe('gameSettingsProblems', () => {
  it('accepts the defaults for any round count', () => {
    for (const rounds of [4, 17, 34, 60])
      expect(gameSettingsProblems(defaultGameSettings(rounds), rounds)).toEqual([]);
  });

  it('names overlapping, out-of-order and short periods', () => {
    const settings = defaultGameSettings(34);
    settings.periodes = [
      { nummer: 1, fromRound: 2, toRound: 9 },
      { nummer: 3, fromRound: 9, toRound: 17 },
      { nummer: 2, fromRound: 18, toRound: 16 },
      { nummer: 4, fromRound: 17, toRound: 30 },
    ];
    expect(gameSettingsProblems(settings, 34)).toEqual([
      'settings.periodes.0.fromRound moet 1 zijn: de eerste periode begint bij speelronde 1',
      'settings.periodes.1.nummer moet 2 zijn (de periodes op volgorde)',
      'settings.periodes.1.fromRound moet 10 zijn: de periodes sluiten op elkaar aan',
      'settings.periodes.2.nummer moet 3 zijn (de periodes op volgorde)',
      'settings.periodes.2: periode 2 moet beginnen voor of in de speelronde waarin hij eindigt',
      'settings.periodes.3.toRound moet 34 zijn: de laatste periode eindigt bij de laatste speelronde',
    ]);
  });

  it('names a herbstmeister round after the season and a formation listed twice', () => {
    const settings = {
      ...defaultGameSettings(20),
      herbstmeisterRound: 21,
      formations: ['4-3-3', '4-4-2', '4-3-3'],
    };
    expect(gameSettingsProblems(settings, 20)).toEqual([
      'settings.herbstmeisterRound mag hoogstens 20 zijn (het aantal speelrondes)',
      'settings.formations bevat 4-3-3 dubbel',
    ]);
  });
});
