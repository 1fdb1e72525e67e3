// A sign-in link's token: 32 random bytes (base64url, 43 characters) that only the mail or the
// organiser's message holds; the database keeps its sha-256, so a copy of the database signs
// nobody in.
import { createHash, randomBytes } from 'node:crypto';
import { INLOGLINK_PAGE } from '@clubelf/contract';
import {
  insertInloglink,
  type InloglinkKind,
  type PersoonAccountsDb,
} from './persoon-account-repository';

/** A mailed link: long enough to open the mail, short enough to be worthless soon after. */
export const MAIL_LINK_LIFETIME_MS = 15 * 60_000;
/** The organiser's link travels by WhatsApp and may wait a few days to be opened. */
export const ORGANISER_LINK_LIFETIME_MS = 7 * 24 * 60 * 60_000;

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function linkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${INLOGLINK_PAGE}?token=${token}`;
}

export interface NewLink {
  token: string;
  expiresAt: Date;
}

export async function createInloglink(
  db: PersoonAccountsDb,
  link: { persoonId: number; kind: InloglinkKind; email: string | null; now: Date },
): Promise<NewLink> {
  const token = randomBytes(32).toString('base64url');
  const lifetime = link.kind === 'mail' ? MAIL_LINK_LIFETIME_MS : ORGANISER_LINK_LIFETIME_MS;
  const expiresAt = new Date(link.now.getTime() + lifetime);
  await insertInloglink(db, {
    hash: hashLinkToken(token),
    persoonId: link.persoonId,
    kind: link.kind,
    email: link.email,
    createdAt: link.now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    usedAt: null,
  });
  return { token, expiresAt };
}
