// What a message row's payload holds: what every channel renders from (mail now, push later).
// Links are kept as paths and made whole when sent, so a message written before PUBLIC_URL was
// set still carries the right address once it goes out.
import { berichtenPaths, type BerichtSoort } from '@clubelf/contract';
import { afmeldToken, afmeldUrl } from './afmeld-token';

export interface BerichtPayload {
  /** The message in plain Dutch, paragraphs separated by an empty line. */
  text: string;
  /** The page it is about (their transfers, their team): a path of the site. */
  link?: { label: string; path: string };
  /** The kind this message can be switched off as (none for an announcement). */
  afmelden?: BerichtSoort;
}

/** The payload as a channel renders it: whole links, the unsubscribe's page and POST target. */
export interface ResolvedPayload {
  text: string;
  link?: { label: string; url: string };
  afmelden?: { pagina: string; post: string };
}

export function parsePayload(json: string): BerichtPayload {
  return JSON.parse(json) as BerichtPayload;
}

export function resolvePayload(
  payload: BerichtPayload,
  persoonId: number | null,
  site: { publicUrl: string; secret: string },
): ResolvedPayload {
  const resolved: ResolvedPayload = { text: payload.text };
  if (payload.link) {
    resolved.link = { label: payload.link.label, url: `${site.publicUrl}${payload.link.path}` };
  }
  if (payload.afmelden && persoonId !== null) {
    const token = afmeldToken(site.secret, persoonId, payload.afmelden);
    resolved.afmelden = {
      pagina: afmeldUrl(site.publicUrl, site.secret, persoonId, payload.afmelden),
      post: `${site.publicUrl}${berichtenPaths.afmelden}?token=${token}`,
    };
  }
  return resolved;
}
