import { describe, expect, it } from 'vitest';
import { isLiveQuery, noticeFor } from './live-notice';

describe('noticeFor', () => {
  it('says where the chosen participant stands when they moved', () => {
    expect(noticeFor('Jan Jansen', 6, 4)).toEqual({
      text: 'Bijgewerkt · Jan Jansen staat nu 4e (▲\u00a02)',
      trend: 'up',
    });
    expect(noticeFor('Jan Jansen', 4, 7)).toEqual({
      text: 'Bijgewerkt · Jan Jansen staat nu 7e (▼\u00a03)',
      trend: 'down',
    });
  });

  it('says only "Bijgewerkt" when nobody is chosen, nothing moved or a position is unknown', () => {
    const plain = { text: 'Bijgewerkt', trend: null };
    expect(noticeFor(null, 3, 1)).toEqual(plain);
    expect(noticeFor('Jan Jansen', 4, 4)).toEqual(plain);
    expect(noticeFor('Jan Jansen', undefined, 4)).toEqual(plain);
    expect(noticeFor('Jan Jansen', 4, undefined)).toEqual(plain);
  });
});

describe('isLiveQuery', () => {
  it("leaves the dashboard's queries and the closed seasons' answers alone", () => {
    expect(isLiveQuery(['standen', 'tussenstand', 'vanaf', 0, 50])).toBe(true);
    expect(isLiveQuery(['summary', 'tussenstand'])).toBe(true);
    expect(isLiveQuery(['organiser', 'uitslag', 3])).toBe(false);
    expect(isLiveQuery(['seizoen', 2, 'standen', 'tussenstand'])).toBe(false);
  });
});
