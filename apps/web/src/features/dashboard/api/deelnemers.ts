import type {
  DeelnemerCreateRequest,
  DeelnemerUpdateRequest,
  OrganiserDeelnemer,
  RegelCheck,
  SelectieCheckRequest,
  SelectieRequest,
  TransfersCheckRequest,
  TransfersRequest,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { organiserSend, recordWrites } from './organiser-client';

/** The participants: create, update and remove. */
export const deelnemerApi = recordWrites<
  OrganiserDeelnemer,
  DeelnemerCreateRequest,
  DeelnemerUpdateRequest
>(organiserPaths.deelnemers, organiserPaths.deelnemer);

export const saveSelectie = (deelnemerId: number, body: SelectieRequest) =>
  organiserSend<OrganiserDeelnemer>(organiserPaths.selectie(deelnemerId), 'PUT', body);

/** The engine's rules on a selection being put together (nothing is stored). */
export const checkSelectie = (body: SelectieCheckRequest) =>
  organiserSend<RegelCheck>(organiserPaths.selectieCheck, 'POST', body);

export const saveTransfers = (deelnemerId: number, body: TransfersRequest) =>
  organiserSend<OrganiserDeelnemer>(organiserPaths.transfers(deelnemerId), 'POST', body);

export const undoTransfer = (deelnemerId: number, transferId: number, version: number) =>
  organiserSend<unknown>(
    organiserPaths.withVersion(organiserPaths.transfer(deelnemerId, transferId), version),
    'DELETE',
  );

/** The engine's rules on transfers being put together (nothing is stored). */
export const checkTransfers = (deelnemerId: number, body: TransfersCheckRequest) =>
  organiserSend<RegelCheck>(organiserPaths.transfersCheck(deelnemerId), 'POST', body);
