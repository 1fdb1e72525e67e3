import type {
  PrivacyActieResultaat,
  PrivacyInstellingen,
  PrivacyInstellingenRequest,
  PrivacyZoekResultaat,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { downloadOrganiserFile, organiserSend } from './organiser-client';

/** Who an action is about: a person, or someone who only enrolled (by address). */
export type PrivacyWie = { persoonId: number } | { email: string };

export const privacyInstellingenQuery = queryOptions({
  queryKey: ['organiser', 'privacy'],
  queryFn: ({ signal }) => apiGet<PrivacyInstellingen>(organiserPaths.privacy, signal),
  staleTime: 0,
});

export const privacyZoekQuery = (zoek: string) =>
  queryOptions({
    queryKey: ['organiser', 'privacy', 'personen', zoek],
    queryFn: ({ signal }) =>
      apiGet<PrivacyZoekResultaat[]>(
        `${organiserPaths.privacyPersonen}?zoek=${encodeURIComponent(zoek)}`,
        signal,
      ),
    staleTime: 0,
  });

const query = (wie: PrivacyWie) =>
  'persoonId' in wie ? `persoonId=${wie.persoonId}` : `email=${encodeURIComponent(wie.email)}`;

export const privacyApi = {
  instellen: (body: PrivacyInstellingenRequest) =>
    organiserSend<PrivacyInstellingen>(organiserPaths.privacy, 'PUT', body),
  exporteren: (wie: PrivacyWie) =>
    downloadOrganiserFile(`${organiserPaths.privacyExport}?${query(wie)}`, 'gegevens.json'),
  wissen: (wie: PrivacyWie) =>
    organiserSend<PrivacyActieResultaat>(organiserPaths.privacyWissen, 'POST', wie),
  /** With hernoemTeams: the teams named after them that others play in too are renamed as well. */
  anonimiseren: (wie: PrivacyWie, hernoemTeams = false) =>
    organiserSend<PrivacyActieResultaat>(
      organiserPaths.privacyAnonimiseren,
      'POST',
      hernoemTeams ? { ...wie, hernoemTeams: true } : wie,
    ),
};
