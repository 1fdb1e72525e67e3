// The round's picture: the tussenstand's top 10 after the round, with each one's points in the
// round, total and movement, in the club's colours.
import type { RondeStatus, RondeWinnaar } from '@clubelf/contract';
import type { TussenstandRow } from '@clubelf/engine';
import { box, line } from './picture-element';
import type { PictureElement } from './picture-element';
import {
  CONTENT_WIDTH,
  frame,
  heading,
  INK,
  movement,
  MUTED,
  points,
  provisionalNote,
  RULE,
} from './picture-parts';
import type { PictureTheme } from './picture-parts';

export const ROUND_PICTURE_ROWS = 10;

export interface RoundPictureData {
  round: number;
  status: RondeStatus;
  /** The standing after the round, best first (at most ROUND_PICTURE_ROWS). */
  rows: TussenstandRow[];
  winners: RondeWinnaar[];
}

const CARD_PADDING = { left: 20, right: 28 };
/** The width of a row inside the white card. */
const ROW_WIDTH = CONTENT_WIDTH - CARD_PADDING.left - CARD_PADDING.right;
const COLUMN = { position: 76, movement: 84, round: 120, total: 150 };
const NAME_WIDTH = ROW_WIDTH - COLUMN.position - COLUMN.movement - COLUMN.round - COLUMN.total;
const NAME_GAP = 12;

function headerRow(): PictureElement {
  const label = { fontSize: 22, fontWeight: 700, color: MUTED, letterSpacing: 1 };
  return box(
    { width: ROW_WIDTH, height: 48, alignItems: 'center', borderBottom: `2px solid ${RULE}` },
    [
      box({ ...label, width: COLUMN.position }, '#'),
      box({ ...label, width: NAME_WIDTH }, 'DEELNEMER'),
      box({ ...label, width: COLUMN.movement, justifyContent: 'center' }, '±'),
      box({ ...label, width: COLUMN.round, justifyContent: 'flex-end' }, 'RONDE'),
      box({ ...label, width: COLUMN.total, justifyContent: 'flex-end' }, 'TOTAAL'),
    ],
  );
}

function standingRow(row: TussenstandRow, theme: PictureTheme, last: boolean): PictureElement {
  const podium = row.position <= 3;
  return box(
    {
      width: ROW_WIDTH,
      height: 67,
      alignItems: 'center',
      borderBottom: last ? 'none' : `1px solid ${RULE}`,
    },
    [
      box({ width: COLUMN.position, alignItems: 'center' }, [
        box(
          {
            width: 50,
            height: 50,
            borderRadius: 25,
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 28,
            fontWeight: 800,
            backgroundColor: podium ? theme.primary : 'transparent',
            color: podium ? '#ffffff' : INK,
          },
          String(row.position),
        ),
      ]),
      box({ flexDirection: 'column', width: NAME_WIDTH, paddingRight: NAME_GAP }, [
        line(
          { fontSize: 29, fontWeight: 700, lineHeight: 1.15, width: NAME_WIDTH - NAME_GAP },
          row.name,
        ),
        line(
          { fontSize: 21, color: MUTED, lineHeight: 1.2, width: NAME_WIDTH - NAME_GAP },
          row.teamName,
        ),
      ]),
      box({ width: COLUMN.movement, justifyContent: 'center' }, movement(row.positionChange, 26)),
      box(
        { width: COLUMN.round, justifyContent: 'flex-end', fontSize: 27, color: MUTED },
        `+${points(row.roundScore)}`,
      ),
      box(
        { width: COLUMN.total, justifyContent: 'flex-end', fontSize: 31, fontWeight: 800 },
        points(row.totalScore),
      ),
    ],
  );
}

/** Who scored most (the points first, so a long list of names is what gets cut off). */
function footer(data: RoundPictureData): PictureElement {
  const { status, winners } = data;
  const best = winners[0]?.score ?? 0;
  const names = winners.map((w) => w.name);
  const text =
    status.state !== 'gespeeld'
      ? provisionalNote(status.gespeeld, status.totaal)
      : names.length > 0
        ? `Hoogste score, ${points(best)} punten: ${names.slice(0, -1).join(', ')}${names.length > 1 ? ' en ' : ''}${names.at(-1)}`
        : 'Niemand scoorde punten in deze ronde';
  return box({ marginTop: 22, alignItems: 'center', fontSize: 26 }, [
    line({ width: CONTENT_WIDTH, fontWeight: 700 }, text),
  ]);
}

export function roundPicture(data: RoundPictureData, theme: PictureTheme): PictureElement {
  return frame(theme, [
    heading(theme, `Speelronde ${data.round}`),
    box(
      {
        marginTop: 28,
        flexGrow: 1,
        flexDirection: 'column',
        backgroundColor: '#ffffff',
        color: INK,
        borderRadius: 24,
        // Satori counts a width without the padding.
        width: ROW_WIDTH,
        padding: `6px ${CARD_PADDING.right}px 8px ${CARD_PADDING.left}px`,
      },
      [
        headerRow(),
        ...data.rows.map((row, i) => standingRow(row, theme, i === data.rows.length - 1)),
      ],
    ),
    footer(data),
  ]);
}
