// The organiser's announcement: a short message to every participant of the season in play, or
// to one subcompetitie, by mail (push comes as a second channel). Written in the organiser's
// write with its audit entry, one row per person; the same text to the same person is written
// once (its key is the text's hash), and a second announcement within a minute is refused, so a
// slip of the finger cannot send twice.
import { createHash } from 'node:crypto';
import type { MededelingRequest } from '@clubelf/contract';
import type { Db } from '../../db/database';
import { refused } from '../../http/conflict';
import { fieldProblem } from '../../http/errors';
import type { BerichtPayload } from '../../outbox/bericht-payload';
import { insertBerichten, lastMededelingAt } from '../../outbox/outbox-repository';
import { mailAddresses } from '../../outbox/recipient-repository';
import { ontvangers, subcompetitieNames } from './mededeling-repository';

export const MEDEDELING_PAUSE_MS = 60_000;

export const TOO_SOON =
  'Er is minder dan een minuut geleden al een mededeling verstuurd. Wacht even en controleer ' +
  'in de lijst hieronder of die van jou er al bij staat.';

/** Inside the organiser's write: one message per person with an address. */
export async function writeMededeling(
  trx: Db,
  body: MededelingRequest,
  now = new Date(),
): Promise<{ ontvangers: number }> {
  const last = await lastMededelingAt(trx);
  if (last !== undefined && now.getTime() - new Date(last).getTime() < MEDEDELING_PAUSE_MS) {
    throw refused(TOO_SOON);
  }
  if (body.subcompetitie !== undefined) {
    const known = await subcompetitieNames(trx);
    if (!known.includes(body.subcompetitie)) {
      throw fieldProblem('subcompetitie', `Er is geen subcompetitie ${body.subcompetitie}.`);
    }
  }
  const persoonIds = await ontvangers(trx, body.subcompetitie);
  const addresses = await mailAddresses(trx, persoonIds);
  const hash = createHash('sha256')
    .update(`${body.titel}\n${body.tekst}\n${body.subcompetitie ?? ''}`)
    .digest('hex')
    .slice(0, 16);
  const payload: BerichtPayload = { text: body.tekst };
  const berichten = [...addresses].map(([persoonId, address]) => ({
    persoonId,
    kind: 'mededeling',
    channel: 'mail' as const,
    idempotencyKey: `mededeling.${hash}.p${persoonId}`,
    address,
    subject: body.titel,
    payload,
  }));
  return { ontvangers: await insertBerichten(trx, berichten, now) };
}
