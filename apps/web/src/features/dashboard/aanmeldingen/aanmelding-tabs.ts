import type { AanmeldingStatus, OrganiserAanmelding } from '@clubelf/contract';

/** The inbox's tabs: each status on its own, new ones first, and all of them. */
export const AANMELDING_TABS = [
  { id: 'nieuw', label: 'Nieuw' },
  { id: 'wijziging-gevraagd', label: 'Wijziging gevraagd' },
  { id: 'geaccepteerd', label: 'Geaccepteerd' },
  { id: 'geweigerd', label: 'Geweigerd' },
  { id: 'alle', label: 'Alle' },
] as const satisfies readonly { id: AanmeldingStatus | 'alle'; label: string }[];

export type AanmeldingTab = (typeof AANMELDING_TABS)[number]['id'];

/** The organiser's short word for a status (the person's status page says it at length). */
export const STATUS_KORT: Record<AanmeldingStatus, string> = {
  nieuw: 'Nieuw',
  'wijziging-gevraagd': 'Wijziging gevraagd',
  geaccepteerd: 'Geaccepteerd',
  geweigerd: 'Geweigerd',
};

/** Still to be decided by the organiser (the server accepts decisions only on these). */
export const isOpen = (a: Pick<OrganiserAanmelding, 'status'>): boolean =>
  a.status === 'nieuw' || a.status === 'wijziging-gevraagd';

export function inTab(a: Pick<OrganiserAanmelding, 'status'>, tab: AanmeldingTab): boolean {
  return tab === 'alle' || a.status === tab;
}

/** How many enrolments each tab holds. */
export function tabCounts(
  list: readonly Pick<OrganiserAanmelding, 'status'>[],
): Record<AanmeldingTab, number> {
  const counts: Record<AanmeldingTab, number> = {
    nieuw: 0,
    'wijziging-gevraagd': 0,
    geaccepteerd: 0,
    geweigerd: 0,
    alle: list.length,
  };
  for (const a of list) counts[a.status] += 1;
  return counts;
}

/**
 * The tab to open on: the new ones while there are any, else the ones waiting for a change, else
 * everything (so an inbox without anything new still shows what was decided).
 */
export function firstTab(counts: Record<AanmeldingTab, number>): AanmeldingTab {
  if (counts.nieuw > 0) return 'nieuw';
  if (counts['wijziging-gevraagd'] > 0) return 'wijziging-gevraagd';
  return 'alle';
}
