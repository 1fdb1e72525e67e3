export * from './types';
export {
  DEFAULT_DEELNEMER_COUNT,
  DEFAULT_PLAYED_ROUNDS,
  DEFAULT_SEED,
  generateDemoSeason,
} from './generate-season';
export { DEFAULT_HISTORY_SEASONS, generateDemoHistory } from './history';
export type { HistoryOptions } from './history';
