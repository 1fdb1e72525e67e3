import type {
  OrganiserWedstrijd,
  Uitslag,
  UitslagRequest,
  WedstrijdCreateRequest,
  WedstrijdUpdateRequest,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { organiserSend, recordWrites } from './organiser-client';

/** The schedule's matches: create, update and remove. */
export const wedstrijdApi = recordWrites<
  OrganiserWedstrijd,
  WedstrijdCreateRequest,
  WedstrijdUpdateRequest
>(organiserPaths.wedstrijden, organiserPaths.wedstrijd);

/** A match's result and events. */
export const saveUitslag = (wedstrijdId: number, body: UitslagRequest) =>
  organiserSend<Uitslag>(organiserPaths.uitslag(wedstrijdId), 'PUT', body);
