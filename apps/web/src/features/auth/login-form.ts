/** docs/spec.md section 5: the login form's rules and messages. */
export interface LoginFields {
  userName: string;
  password: string;
}

export type LoginTouched = Record<keyof LoginFields, boolean>;

const REQUIRED_MESSAGES: Record<keyof LoginFields, string> = {
  userName: 'Username is required',
  password: 'Password is required',
};

export function isLoginFormValid(fields: LoginFields): boolean {
  return fields.userName.trim() !== '' && fields.password !== '';
}

/** The message under a field: only once it has been touched and is empty. */
export function loginFieldError(
  field: keyof LoginFields,
  fields: LoginFields,
  touched: LoginTouched,
): string | null {
  const empty = field === 'userName' ? fields.userName.trim() === '' : fields.password === '';
  return touched[field] && empty ? REQUIRED_MESSAGES[field] : null;
}

/** docs/spec.md section 8 (the spelling): the alert text after a failed sign-in. */
export function loginFailureMessage(status: number | null): string {
  return status === 401 ? 'Inloggegevens zijn onjuist' : 'Onbekende fout bij inloggen';
}
