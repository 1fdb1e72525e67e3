import type {
  Huisstijl,
  HuisstijlColoursRequest,
  Settings,
  SiteContent,
  SiteContentUpdateRequest,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { organiserSend } from './organiser-client';

/** The settings flags: what visitors see. */
export const saveSettings = (settings: Settings) =>
  organiserSend<unknown>(apiPaths.settings, 'PUT', settings);

/** The site's texts. */
export const updateContent = (body: SiteContentUpdateRequest) =>
  organiserSend<SiteContent>(organiserPaths.inhoud, 'PUT', body);

/** The club's colours (checked for readability by the server). */
export const saveHuisstijlColours = (body: HuisstijlColoursRequest) =>
  organiserSend<Huisstijl>(organiserPaths.huisstijlKleuren, 'PUT', body);

/** The club's crest: the file itself is the body; the server checks and resizes it. */
export const uploadCrest = (file: Blob) =>
  organiserSend<Huisstijl>(organiserPaths.huisstijlWapen, 'PUT', file);

export const removeCrest = () => organiserSend<Huisstijl>(organiserPaths.huisstijlWapen, 'DELETE');
