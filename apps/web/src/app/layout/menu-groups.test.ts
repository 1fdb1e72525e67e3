import { describe, expect, it } from 'vitest';
import { menuGroups } from './menu-groups';

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
  it('lists the eight groups of the spec in order when every flag is on', () => {
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
    expect(groups.map((g) => g.key)).toEqual(['teambeker', 'teamstanden', 'deelnemer', 'info']);
    expect(groups.at(-1)?.links.map((l) => l.to)).toEqual(['/info/reglement']);
  });

  it('shows only the always-present groups while the settings load', () => {
    const groups = menuGroups({
      settings: undefined,
      bekerRondes: undefined,
      teambekerRondes: undefined,
    });
    expect(groups.map((g) => g.key)).toEqual(['deelnemer', 'info']);
  });
});
