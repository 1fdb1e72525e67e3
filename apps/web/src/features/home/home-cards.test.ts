import { describe, expect, it } from 'vitest';
import { skeletonRows } from '../../components/states';
import { HOME_CARD_SKELETONS, homeCardIds, USUAL_HOME_CARDS } from './home-cards';

const off = {
  showAanmelding: false,
  showCompetitieOverzichten: false,
  showTeamOverzichten: false,
  showSpelersOverzichten: false,
};

describe('homeCardIds', () => {
  it('always shows the announcements, and each flag its own cards in page order', () => {
    expect(homeCardIds(off)).toEqual(['info']);
    expect(homeCardIds({ ...off, showAanmelding: true })).toEqual(['info', 'aanmelding']);
    expect(homeCardIds({ ...off, showCompetitieOverzichten: true })).toEqual([
      'info',
      'tussenstand',
      'wedstrijden',
      'beker',
      'periodetitels',
    ]);
    expect(homeCardIds({ ...off, showTeamOverzichten: true })).toEqual([
      'info',
      'teamcompetitie',
      'teambeker',
    ]);
    expect(homeCardIds({ ...off, showSpelersOverzichten: true })).toEqual(['info', 'spelers']);
  });

  it('before the settings are known, skeletons of a season in play without enrolment', () => {
    expect(USUAL_HOME_CARDS).toEqual([
      'info',
      'tussenstand',
      'wedstrijden',
      'beker',
      'periodetitels',
      'teamcompetitie',
      'teambeker',
      'spelers',
    ]);
  });
});

describe('skeleton sizes', () => {
  it('skeletonRows gives whole rows, none for nothing', () => {
    expect(skeletonRows(3)).toEqual(['text', 'text', 'text']);
    expect(skeletonRows(2, 'row')).toEqual(['row', 'row']);
    expect(skeletonRows(0)).toEqual([]);
    expect(skeletonRows(-1)).toEqual([]);
    expect(skeletonRows(2.7, 'row')).toEqual(['row', 'row']);
  });

  const count = (id: keyof typeof HOME_CARD_SKELETONS, row: string) =>
    HOME_CARD_SKELETONS[id].rows.filter((r) => r === row).length;

  it('the tables stand in with their header and the top 10, the players card with 5', () => {
    expect(count('tussenstand', 'row')).toBe(11);
    expect(count('teamcompetitie', 'row')).toBe(11);
    expect(count('spelers', 'row')).toBe(5);
    expect(count('periodetitels', 'row')).toBe(4);
    expect(count('wedstrijden', 'row')).toBe(9);
  });

  it('every card but the announcements ends in its button, and is named as the card is', () => {
    for (const [id, { rows }] of Object.entries(HOME_CARD_SKELETONS)) {
      expect(rows.at(-1) === 'button', id).toBe(id !== 'info');
    }
    expect(HOME_CARD_SKELETONS.spelers.title).toBe('Beste spelers');
  });
});
