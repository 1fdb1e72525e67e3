import { describe, expect, it } from 'vitest';
import { fontRuns, PICTURE_FONT, pictureFonts } from './picture-fonts';

describe('fontRuns', () => {
  it('keeps Latin text in one run of the Latin family', () => {
    expect(fontRuns('Özlem de Vries-Bakker 1.234')).toEqual([
      { family: PICTURE_FONT, text: 'Özlem de Vries-Bakker 1.234' },
    ]);
  });

  it('sets letters of another subset in that subset’s family', () => {
    expect(fontRuns('Łukasz Żółć')).toEqual([
      { family: `${PICTURE_FONT} latin-ext`, text: 'Ł' },
      { family: PICTURE_FONT, text: 'ukasz ' },
      { family: `${PICTURE_FONT} latin-ext`, text: 'Ż' },
      { family: PICTURE_FONT, text: 'ó' },
      { family: `${PICTURE_FONT} latin-ext`, text: 'łć' },
    ]);
    expect(fontRuns('Иван').map((r) => r.family)).toEqual([`${PICTURE_FONT} cyrillic`]);
  });

  it('leaves out what no subset holds', () => {
    expect(fontRuns('FC 🍺 Bier')).toEqual([{ family: PICTURE_FONT, text: 'FC  Bier' }]);
  });

  it('has a font for every family and weight the pictures use', () => {
    const names = new Set(pictureFonts().map((f) => `${f.name} ${f.weight}`));
    for (const weight of [400, 700, 800]) expect(names).toContain(`${PICTURE_FONT} ${weight}`);
    expect(pictureFonts().every((f) => f.data.toString('latin1', 0, 4) === 'wOFF')).toBe(true);
  });
});
