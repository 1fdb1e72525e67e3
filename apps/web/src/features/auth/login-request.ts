import type { LoginResponse } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { HttpError, apiRequest } from '../../lib/api-client';
import { loginFailureMessage } from './login-form';

export type LoginOutcome = { ok: true; token: string } | { ok: false; message: string };

/**
 * Signs in. Failures are answered here with the login screen's own messages and never reach the
 * shared error handler: a wrong password is not an 'Oeps'.
 */
export async function requestLogin(userName: string, password: string): Promise<LoginOutcome> {
  try {
    const answer = await apiRequest<LoginResponse>(apiPaths.login, {
      method: 'POST',
      body: { userName: userName.trim(), password },
    });
    if (answer?.isAuthSuccessful !== true || typeof answer.token !== 'string') {
      return { ok: false, message: loginFailureMessage(null) };
    }
    return { ok: true, token: answer.token };
  } catch (error) {
    return {
      ok: false,
      message: loginFailureMessage(error instanceof HttpError ? error.status : null),
    };
  }
}
