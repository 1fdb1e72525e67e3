import type { ChangePasswordRequest, ChangePasswordResponse } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { organiserSend } from './organiser-client';

/** The signed-in organiser's own password; the answer holds the session's new token. */
export const changePassword = (body: ChangePasswordRequest) =>
  organiserSend<ChangePasswordResponse>(apiPaths.changePassword, 'POST', body);
