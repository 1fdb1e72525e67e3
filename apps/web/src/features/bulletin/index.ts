// The round bulletin (issue 14): a played round's WhatsApp-ready text, shown with a copy button
// and a share link under a round's matches and on the organiser's Bulletin page.
export { BulletinBlok } from './bulletin-blok';
