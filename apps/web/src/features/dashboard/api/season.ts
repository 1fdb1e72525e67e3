import type {
  OrganiserSeason,
  SeasonCreateRequest,
  SeasonUpdateRequest,
  Transferperiode,
  TransferperiodeCreateRequest,
  TransferperiodeUpdateRequest,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { organiserSend, recordWrites } from './organiser-client';

/** Starts a season with the default rules. */
export const createSeason = (body: SeasonCreateRequest) =>
  organiserSend<OrganiserSeason>(organiserPaths.seizoen, 'POST', body);

/** The season's name and game settings. */
export const updateSeason = (body: SeasonUpdateRequest) =>
  organiserSend<OrganiserSeason>(organiserPaths.seizoen, 'PUT', body);

/** The transfer windows: create, update (open or close) and remove. */
export const transferperiodeApi = recordWrites<
  Transferperiode,
  TransferperiodeCreateRequest,
  TransferperiodeUpdateRequest
>(organiserPaths.transferperiodes, organiserPaths.transferperiode);
