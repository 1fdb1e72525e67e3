// A participant's card: their place in the tussenstand, total, points in the last round and
// movement, in the club's colours.
import type { RondeStatus } from '@clubelf/contract';
import type { TussenstandRow } from '@clubelf/engine';
import { box, line } from './picture-element';
import type { PictureElement } from './picture-element';
import {
  CONTENT_WIDTH,
  crest,
  DOWN,
  frame,
  INK,
  movement,
  MUTED,
  points,
  RULE,
  UP,
} from './picture-parts';
import type { PictureTheme } from './picture-parts';

const CARD_PADDING = 44;

export interface CardData {
  /** Their row of the current tussenstand (the engine's). */
  row: TussenstandRow;
  /** The standing's round (0 before the first) and how far it is played. */
  status: RondeStatus;
  /** How many take part. */
  participants: number;
}

/** "2 plaatsen gestegen", "1 plaats gezakt", "gelijk gebleven". */
export function movementText(change: number | null): string | undefined {
  if (change === null) return undefined;
  if (change === 0) return 'gelijk gebleven';
  const places = Math.abs(change) === 1 ? 'plaats' : 'plaatsen';
  return `${Math.abs(change)} ${places} ${change > 0 ? 'gestegen' : 'gezakt'}`;
}

function stat(label: string, value: string, unit: string): PictureElement {
  return box({ flexDirection: 'column', flexGrow: 1, flexBasis: 0 }, [
    box({ fontSize: 24, fontWeight: 700, color: MUTED, letterSpacing: 1 }, label.toUpperCase()),
    box({ alignItems: 'flex-end', marginTop: 6 }, [
      box({ fontSize: 64, fontWeight: 800, lineHeight: 1 }, value),
      box({ fontSize: 28, color: MUTED, marginLeft: 10, marginBottom: 6 }, unit),
    ]),
  ]);
}

export function participantCard(data: CardData, theme: PictureTheme): PictureElement {
  const { row, status, participants } = data;
  const played = status.round >= 1;
  const moved = movementText(played ? row.positionChange : null);
  const change = row.positionChange ?? 0;
  const place = `${points(row.position)}e`;
  const clubWidth = CONTENT_WIDTH - 96 - 26;
  const inner = CONTENT_WIDTH - 2 * CARD_PADDING;
  const footer = !played
    ? 'Nog geen speelronde gespeeld'
    : status.state === 'bezig'
      ? `Voorlopige stand na speelronde ${status.round}: ${status.gespeeld} van ${status.totaal} wedstrijden gespeeld`
      : `Tussenstand na speelronde ${status.round}`;
  return frame(theme, [
    box({ alignItems: 'center', width: CONTENT_WIDTH }, [
      crest(theme, 96),
      box({ flexDirection: 'column', marginLeft: 26, width: clubWidth }, [
        line({ fontSize: 30, fontWeight: 700, width: clubWidth }, theme.clubName),
        line({ fontSize: 26, opacity: 0.85, marginTop: 4, width: clubWidth }, theme.seasonName),
      ]),
    ]),
    box({
      height: 8,
      width: 160,
      backgroundColor: theme.secondary,
      borderRadius: 4,
      marginTop: 28,
    }),
    line(
      {
        fontSize: 82,
        fontWeight: 800,
        marginTop: 34,
        letterSpacing: -1,
        lineHeight: 1.1,
        width: CONTENT_WIDTH,
      },
      row.name,
    ),
    line({ fontSize: 40, opacity: 0.88, marginTop: 6, width: CONTENT_WIDTH }, row.teamName),
    box(
      {
        marginTop: 36,
        flexGrow: 1,
        flexDirection: 'column',
        justifyContent: 'center',
        backgroundColor: '#ffffff',
        color: INK,
        borderRadius: 28,
        // Satori counts a width without the padding.
        width: inner,
        padding: `34px ${CARD_PADDING}px`,
      },
      [
        box({ alignItems: 'flex-end', width: inner }, [
          box(
            {
              // "244e" fits at 200 px beside its words; "10.000e" needs less.
              fontSize: place.length <= 4 ? 200 : place.length <= 6 ? 150 : 112,
              fontWeight: 800,
              lineHeight: 0.9,
              color: theme.primary,
              letterSpacing: -6,
            },
            place,
          ),
          box(
            {
              flexDirection: 'column',
              marginLeft: 30,
              marginBottom: 10,
              flexGrow: 1,
              flexBasis: 0,
            },
            [
              box({ fontSize: 34, fontWeight: 700 }, 'in de tussenstand'),
              box(
                { fontSize: 28, color: MUTED, marginTop: 4 },
                `van ${points(participants)} deelnemers`,
              ),
              moved
                ? box({ alignItems: 'center', marginTop: 14, fontSize: 30, fontWeight: 700 }, [
                    movement(row.positionChange, 34),
                    box(
                      { marginLeft: 12, color: change > 0 ? UP : change < 0 ? DOWN : MUTED },
                      change === 0 ? moved : moved.replace(/^\d+ /, ''),
                    ),
                  ])
                : null,
            ],
          ),
        ]),
        box({ height: 2, backgroundColor: RULE, marginTop: 34, marginBottom: 30, width: inner }),
        box({ width: inner }, [
          stat('Totaal', points(row.totalScore), 'punten'),
          played ? stat(`Speelronde ${status.round}`, points(row.roundScore), 'punten') : null,
        ]),
      ],
    ),
    line({ marginTop: 22, fontSize: 25, fontWeight: 700, width: CONTENT_WIDTH }, footer),
  ]);
}
