// The site as a whole: its settings flags, name and season, messages and the interest form.
export { fetchAanmeldformulier, infoMessagesQuery, settingsQuery, siteInfoQuery } from './api';
export { AanmeldformulierButton } from './aanmeldformulier-button';
