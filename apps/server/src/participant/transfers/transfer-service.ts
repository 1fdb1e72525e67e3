// A participant's own transfers (issue 27, item 3; decision 028): while the organiser's window is
// open and its deadline (sluitOp) is to come, the participant swaps players of his own team, one
// at a time, checked and stored by the organiser's own transfer service (the same rules and
// Dutch messages); he may undo his own until the deadline. After it, every write answers 409
// naming the deadline in Dutch time; the organiser can still correct them.
import type {
  MijnTransferCheckRequest,
  MijnTransferperiode,
  MijnTransferRequest,
  MijnTransfersResponse,
  RegelCheck,
} from '@clubelf/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { refused } from '../../http/conflict';
import { dutchMoment } from '../../lib/league-time';
import { getDeelnemer } from '../../organiser/deelnemers/deelnemer-repository';
import {
  addTransfers,
  checkNewTransfers,
  requireOpenWindow,
  undoTransfer,
} from '../../organiser/deelnemers/transfer-service';
import { participantTransferField } from '../../organiser/deelnemers/transfer-fields';
import { requireSeason } from '../../organiser/seizoen/season-state';
import type { OpenWindow } from '../../organiser/transferperiodes/transferperiode-repository';
import { persoonOfDeelnemer } from '../mijn/mijn-repository';
import { NOT_YOUR_TEAM } from '../mijn/mijn-service';
import { participantWrite } from '../participant-write';
import { visibleWindow } from './transfer-window-service';
import { findTransfer, transfersOfWindow } from './transfer-repository';

/**
 * The team is the person's own: 404 for no such participant, 403 for another's. The routes ask
 * it before anything else (transfer-routes.ts), so another's team learns nothing, not even
 * whether a body would be valid.
 */
export async function requireOwnTeam(
  db: Db,
  persoonId: number,
  deelnemerId: number,
): Promise<void> {
  const owner = await persoonOfDeelnemer(db, deelnemerId);
  if (owner === undefined) throw new HttpError(404, 'not_found', 'Deze deelnemer bestaat niet.');
  if (owner !== persoonId) throw new HttpError(403, 'forbidden', NOT_YOUR_TEAM);
}

/**
 * The open window a participant may write in now, or 409: none open, its speelronde has results,
 * no deadline (the organiser enters this window's transfers), or the deadline has passed.
 */
async function requireParticipantWindow(db: Db, now: Date): Promise<OpenWindow> {
  const window = await requireOpenWindow(db);
  if (window.sluitOp === null) {
    throw refused(
      'In deze transferperiode voert de organisatie de transfers in; vraag haar om je transfer.',
    );
  }
  if (now.toISOString() >= window.sluitOp) {
    throw refused(
      `De transferdeadline was ${dutchMoment(window.sluitOp)} (Nederlandse tijd); je transfers vanaf speelronde ${window.fromRound} staan vast. Vraag de organisatie als er iets niet klopt.`,
    );
  }
  return window;
}

export async function transferState(
  app: FastifyInstance,
  deelnemerId: number,
): Promise<MijnTransfersResponse> {
  const [season, deelnemer, visible] = await Promise.all([
    requireSeason(app.db),
    getDeelnemer(app.db, deelnemerId),
    visibleWindow(app.db, app.clock()),
  ]);
  let transferperiode: MijnTransferperiode | null = null;
  let transfers: MijnTransfersResponse['transfers'] = [];
  if (visible) {
    const { id, fromRound, sluitOp } = visible.window;
    transferperiode = {
      id,
      fromRound,
      sluitOp,
      isOpen: visible.isOpen,
      maxTransfers: season.settings.maxTransfers,
    };
    transfers = (await transfersOfWindow(app.db, deelnemerId, fromRound)).map((t) => ({
      id: t.id,
      playerOutId: t.playerOutId,
      playerInId: t.playerInId,
      fromRound: t.fromRound,
      doorOrganisator: t.door !== 'deelnemer',
    }));
  }
  return {
    deelnemerId,
    name: deelnemer.name,
    teamName: deelnemer.teamName,
    version: deelnemer.version,
    selectie: deelnemer.currentSelectie,
    transferperiode,
    used: transfers.length,
    transfers,
  };
}

/** The live check: the rules one swap breaks, without writing. */
export async function checkTransfer(
  app: FastifyInstance,
  deelnemerId: number,
  pair: MijnTransferCheckRequest,
): Promise<RegelCheck> {
  await requireParticipantWindow(app.db, app.clock());
  const { fouten } = await checkNewTransfers(app.db, deelnemerId, [pair]);
  return { valid: fouten.length === 0, fouten };
}

export async function makeTransfer(
  app: FastifyInstance,
  request: FastifyRequest,
  deelnemerId: number,
  body: MijnTransferRequest,
): Promise<void> {
  const pair = { playerOutId: body.playerOutId, playerInId: body.playerInId };
  await participantWrite(app, request, async (trx) => {
    await requireParticipantWindow(trx, app.clock());
    const { deelnemer, fromRound } = await addTransfers(
      trx,
      deelnemerId,
      body.version,
      [pair],
      'deelnemer',
      participantTransferField,
    );
    return {
      value: undefined,
      audit: {
        action: 'transfer.deelnemer.aanmaken',
        summary: `Transfer van ${deelnemer.name} zelf vanaf speelronde ${fromRound}`,
        details: { deelnemerId, fromRound, transfers: [pair] },
      },
    };
  });
}

/** Undoes one of his own transfers of the open window, before its deadline. */
export async function undoOwnTransfer(
  app: FastifyInstance,
  request: FastifyRequest,
  deelnemerId: number,
  transferId: number,
  version: number,
): Promise<void> {
  await participantWrite(app, request, async (trx) => {
    const window = await requireParticipantWindow(trx, app.clock());
    const stored = await findTransfer(trx, deelnemerId, transferId);
    if (!stored) throw notFound(`Deze transfer (${transferId}) bestaat niet bij je team.`);
    if (stored.fromRound !== window.fromRound) {
      throw refused(
        `Deze transfer hoort bij de transferperiode vanaf speelronde ${stored.fromRound} en staat vast.`,
      );
    }
    if (stored.door !== 'deelnemer') {
      throw refused(
        'Deze transfer heeft de organisatie voor je ingevoerd; vraag haar om hem terug te draaien.',
      );
    }
    const { deelnemer, transfer } = await undoTransfer(trx, deelnemerId, transferId, version);
    return {
      value: undefined,
      audit: {
        action: 'transfer.deelnemer.verwijderen',
        summary: `Transfer van ${deelnemer.name} (vanaf speelronde ${transfer.fromRound}) door hemzelf teruggedraaid`,
        details: { deelnemerId, transfer },
      },
    };
  });
}
