import { describe, expect, it } from 'vitest';
import { skeletonRows } from '../../components/states';
import { HOME_CARD_SKELETONS, homeCardIds, usualHomeCards } from './home-cards';

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
      'ronde',
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

  it('opens with the own participant when one is chosen, else with the latest round', () => {
    const competitie = { ...off, showCompetitieOverzichten: true };
    expect(homeCardIds(competitie, true).slice(0, 2)).toEqual(['eigen', 'info']);
    expect(homeCardIds(competitie, false).slice(0, 2)).toEqual(['ronde', 'info']);
    // Without the competition shown, neither: they are standings.
    expect(homeCardIds({ ...off, showAanmelding: true }, true)).toEqual(['info', 'aanmelding']);
  });

  it('before the settings are known, skeletons of a season in play without enrolment', () => {
    const rest = [
      'info',
      'tussenstand',
      'wedstrijden',
      'beker',
      'periodetitels',
      'teamcompetitie',
      'teambeker',
      'spelers',
    ];
    expect(usualHomeCards(false)).toEqual(['ronde', ...rest]);
    expect(usualHomeCards(true)).toEqual(['eigen', ...rest]);
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
    expect(count('eigen', 'row')).toBe(3);
  });

  it('every card but the announcements ends in its button, and is named as the card is', () => {
    for (const [id, { rows }] of Object.entries(HOME_CARD_SKELETONS)) {
      expect(rows.at(-1) === 'button', id).toBe(id !== 'info');
    }
    expect(HOME_CARD_SKELETONS.spelers.title).toBe('Beste spelers');
    expect(HOME_CARD_SKELETONS.eigen.title).toBe('Jouw Superelf');
    expect(HOME_CARD_SKELETONS.ronde.title).toBe('Laatste speelronde');
  });
});
