// The competition engine: docs/game.md as pure functions over plain data. No I/O, no clock.
export * from './types';
export * from './results';
export * from './settings';
export * from './random';
export * from './ranking';
export * from './punten';
export * from './selectie';
export * from './selectie-transfers';
export * from './beker';
export * from './season';
export * from './stand-after-round';
export * from './name-order';
export * from './erelijst';
export * from './rounds-per-deelnemer';
export * from './compact-standing';
export * from './season-from';
