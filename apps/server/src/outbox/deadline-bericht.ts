// The deadline reminder: the organiser's hours (24 by default, 1 to 168: the Berichten page,
// migration 0021) before an open transfer window closes,
// each participant who still has transfers left in it hears when it closes and how many are
// left, with a link to their transfers. Looked for by the sender at most once a minute; the key
// names the window, its deadline and the person, so every instance may look and each person gets
// one reminder per deadline (a moved deadline reminds again).
import { dutchMoment } from '../lib/league-time';
import type { Db } from '../db/database';
import { findSeason, roundHasResults } from '../read-model/season-repository';
import {
  openForParticipants,
  openTransferWindow,
} from '../organiser/transferperiodes/transferperiode-repository';
import { berichtInstellingen } from './bericht-instelling-repository';
import type { BerichtPayload } from './bericht-payload';
import { deelnemersWithTransfersUsed } from './deadline-bericht-repository';
import { insertBerichten, type NewBericht } from './outbox-repository';
import { perChannel } from './per-channel';
import { pushOn } from './push-repository';
import { mailAddresses } from './recipient-repository';
import { mailOff } from './voorkeur-repository';

/** Writes the reminders due at `now` (by the organiser's hours unless given); how many were new. */
export async function queueDeadlineReminders(
  db: Db,
  now: Date,
  hoursBefore?: number,
): Promise<number> {
  const window = await openTransferWindow(db);
  if (!window?.sluitOp) return 0;
  hoursBefore ??= (await berichtInstellingen(db)).deadlineUren;
  const closes = new Date(window.sluitOp).getTime();
  if (now.getTime() < closes - hoursBefore * 3_600_000) return 0;
  if (!openForParticipants({ isOpen: true, sluitOp: window.sluitOp }, now)) return 0;
  if (await roundHasResults(db, window.fromRound)) return 0;
  const season = await findSeason(db);
  if (!season) return 0;
  const max = season.settings.maxTransfers;
  const teams = (await deelnemersWithTransfersUsed(db, window.fromRound)).filter(
    (d) => d.used < max,
  );
  const byPersoon = new Map<number, typeof teams>();
  for (const t of teams) byPersoon.set(t.persoonId, [...(byPersoon.get(t.persoonId) ?? []), t]);
  const persoonIds = [...byPersoon.keys()];
  const [addresses, off, push] = await Promise.all([
    mailAddresses(db, persoonIds),
    mailOff(db, 'deadline', persoonIds),
    pushOn(db, 'deadline', persoonIds),
  ]);
  const moment = dutchMoment(window.sluitOp);
  const berichten: NewBericht[] = [];
  for (const [persoonId, own] of byPersoon) {
    const address = off.has(persoonId) ? undefined : addresses.get(persoonId);
    if (!address && !push.has(persoonId)) continue;
    const lines = own.map((t) => {
      const left = max - t.used;
      return `${t.teamName}: nog ${left} ${left === 1 ? 'transfer' : 'transfers'} over.`;
    });
    const payload: BerichtPayload = {
      text: [
        `De transferperiode vanaf speelronde ${window.fromRound} sluit op ${moment} (Nederlandse tijd). Daarna staan je transfers vast.`,
        ...lines,
      ].join('\n\n'),
      link: { label: 'Naar je transfers', path: `/dashboard/transfers/${own[0]!.deelnemerId}` },
      afmelden: 'deadline',
    };
    const message = {
      persoonId,
      kind: 'deadline',
      idempotencyKey: `deadline.w${window.id}.${window.sluitOp}.p${persoonId}`,
      subject: `Transfers: de deadline is ${moment}`,
      payload,
    };
    berichten.push(...perChannel(message, { mail: address, push: push.has(persoonId) }));
  }
  return insertBerichten(db, berichten, now);
}
