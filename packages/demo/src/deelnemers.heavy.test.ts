// The demo's participants at 100,000 (the heavy tier: a benchmark-sized run, docs/decisions/023).
import { createRandom } from '@clubelf/engine';
import { describe, expect, it } from 'vitest';
import { createDeelnemers } from './deelnemers';

describe('createDeelnemers', () => {
  it('scales to 100,000 participants with unique names and about N/6 teams', () => {
    const big = createDeelnemers(100_000, createRandom(6));
    expect(new Set(big.deelnemers.map((d) => d.name)).size).toBe(100_000);
    expect(new Set(big.teams.map((t) => t.name)).size).toBe(big.teams.length);
    expect(big.teams.length).toBe(Math.round(100_000 / 6));
    expect(new Set(big.emails.values()).size).toBe(100_000);
  });
});
