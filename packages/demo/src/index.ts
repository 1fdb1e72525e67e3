export * from './types';
// generate-season.ts: generateDemoSeason(options?: DemoOptions): DemoSeason (deterministic)
