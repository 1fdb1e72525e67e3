import type { BekerRondeResult, SeasonResult } from '@clubelf/engine';
import { describe, expect, it } from 'vitest';
import type { AnswerContext } from '../../read-model/answer-context';
import { bekerStateText, currentBekerRonde } from './beker-answers';

const ronde = (
  id: number,
  kind: 'beker' | 'teambeker',
  sequence: number,
  isFinished: boolean,
): BekerRondeResult => ({
  id,
  kind,
  sequence,
  name: `Ronde ${sequence}`,
  speelronde: 10 + sequence,
  isFinished,
  duels: [],
  byes: [],
  advancing: [],
});

const context = (bekerRondes: BekerRondeResult[]) =>
  ({ result: { bekerRondes } as unknown as SeasonResult }) as AnswerContext;

describe('bekerStateText', () => {
  it('says when a drawn round will be played, and when a round was played', () => {
    expect(bekerStateText({ isFinished: false, speelronde: 12 })).toBe(
      'Loting bekend: wordt gespeeld in speelronde 12',
    );
    expect(bekerStateText({ isFinished: true, speelronde: 12 })).toBe('Gespeeld in speelronde 12');
  });
});

describe('currentBekerRonde', () => {
  it('is null before the first draw', () => {
    expect(currentBekerRonde(context([]), 'beker')).toBeNull();
    expect(currentBekerRonde(context([ronde(1, 'teambeker', 1, true)]), 'beker')).toBeNull();
  });

  it('is the latest drawn round of that cup', () => {
    const rondes = [
      ronde(3, 'beker', 2, false),
      ronde(1, 'beker', 1, true),
      ronde(2, 'teambeker', 1, true),
    ];
    expect(currentBekerRonde(context(rondes), 'beker')).toEqual({
      id: 3,
      name: 'Ronde 2',
      speelronde: 12,
      isFinished: false,
      state: 'Loting bekend: wordt gespeeld in speelronde 12',
    });
    expect(currentBekerRonde(context(rondes), 'teambeker')?.id).toBe(2);
  });
});
