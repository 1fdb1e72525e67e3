import { describe, expect, it } from 'vitest';
import { changePasswordProblem } from './change-password-rules';

const ok = {
  currentPassword: 'oud-wachtwoord',
  newPassword: 'nieuw-wachtwoord',
  repeatPassword: 'nieuw-wachtwoord',
};

describe('change password rules', () => {
  it('accepts a complete, matching, long enough new password', () => {
    expect(changePasswordProblem(ok)).toBeNull();
  });

  it('names the first problem', () => {
    expect(changePasswordProblem({ ...ok, currentPassword: '' })).toBe(
      'Vul je huidige wachtwoord in.',
    );
    expect(changePasswordProblem({ ...ok, newPassword: 'kort', repeatPassword: 'kort' })).toBe(
      'Het nieuwe wachtwoord moet minstens 10 tekens hebben.',
    );
    expect(changePasswordProblem({ ...ok, repeatPassword: 'nieuw-wachtwoorD' })).toBe(
      'De nieuwe wachtwoorden zijn niet gelijk.',
    );
    expect(changePasswordProblem({ ...ok, currentPassword: ok.newPassword })).toBe(
      'Het nieuwe wachtwoord moet anders zijn dan het huidige.',
    );
  });
});
