import { describe, expect, it } from 'vitest';
import { isLoginFormValid, loginFailureMessage, loginFieldError } from './login-form';

const untouched = { userName: false, password: false };
const touched = { userName: true, password: true };

describe('login form rules', () => {
  it('is valid only with both fields filled in', () => {
    expect(isLoginFormValid({ userName: 'jan', password: 'geheim' })).toBe(true);
    expect(isLoginFormValid({ userName: '', password: 'geheim' })).toBe(false);
    expect(isLoginFormValid({ userName: '   ', password: 'geheim' })).toBe(false);
    expect(isLoginFormValid({ userName: 'jan', password: '' })).toBe(false);
  });

  it('shows the required messages only once a field is touched and empty', () => {
    const empty = { userName: '', password: '' };
    expect(loginFieldError('userName', empty, untouched)).toBeNull();
    expect(loginFieldError('userName', empty, touched)).toBe('Username is required');
    expect(loginFieldError('password', empty, touched)).toBe('Password is required');
    expect(loginFieldError('password', { userName: '', password: 'x' }, touched)).toBeNull();
  });

  it('names wrong credentials for a 401 and anything else an unknown error', () => {
    expect(loginFailureMessage(401)).toBe('Inloggegevens zijn onjuist');
    for (const status of [400, 403, 429, 500, null])
      expect(loginFailureMessage(status)).toBe('Onbekende fout bij inloggen');
  });
});
