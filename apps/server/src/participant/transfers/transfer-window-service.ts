// Which transfer window a participant sees (issue 27): the one the organiser opened, open to
// him while its deadline is to come and its speelronde has no results; else the next one
// announced (closed, with its deadline ahead). Shared by "mijn" and the transfer routes.
import type { MijnResponse } from '@clubelf/contract';
import type { Db } from '../../db/database';
import { roundHasResults } from '../../read-model/season-repository';
import {
  announcedTransferWindow,
  openForParticipants,
  openTransferWindow,
  type OpenWindow,
} from '../../organiser/transferperiodes/transferperiode-repository';

/** The window a participant sees: the open one, else the next announced with its deadline ahead. */
export async function visibleWindow(
  db: Db,
  now: Date,
): Promise<{ window: OpenWindow; isOpen: boolean } | undefined> {
  const open = await openTransferWindow(db);
  if (open) {
    const isOpen =
      openForParticipants({ isOpen: true, sluitOp: open.sluitOp }, now) &&
      !(await roundHasResults(db, open.fromRound));
    return { window: open, isOpen };
  }
  const announced = await announcedTransferWindow(db, now);
  return announced && { window: announced, isOpen: false };
}

/** GET /api/mijn's transferperiode. */
export async function mijnTransferperiode(
  db: Db,
  now: Date,
): Promise<MijnResponse['transferperiode']> {
  const visible = await visibleWindow(db, now);
  if (!visible) return null;
  const { id, fromRound, sluitOp } = visible.window;
  return { id, fromRound, sluitOp, isOpen: visible.isOpen };
}
