import type {
  InlegBetalingRequest,
  InlegBulkBetalingRequest,
  InlegHerinnering,
  InlegInstellingenRequest,
  InlegOverzicht,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { downloadOrganiserFile, organiserSend } from './organiser-client';

/** The entry fees: amount, every participant paid or open, totals (asked afresh). */
export const inlegQuery = queryOptions({
  queryKey: ['organiser', 'inleg'],
  queryFn: ({ signal }) => apiGet<InlegOverzicht>(organiserPaths.inleg, signal),
  staleTime: 0,
});

/** The reminder text for everyone still open. */
export const inlegHerinneringQuery = queryOptions({
  queryKey: ['organiser', 'inleg', 'herinnering'],
  queryFn: ({ signal }) => apiGet<InlegHerinnering>(organiserPaths.inlegHerinnering, signal),
  staleTime: 0,
});

export const inlegApi = {
  instellen: (body: InlegInstellingenRequest) =>
    organiserSend<InlegOverzicht>(organiserPaths.inleg, 'PUT', body),
  betaald: (deelnemerId: number, body: InlegBetalingRequest) =>
    organiserSend<InlegOverzicht>(organiserPaths.inlegBetaling(deelnemerId), 'PUT', body),
  betaaldMeerdere: (body: InlegBulkBetalingRequest) =>
    organiserSend<InlegOverzicht>(organiserPaths.inlegBetalingen, 'POST', body),
  open: (deelnemerId: number) =>
    organiserSend<InlegOverzicht>(organiserPaths.inlegBetaling(deelnemerId), 'DELETE'),
  exporteren: () => downloadOrganiserFile(organiserPaths.inlegExport, 'inleg.xlsx'),
};
