// The web app manifest: what a phone needs to install the site as an app. Built by the server,
// not by the web build, because the club's name, colours and crest are the organiser's.
import { createHash } from 'node:crypto';
import { HUISSTIJL_BASE, type HuisstijlSnapshot } from '../../read-model/huisstijl/huisstijl-store';
import type { PwaIconKind } from './pwa-icons';

export const MANIFEST_PATH = '/manifest.webmanifest';
export const PWA_ICON_BASE = `${HUISSTIJL_BASE}/icoon`;
export const APP_SHORT_NAME = 'Superelf';
/** Also index.html's description. */
export const APP_DESCRIPTION =
  'Superelf van de supportersclub: tussenstand, beker, periodetitels en meer.';
/** Raise when the drawing in pwa-icons.ts changes: the icons are cached for good by version. */
const ICON_DESIGN = 1;

/** The icons' version: follows the club's colours and crest (the stylesheet's hash). */
export function iconVersion(huisstijlVersion: string): string {
  return createHash('sha256')
    .update(`${huisstijlVersion}:${ICON_DESIGN}`)
    .digest('hex')
    .slice(0, 16);
}

export const iconUrl = (version: string, kind: PwaIconKind) =>
  `${PWA_ICON_BASE}/${version}-${kind}.png`;

/** The name as the header shows it: "Superelf" and the club's name. */
export function appName(clubName: string | undefined): string {
  const club = clubName?.trim();
  return club ? `${APP_SHORT_NAME} ${club}` : APP_SHORT_NAME;
}

export interface ManifestInput {
  clubName: string | undefined;
  primaryColour: string;
  iconVersion: string;
}

export function buildManifest({ clubName, primaryColour, iconVersion: version }: ManifestInput) {
  return {
    id: '/home',
    name: appName(clubName),
    short_name: APP_SHORT_NAME,
    description: APP_DESCRIPTION,
    lang: 'nl',
    dir: 'ltr',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    // The header's colour, and the splash screen's behind an icon of the same colour.
    theme_color: primaryColour,
    background_color: primaryColour,
    icons: [
      { src: iconUrl(version, '192'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: iconUrl(version, '512'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: iconUrl(version, 'maskable-512'),
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}

/** What index.html's <head> gets besides the colours' stylesheet. */
export function pwaHeadLinks({ settings, cssVersion }: HuisstijlSnapshot): string {
  // The colour is #rrggbb (checked when saved), the version hex: nothing here needs escaping.
  return (
    `<link rel="manifest" href="${MANIFEST_PATH}" />` +
    `<meta name="theme-color" content="${settings.primaryColour}" />` +
    `<link rel="apple-touch-icon" href="${iconUrl(iconVersion(cssVersion), 'apple-180')}" />`
  );
}
