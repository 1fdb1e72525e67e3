import type { BekerRondeCreateRequest, BekerRondeDetail } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { organiserSend } from './organiser-client';

// The cups: drawing a round and undoing a draw.

export const drawBekerronde = (body: BekerRondeCreateRequest) =>
  organiserSend<BekerRondeDetail>(organiserPaths.bekerrondes, 'POST', body);

export const undoBekerronde = (id: number) =>
  organiserSend<unknown>(organiserPaths.bekerronde(id), 'DELETE');
