// The competition engine: GAME.md as pure functions over plain data. No I/O, no clock.
export * from './types';
export * from './results';
// Implemented by the modules below (one rule per module, tests beside them):
//   settings.ts      defaultGameSettings(roundCount): GameSettings (GAME.md defaults)
//   random.ts        createRandom(seed): () => number in [0, 1) (deterministic, for demo and tests)
//   ranking.ts       rankShared(...) shared-competition positions (1, 2, 2, 4), ties ordered by name
//   punten.ts        playerMatchPoints(events, wedstrijd, position, scoreTable): { points, perEvent }
//   selectie.ts      validateSelectie(...), selectieForRound(...), validateTransfers(...)
//   beker.ts         drawBekerRonde(entrants, random), bekerRondeName(fieldSize, isVoorronde)
//   season.ts        computeSeason(input: SeasonInput): SeasonResult
