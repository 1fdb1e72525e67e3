import type {
  AanmeldingenGeweigerd,
  AanmeldingInstellingen,
  AanmeldingOpen,
  OrganiserAanmelding,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { aanmeldingPaths } from '@clubelf/contract/paths';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { organiserSend } from './organiser-client';

/** The season's enrolments, newest first, each checked against today's data (asked afresh). */
export const aanmeldingenQuery = queryOptions({
  queryKey: ['organiser', 'aanmeldingen'],
  queryFn: ({ signal }) => apiGet<OrganiserAanmelding[]>(organiserPaths.aanmeldingen, signal),
  staleTime: 0,
});

export const aanmeldingInstellingenQuery = queryOptions({
  queryKey: ['organiser', 'aanmeldingen', 'instellingen'],
  queryFn: ({ signal }) =>
    apiGet<AanmeldingInstellingen>(organiserPaths.aanmeldingInstellingen, signal),
  staleTime: 0,
});

/** Whether the public form takes enrolments today, as a visitor would be told. */
export const aanmeldingOpenQuery = queryOptions({
  queryKey: ['organiser', 'aanmeldingen', 'open'],
  queryFn: ({ signal }) => apiGet<AanmeldingOpen>(aanmeldingPaths.open, signal),
  staleTime: 0,
});

/** Every decision names the version it saw: 409 when someone else decided first. */
export const aanmeldingApi = {
  instellen: (body: AanmeldingInstellingen) =>
    organiserSend<AanmeldingInstellingen>(organiserPaths.aanmeldingInstellingen, 'PUT', body),
  /** `start`: from which speelronde he counts (issue 26); absent: the first not yet begun. */
  accepteren: (
    a: OrganiserAanmelding,
    start: { vanafRonde?: number; eerderBevestigd?: boolean } = {},
  ) =>
    organiserSend<OrganiserAanmelding>(organiserPaths.aanmeldingAccepteren(a.id), 'POST', {
      version: a.version,
      ...start,
    }),
  wijziging: (a: OrganiserAanmelding, notitie: string) =>
    organiserSend<OrganiserAanmelding>(organiserPaths.aanmeldingWijziging(a.id), 'POST', {
      version: a.version,
      notitie,
    }),
  weigeren: (a: OrganiserAanmelding, notitie: string) =>
    organiserSend<OrganiserAanmelding>(organiserPaths.aanmeldingWeigeren(a.id), 'POST', {
      version: a.version,
      ...(notitie.trim() ? { notitie: notitie.trim() } : {}),
    }),
  /** Several at once, each at the version seen: all or none. */
  weigerenMeerdere: (list: readonly OrganiserAanmelding[], notitie: string) =>
    organiserSend<AanmeldingenGeweigerd>(organiserPaths.aanmeldingenWeigeren, 'POST', {
      aanmeldingen: list.map((a) => ({ id: a.id, version: a.version })),
      ...(notitie.trim() ? { notitie: notitie.trim() } : {}),
    }),
};
