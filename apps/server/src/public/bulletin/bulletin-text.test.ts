import { describe, expect, it } from 'vitest';
import { beweging, bulletinText, MAX_DUELS, opsomming, plain } from './bulletin-text';
import type { BulletinInput, BulletinRow } from './bulletin-text';

const row = (position: number, name: string, score: number, teamName = 'Vak M'): BulletinRow => ({
  position,
  name,
  teamName,
  score,
});

function input(overrides: Partial<BulletinInput> = {}): BulletinInput {
  return {
    round: 12,
    roundCount: 34,
    clubName: 'De Trouwe Fans',
    seasonName: 'Seizoen 2026-2027',
    state: 'gespeeld',
    gespeeld: 9,
    totaal: 9,
    rondeTop: [row(1, 'Anna', 56), row(2, 'Bram', 49), row(3, 'Cor', 47)],
    tussenstandTop: [
      { ...row(1, 'Dirk', 1234), positionChange: 0 },
      { ...row(2, 'Eva', 1200), positionChange: 2 },
      { ...row(3, 'Anna', 1190), positionChange: -1 },
      { ...row(4, 'Fleur', 1100), positionChange: null },
    ],
    stijgers: [{ name: 'Gijs', teamName: 'Vak M', change: 15, position: 20 }],
    dalers: [{ name: 'Hans', teamName: 'Vak M', change: -9, position: 40 }],
    bekers: [],
    periode: {
      nummer: 2,
      fromRound: 10,
      toRound: 17,
      isDecided: false,
      leaders: [row(1, 'Eva', 150)],
    },
    spelersVanDeRonde: [{ name: 'Milan Visser', clubName: 'RKSV Valkensteyn', points: 15 }],
    ...overrides,
  };
}

describe('the round bulletin text', () => {
  it('has every section of a played round, in order, separated by an empty line', () => {
    expect(bulletinText(input())).toBe(
      [
        '*Speelronde 12*',
        '_De Trouwe Fans · Seizoen 2026-2027_',
        '',
        '🏆 *Rondewinnaar: Anna (Vak M)* met 56 punten',
        '',
        '*Top 3 van de ronde*',
        '1. Anna (Vak M) – 56',
        '2. Bram (Vak M) – 49',
        '3. Cor (Vak M) – 47',
        '',
        '*Tussenstand*',
        '1. Dirk (Vak M) – 1.234\u00a0=',
        '2. Eva (Vak M) – 1.200\u00a0▲2',
        '3. Anna (Vak M) – 1.190\u00a0▼1',
        '4. Fleur (Vak M) – 1.100\u00a0nieuw',
        '',
        '📈 Grootste stijger: Gijs (Vak M) naar plaats 20 (▲15)',
        '📉 Grootste daler: Hans (Vak M) naar plaats 40 (▼9)',
        '',
        '*Periode 2* _(speelronde 10 t/m 17)_',
        'Leider: Eva (Vak M) met 150 punten',
        '',
        '⚽ *Speler van de ronde:* Milan Visser (RKSV Valkensteyn) met 15 punten',
      ].join('\n'),
    );
  });

  it('names every winner of a shared first place', () => {
    const text = bulletinText(
      input({ rondeTop: [row(1, 'Anna', 45), row(1, 'Bram', 45), row(3, 'Cor', 43)] }),
    );
    expect(text).toContain('🏆 *Rondewinnaars: Anna (Vak M) en Bram (Vak M)* met 45 punten');
    expect(text).toContain('1. Bram (Vak M) – 45\n3. Cor (Vak M) – 43');
  });

  it('crowns nobody in a round where nobody scored', () => {
    const text = bulletinText(
      input({
        rondeTop: [row(1, 'Anna', 0), row(1, 'Bram', 0)],
        stijgers: [],
        dalers: [],
        spelersVanDeRonde: [],
      }),
    );
    expect(text).toContain('_Nog niemand scoorde punten in deze speelronde._');
    expect(text).not.toContain('🏆');
    expect(text).not.toContain('Top 3');
    expect(text).not.toContain('Grootste');
    expect(text).not.toContain('⚽');
  });

  it('says nothing of the cups in a week without a cup round', () => {
    const text = bulletinText(input({ bekers: [] }));
    expect(text).not.toContain('Beker');
  });

  it('lists decided duels, winner first, with how a tie was decided', () => {
    const text = bulletinText(
      input({
        bekers: [
          {
            kind: 'beker',
            name: 'Kwartfinale',
            isFinished: true,
            duels: [
              {
                winner: 'Anna',
                loser: 'Bram',
                winnerScore: 50,
                loserScore: 40,
                decidedBy: 'score',
              },
              {
                winner: 'Cor',
                loser: 'Dirk',
                winnerScore: 30,
                loserScore: 30,
                decidedBy: 'totaal',
              },
              {
                winner: 'Eva',
                loser: 'Fleur',
                winnerScore: 30,
                loserScore: 30,
                decidedBy: 'loting',
              },
            ],
          },
          {
            kind: 'teambeker',
            name: 'Halve finale',
            isFinished: true,
            duels: [
              {
                winner: 'Vak M',
                loser: 'De Zuidtribune',
                winnerScore: 25.04,
                loserScore: 1023.25,
                decidedBy: 'score',
              },
            ],
          },
        ],
      }),
    );
    expect(text).toContain(
      [
        '*Beker, Kwartfinale*',
        'Anna – Bram (50\u00a0–\u00a040)',
        'Cor – Dirk (30\u00a0–\u00a030, beslist op totaalscore)',
        'Eva – Fleur (30\u00a0–\u00a030, beslist door loting)',
        '',
        '*Teambeker, Halve finale*',
        'Vak M – De Zuidtribune (25,0\u00a0–\u00a01.023,3)',
      ].join('\n'),
    );
  });

  it('lists a big cup round in part, and an undecided one as such', () => {
    const duels = Array.from({ length: MAX_DUELS + 3 }, (_, i) => ({
      winner: `W${i}`,
      loser: `L${i}`,
      winnerScore: 2,
      loserScore: 1,
      decidedBy: 'score' as const,
    }));
    const text = bulletinText(
      input({
        state: 'bezig',
        gespeeld: 4,
        bekers: [
          { kind: 'beker', name: 'Eerste ronde', isFinished: true, duels },
          { kind: 'teambeker', name: 'Finale', isFinished: false, duels: [] },
        ],
      }),
    );
    expect(text).toContain(
      `W${MAX_DUELS - 1} – L${MAX_DUELS - 1} (2\u00a0–\u00a01)\n_… en nog 3 duels (zie de site)_`,
    );
    expect(text).not.toContain(`W${MAX_DUELS} `);
    expect(text).toContain('*Teambeker, Finale*\n_Nog niet beslist: de speelronde is nog bezig._');
  });

  it('calls the standing after the last round of the season the final one', () => {
    expect(bulletinText(input({ round: 34 }))).toContain('*Eindstand*\n1. Dirk (Vak M)');
    expect(bulletinText(input({ round: 34, state: 'bezig' }))).toContain(
      '*Voorlopige tussenstand*',
    );
  });

  it('marks a round in progress as provisional', () => {
    const text = bulletinText(input({ state: 'bezig', gespeeld: 4, totaal: 9 }));
    expect(text).toContain(
      '_Voorlopig: 4 van 9 wedstrijden gespeeld, de stand kan nog veranderen._',
    );
    expect(text).toContain('🏆 *Voorlopige rondewinnaar: Anna (Vak M)*');
    expect(text).toContain('*Voorlopige tussenstand*');
  });

  it('names several period leaders, and the winners once the period is decided', () => {
    const leaders = [row(1, 'Anna', 109), row(1, 'Bram', 109)];
    const periode = { nummer: 3, fromRound: 18, toRound: 26, isDecided: false, leaders };
    expect(bulletinText(input({ periode }))).toContain(
      'Leiders: Anna (Vak M) en Bram (Vak M) met 109 punten',
    );
    expect(bulletinText(input({ periode: { ...periode, isDecided: true } }))).toContain(
      'Periodewinnaars: Anna (Vak M) en Bram (Vak M) met 109 punten',
    );
    expect(bulletinText(input({ periode: { ...periode, leaders: [] } }))).toContain(
      '_Nog geen punten in deze periode._',
    );
    expect(bulletinText(input({ periode: null }))).not.toContain('Periode');
  });

  it('names several climbers, players of the round, and caps long lists', () => {
    const text = bulletinText(
      input({
        stijgers: ['A', 'B', 'C', 'D', 'E'].map((name, i) => ({
          name,
          teamName: '',
          change: 7,
          position: 10 + i,
        })),
        spelersVanDeRonde: [
          { name: 'X', clubName: 'FC Een', points: 12 },
          { name: 'Y', clubName: 'FC Twee', points: 12 },
        ],
        tussenstandTop: Array.from({ length: 10 }, (_, i) => ({
          ...row(1, `N${i}`, 100),
          positionChange: 0,
        })),
      }),
    );
    expect(text).toContain(
      '📈 Grootste stijgers: A naar plaats 10, B naar plaats 11, C naar plaats 12 en 2 anderen, elk ▲7',
    );
    expect(text).toContain('⚽ *Spelers van de ronde:* X (FC Een) en Y (FC Twee) met 12 punten');
    expect(text).toContain('1. N7 (Vak M) – 100\u00a0=\n_… en 2 anderen_');
  });

  it('keeps markup characters in names from turning into markup', () => {
    expect(plain('*Ster*_team_~x~`y`')).toBe('∗Ster∗‗team‗∼x∼ˋyˋ');
    const text = bulletinText(input({ rondeTop: [row(1, '*Anna*', 56, '_Vak_')] }));
    expect(text).toContain('🏆 *Rondewinnaar: ∗Anna∗ (‗Vak‗)* met 56 punten');
  });

  it('words lists and movements the Dutch way', () => {
    expect(opsomming(['A'])).toBe('A');
    expect(opsomming(['A', 'B'])).toBe('A en B');
    expect(opsomming(['A', 'B', 'C'])).toBe('A, B en C');
    expect(opsomming(['A', 'B', 'C', 'D'])).toBe('A, B, C en 1 ander');
    expect([beweging(3), beweging(-2), beweging(0), beweging(null)]).toEqual([
      '▲3',
      '▼2',
      '=',
      'nieuw',
    ]);
  });
});
