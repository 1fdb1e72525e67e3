// `npm run user -- add NAME [--display-name "Naam"]`: creates an organiser or resets their password.
import { changePasswordRequestSchema } from '@clubelf/contract';
import { saveAccount, type AccountsDb } from '../src/http/accounts/account-repository';
import { hashPassword } from '../src/http/accounts/password-hash';
import type { LineSource } from './password-prompt';

export const USAGE = 'Gebruik: npm run user -- add GEBRUIKERSNAAM [--display-name "Weergavenaam"]';

export interface AddUserArgs {
  userName: string;
  displayName: string;
}

/** The arguments of `add`, or an error text. */
export function parseUserArgs(argv: readonly string[]): AddUserArgs | string {
  const [command, userName, ...rest] = argv;
  if (command !== 'add' || !userName || userName.startsWith('-')) return USAGE;
  let displayName = userName.trim();
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--display-name' && rest[i + 1]?.trim()) displayName = rest[++i]!.trim();
    else if (arg.startsWith('--display-name=') && arg.length > 15)
      displayName = arg.slice(15).trim();
    else return `Onbekend argument: ${arg}\n${USAGE}`;
  }
  if (userName.trim().length === 0 || userName.length > 100)
    return 'De gebruikersnaam moet 1 tot 100 tekens hebben';
  return { userName: userName.trim(), displayName };
}

/** Asks the password twice; returns the message to show and whether it worked. */
export async function addUser(
  db: AccountsDb,
  args: AddUserArgs,
  input: LineSource,
): Promise<{ ok: boolean; message: string }> {
  const password = await input.next(`Wachtwoord voor ${args.userName}: `);
  if (password === null) return { ok: false, message: 'Afgebroken: geen wachtwoord gegeven' };
  const checked = changePasswordRequestSchema.shape.newPassword.safeParse(password);
  if (!checked.success)
    return { ok: false, message: checked.error.issues[0]?.message ?? 'Ongeldig wachtwoord' };
  const repeat = await input.next('Herhaal het wachtwoord: ');
  if (repeat !== password)
    return { ok: false, message: 'De wachtwoorden zijn niet gelijk; er is niets opgeslagen' };
  const { created } = await saveAccount(db, {
    userName: args.userName,
    displayName: args.displayName,
    passwordHash: await hashPassword(password),
  });
  return {
    ok: true,
    message: created
      ? `Organisator ${args.userName} (${args.displayName}) is aangemaakt.`
      : `Het wachtwoord van ${args.userName} is opnieuw ingesteld.`,
  };
}
