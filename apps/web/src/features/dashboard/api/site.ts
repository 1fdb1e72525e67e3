import type { Settings, SiteContent, SiteContentUpdateRequest } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { organiserSend } from './organiser-client';

/** The settings flags: what visitors see. */
export const saveSettings = (settings: Settings) =>
  organiserSend<unknown>(apiPaths.settings, 'PUT', settings);

/** The site's texts. */
export const updateContent = (body: SiteContentUpdateRequest) =>
  organiserSend<SiteContent>(organiserPaths.inhoud, 'PUT', body);
