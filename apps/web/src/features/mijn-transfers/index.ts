// A participant's own transfers (issue 27, item 3): /dashboard/transfers/{deelnemerId}.
export { MijnTransfersPage } from './mijn-transfers-page';
