import type {
  NextSeasonRequest,
  OrganiserSeason,
  SeasonCreateRequest,
  Seizoen,
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

/** Closes the season; `voortijdig` confirms that unplayed speelrondes stay unplayed. */
export const closeSeason = (seizoenId: number, voortijdig: boolean) =>
  organiserSend<Seizoen>(organiserPaths.seizoenAfsluiten(seizoenId), 'POST', { voortijdig });

/** Starts the next season from the current, closed one, with what it carries over. */
export const startNextSeason = (body: NextSeasonRequest) =>
  organiserSend<Seizoen>(organiserPaths.seizoenen, 'POST', body);
