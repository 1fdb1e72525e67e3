import type { ChangePasswordRequest } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { organiserSend } from './organiser-client';

/** The signed-in organiser's own password. */
export const changePassword = (body: ChangePasswordRequest) =>
  organiserSend<unknown>(apiPaths.changePassword, 'POST', body);
