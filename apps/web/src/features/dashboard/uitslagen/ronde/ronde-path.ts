import { dashboardPath } from '../../layout/sections';

/** The round view's address: /dashboard/uitslagen/ronde/21. */
export const rondePath = (round: number): string => dashboardPath('uitslagen', `/ronde/${round}`);
