// The contract's enumerations are the engine's: one list each, and this test keeps it so.
import type { Positie, ScoreEvent as EngineScoreEvent, SpelerStatus } from '@clubelf/engine';
import { POSITIES, SCORE_EVENTS, SPELER_STATUSSEN } from '@clubelf/engine';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { ScoreEvent } from './common';
import {
  positieSchema,
  puntenPerEventSchema,
  scoreEventSchema,
  spelerStatusSchema,
} from './common';

describe('contract enumerations agree with the engine', () => {
  it.each([
    ['positie', positieSchema.options, POSITIES],
    ['spelerStatus', spelerStatusSchema.options, SPELER_STATUSSEN],
    ['scoreEvent', scoreEventSchema.options, SCORE_EVENTS],
  ] as const)('%s: the same values in the same order', (_name, options, engineList) => {
    expect([...options]).toEqual([...engineList]);
  });

  it('has the same types (checked by tsc)', () => {
    expectTypeOf<z.infer<typeof positieSchema>>().toEqualTypeOf<Positie>();
    expectTypeOf<z.infer<typeof spelerStatusSchema>>().toEqualTypeOf<SpelerStatus>();
    expectTypeOf<ScoreEvent>().toEqualTypeOf<EngineScoreEvent>();
  });

  it('accepts every engine value and nothing else', () => {
    for (const p of POSITIES) expect(positieSchema.parse(p)).toBe(p);
    for (const s of SPELER_STATUSSEN) expect(spelerStatusSchema.parse(s)).toBe(s);
    for (const e of SCORE_EVENTS) expect(scoreEventSchema.parse(e)).toBe(e);
    expect(positieSchema.safeParse('keeper').success).toBe(false);
    expect(spelerStatusSchema.safeParse('gestopt').success).toBe(false);
    expect(scoreEventSchema.safeParse('owngoal').success).toBe(false);
  });

  it('points per event need every scoring event', () => {
    const all = Object.fromEntries(SCORE_EVENTS.map((e) => [e, 1]));
    expect(puntenPerEventSchema.safeParse(all).success).toBe(true);
    const { rood: _rood, ...withoutRood } = all;
    expect(puntenPerEventSchema.safeParse(withoutRood).success).toBe(false);
  });
});
