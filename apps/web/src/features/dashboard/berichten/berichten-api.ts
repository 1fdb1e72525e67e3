import { queryOptions } from '@tanstack/react-query';
import {
  berichtenPaths,
  type BerichtInstellingen,
  type BerichtInstellingenRequest,
  type MededelingRequest,
  type MededelingResponse,
  type OutboxResponse,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiGet } from '../../../lib/api-client';
import { organiserSend } from '../api/organiser-client';

/**
 * The outbox changes without the organiser doing anything (the sender works in the background,
 * a saved result or decision writes messages): looked at again every few seconds while open.
 */
export const outboxQuery = queryOptions({
  queryKey: ['organiser', 'berichten'],
  queryFn: ({ signal }) => apiGet<OutboxResponse>(berichtenPaths.outbox, signal),
  staleTime: 0,
  refetchInterval: 5_000,
});

export const retryBericht = (id: number) =>
  organiserSend<OutboxResponse>(berichtenPaths.opnieuw(id), 'POST');

export const sendMededeling = (body: MededelingRequest) =>
  organiserSend<MededelingResponse>(berichtenPaths.mededelingen, 'POST', body);

/** The messages' settings: the deadline reminder's hours (organiser paths, no zod here). */
export const berichtInstellingenQuery = queryOptions({
  queryKey: ['organiser', 'berichten', 'instellingen'],
  queryFn: ({ signal }) =>
    apiGet<BerichtInstellingen>(organiserPaths.berichtenInstellingen, signal),
  staleTime: 0,
});

export const saveBerichtInstellingen = (body: BerichtInstellingenRequest) =>
  organiserSend<BerichtInstellingen>(organiserPaths.berichtenInstellingen, 'PUT', body);
