// The engine's own result for the demo season the test database was seeded with: API values
// are checked against it.
import { generateDemoSeason } from '@clubelf/demo';
import type { DemoSeason } from '@clubelf/demo';
import { computeSeason } from '@clubelf/engine';
import type { SeasonResult } from '@clubelf/engine';

let cached: { demo: DemoSeason; result: SeasonResult } | undefined;

export function demoExpectations() {
  if (!cached) {
    const demo = generateDemoSeason();
    cached = { demo, result: computeSeason(demo) };
  }
  return cached;
}
