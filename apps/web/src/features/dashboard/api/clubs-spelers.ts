import type {
  ClubCreateRequest,
  ClubUpdateRequest,
  OrganiserClub,
  OrganiserSpeler,
  SpelerCreateRequest,
  SpelerUpdateRequest,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { recordWrites } from './organiser-client';

/** The league's clubs: create, update (rename) and remove. */
export const clubApi = recordWrites<OrganiserClub, ClubCreateRequest, ClubUpdateRequest>(
  organiserPaths.clubs,
  organiserPaths.club,
);

/** The league's players: create, update and remove. */
export const spelerApi = recordWrites<OrganiserSpeler, SpelerCreateRequest, SpelerUpdateRequest>(
  organiserPaths.spelers,
  organiserPaths.speler,
);
