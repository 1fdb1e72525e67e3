import { describe, expect, it } from 'vitest';
import { currentGroupKey, menuGroups } from './menu-groups';

const allOn = {
  showAanmelding: true,
  showCompetitieOverzichten: true,
  showTeamOverzichten: true,
  showSpelersOverzichten: true,
};
const ronde = (id: number, name: string) => ({
  id,
  name,
  speelronde: id,
  isFinished: false,
  state: '',
});

describe('menuGroups', () => {
  it('lists the eight groups of the spec in order, then the history, when every flag is on', () => {
    const groups = menuGroups({ settings: allOn, bekerRondes: [], teambekerRondes: [] });
    expect(groups.map((g) => g.label)).toEqual([
      'Standen',
      'Beker',
      'Periodetitels',
      'Spelers',
      'Teambeker',
      'Teamstanden',
      'Deelnemer',
      'Info',
      'Historie',
    ]);
    expect(groups.at(-1)?.links).toEqual([
      { to: '/erelijst', label: 'Erelijst' },
      { to: '/archief', label: 'Archief: alle seizoenen' },
    ]);
  });

  it('takes the cup links from the lists of rounds', () => {
    const groups = menuGroups({
      settings: allOn,
      bekerRondes: [ronde(3, 'Voorronde'), ronde(4, 'Achtste finale')],
      teambekerRondes: [ronde(9, 'Halve finale')],
    });
    expect(groups.find((g) => g.key === 'beker')?.links.slice(1)).toEqual([
      { to: '/beker/3', label: 'Voorronde' },
      { to: '/beker/4', label: 'Achtste finale' },
    ]);
    expect(groups.find((g) => g.key === 'teambeker')?.links[1]).toEqual({
      to: '/teambeker/9',
      label: 'Halve finale',
    });
  });

  it('hides the groups whose flag is off, and the matches link with the competition', () => {
    const groups = menuGroups({
      settings: { ...allOn, showCompetitieOverzichten: false, showSpelersOverzichten: false },
      bekerRondes: [],
      teambekerRondes: [],
    });
    expect(groups.map((g) => g.key)).toEqual([
      'teambeker',
      'teamstanden',
      'deelnemer',
      'info',
      'historie',
    ]);
    expect(groups.find((g) => g.key === 'info')?.links.map((l) => l.to)).toEqual([
      '/info/reglement',
    ]);
  });

  it('shows only the always-present groups while the settings load', () => {
    const groups = menuGroups({
      settings: undefined,
      bekerRondes: undefined,
      teambekerRondes: undefined,
    });
    expect(groups.map((g) => g.key)).toEqual(['deelnemer', 'info', 'historie']);
  });

  it('keeps every link of an archived season inside it, with every overview shown', () => {
    const groups = menuGroups({
      settings: undefined,
      bekerRondes: [ronde(3, 'Finale')],
      teambekerRondes: [],
      seizoen: 2,
    });
    expect(groups.map((g) => g.key)).toEqual([
      'standen',
      'beker',
      'periodetitels',
      'spelers',
      'teambeker',
      'teamstanden',
      'deelnemer',
      'info',
      'historie',
    ]);
    const links = groups.flatMap((g) => g.links.map((l) => l.to));
    expect(links).toContain('/archief/2/standen/tussenstand');
    expect(links).toContain('/archief/2/beker/3');
    expect(links).toContain('/archief/2/info/wedstrijden');
    expect(links.filter((to) => !to.startsWith('/archief/2/'))).toEqual([
      '/erelijst',
      '/archief',
      '/archief/2',
    ]);
  });
});

describe('currentGroupKey', () => {
  const current = menuGroups({ settings: allOn, bekerRondes: [], teambekerRondes: [] });
  const archived = menuGroups({
    settings: allOn,
    bekerRondes: [],
    teambekerRondes: [],
    seizoen: 1,
  });

  it('marks the group of the page', () => {
    expect(currentGroupKey(current, '/beker/3')).toBe('beker');
    expect(currentGroupKey(current, '/teambeker/3')).toBe('teambeker');
    expect(currentGroupKey(current, '/erelijst')).toBe('historie');
    expect(currentGroupKey(current, '/personen/12')).toBe('historie');
    expect(currentGroupKey(current, '/home')).toBeNull();
  });

  it('in the archive marks the section, and the history only on the season itself', () => {
    expect(currentGroupKey(archived, '/archief/1/standen/tussenstand')).toBe('standen');
    expect(currentGroupKey(archived, '/archief/1/deelnemers/scores')).toBe('deelnemer');
    expect(currentGroupKey(archived, '/archief/1')).toBe('historie');
    expect(currentGroupKey(archived, '/archief')).toBe('historie');
  });
});
