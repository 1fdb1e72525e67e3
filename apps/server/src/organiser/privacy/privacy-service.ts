// The privacy settings and the statement the site shows, and the retention of contact data.
import { BEWAAR_MAANDEN_STANDAARD } from '@clubelf/contract';
import type {
  PrivacyInstellingen,
  PrivacyInstellingenRequest,
  PrivacyStatement,
} from '@clubelf/contract';
import { conflict } from '../../http/conflict';
import type { Db } from '../../db/database';
import { deleteAbonnementenOf } from '../../outbox/push-repository';
import { recordAudit } from '../logboek/logboek-repository';
import {
  deleteAccounts,
  eraseExpiredContact,
  findPrivacy,
  personsWithUnusedAccounts,
  savePrivacy,
} from './privacy-repository';
import { fillStatement, STANDAARD_PRIVACYTEKST } from './privacy-statement';

export async function privacyInstellingen(db: Db): Promise<PrivacyInstellingen> {
  const row = await findPrivacy(db);
  const bewaarMaanden = row?.bewaarMaanden ?? BEWAAR_MAANDEN_STANDAARD;
  const contact = row?.contact ?? '';
  const tekst = row?.tekst ?? null;
  return {
    version: row?.version ?? 1,
    tekst,
    contact,
    bewaarMaanden,
    standaardtekst: STANDAARD_PRIVACYTEKST,
    markdown: fillStatement(tekst ?? STANDAARD_PRIVACYTEKST, bewaarMaanden, contact),
  };
}

/** Saves the settings on top of the version the organiser loaded (409 when stale). */
export async function savePrivacySettings(
  trx: Db,
  body: PrivacyInstellingenRequest,
  now = new Date(),
): Promise<void> {
  const values = { tekst: body.tekst, contact: body.contact, bewaarMaanden: body.bewaarMaanden };
  if (!(await savePrivacy(trx, body.version, values, now))) throw conflict();
}

export async function privacyStatement(db: Db): Promise<PrivacyStatement> {
  const { markdown, bewaarMaanden } = await privacyInstellingen(db);
  return { markdown, bewaarMaanden };
}

/** `now` less `months` calendar months (a 31st becomes the month's last day). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const last = new Date(
    Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0),
  ).getUTCDate();
  cutoff.setUTCDate(Math.min(day, last));
  return cutoff;
}

export interface RetentionOutcome {
  deelnemers: number;
  aanmeldingen: number;
  /** Participant accounts unused for the retention period, removed with their sign-ins. */
  accounts: number;
  cutoff: string;
}

/**
 * Erases the contact data kept longer than the organiser's setting allows (`now` is a parameter
 * so a test can run it for a later date). One transaction; an audit entry when it erased any.
 */
export async function eraseExpiredContactData(
  db: Db,
  now: Date = new Date(),
): Promise<RetentionOutcome> {
  return db.transaction().execute(async (trx) => {
    const months = (await findPrivacy(trx))?.bewaarMaanden ?? BEWAAR_MAANDEN_STANDAARD;
    const cutoff = monthsBefore(now, months).toISOString();
    const unused = await personsWithUnusedAccounts(trx, cutoff);
    // Their devices too: a push subscription is made signed in and goes with the account.
    await deleteAbonnementenOf(trx, unused);
    const erased = {
      ...(await eraseExpiredContact(trx, cutoff)),
      accounts: await deleteAccounts(trx, unused),
    };
    if (erased.deelnemers + erased.aanmeldingen + erased.accounts > 0) {
      await recordAudit(
        trx,
        {
          accountId: null,
          userName: 'systeem',
          action: 'privacy.bewaartermijn',
          summary:
            `Contactgegevens gewist na de bewaartermijn van ${months} maanden: ` +
            `${erased.deelnemers} deelnemers, ${erased.aanmeldingen} aanmeldingen, ` +
            `${erased.accounts} ongebruikte accounts`,
          details: { ...erased, bewaarMaanden: months, cutoff },
        },
        now,
      );
    }
    return { ...erased, cutoff };
  });
}
