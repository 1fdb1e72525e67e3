/** Mirrors the contract's changePasswordRequestSchema (imported as a type only, to keep zod out of the bundle). */
export const MIN_NEW_PASSWORD_LENGTH = 10;

export interface ChangePasswordFields {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

/** The first problem with the form, in Dutch; null when it may be sent. */
export function changePasswordProblem(fields: ChangePasswordFields): string | null {
  if (fields.currentPassword === '') return 'Vul je huidige wachtwoord in.';
  if (fields.newPassword.length < MIN_NEW_PASSWORD_LENGTH) {
    return `Het nieuwe wachtwoord moet minstens ${MIN_NEW_PASSWORD_LENGTH} tekens hebben.`;
  }
  if (fields.newPassword.length > 200)
    return 'Het nieuwe wachtwoord mag hoogstens 200 tekens hebben.';
  if (fields.newPassword !== fields.repeatPassword)
    return 'De nieuwe wachtwoorden zijn niet gelijk.';
  if (fields.newPassword === fields.currentPassword)
    return 'Het nieuwe wachtwoord moet anders zijn dan het huidige.';
  return null;
}
