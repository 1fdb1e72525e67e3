// The enrolment message: when the organiser decides on an enrolment (accepted, a change asked,
// refused), the person who sent it hears so, at the address they gave, in the decision's
// transaction. Written once per decision (the enrolment's id and version are the key).
import type { Db } from '../db/database';
import type { BerichtPayload } from './bericht-payload';
import { insertBerichten } from './outbox-repository';
import { perChannel } from './per-channel';
import { pushOn } from './push-repository';
import { persoonIdOfDeelnemer } from './recipient-repository';
import { mailOff } from './voorkeur-repository';

export type AanmeldingBesluit = 'geaccepteerd' | 'wijziging-gevraagd' | 'geweigerd';

interface Besluit {
  status: string;
  notitie: string | null;
  deelnemerId?: number;
}

interface Aanmelding {
  id: number;
  version: number;
  naam: string;
  teamnaam: string;
  email: string;
  persoonId?: number | null;
}

function textOf(a: Aanmelding, besluit: AanmeldingBesluit, notitie: string | null) {
  const note = notitie?.trim() ? `\n\nToelichting van de organisatie: ${notitie.trim()}` : '';
  switch (besluit) {
    case 'geaccepteerd':
      return {
        subject: `Je aanmelding van ${a.teamnaam} is geaccepteerd`,
        text: `Hallo ${a.naam},\n\nJe aanmelding van ${a.teamnaam} is geaccepteerd: je doet mee. Veel succes!`,
      };
    case 'wijziging-gevraagd':
      return {
        subject: `Je aanmelding van ${a.teamnaam}: graag een wijziging`,
        text: `Hallo ${a.naam},\n\nDe organisatie vraagt je om je aanmelding van ${a.teamnaam} aan te passen.${note}`,
      };
    case 'geweigerd':
      return {
        subject: `Je aanmelding van ${a.teamnaam} is niet geaccepteerd`,
        text: `Hallo ${a.naam},\n\nJe aanmelding van ${a.teamnaam} is helaas niet geaccepteerd.${note}`,
      };
  }
}

const BESLUITEN: readonly string[] = ['geaccepteerd', 'wijziging-gevraagd', 'geweigerd'];

/** Inside the decision's transaction: the message to the enrolment's sender. */
export async function queueAanmeldingBericht(
  trx: Db,
  aanmelding: Aanmelding,
  besluit: Besluit,
  now = new Date(),
): Promise<void> {
  if (!BESLUITEN.includes(besluit.status) || aanmelding.email.trim() === '') return;
  // The person: who sent it signed in, else the participant it became.
  let persoonId = aanmelding.persoonId ?? null;
  if (persoonId === null && besluit.deelnemerId !== undefined) {
    persoonId = await persoonIdOfDeelnemer(trx, besluit.deelnemerId);
  }
  const mail =
    persoonId === null || !(await mailOff(trx, 'aanmelding', [persoonId])).has(persoonId);
  const push = persoonId !== null && (await pushOn(trx, 'aanmelding', [persoonId])).has(persoonId);
  if (!mail && !push) return;
  const { subject, text } = textOf(
    aanmelding,
    besluit.status as AanmeldingBesluit,
    besluit.notitie,
  );
  const payload: BerichtPayload = {
    text,
    ...(besluit.status === 'wijziging-gevraagd'
      ? { link: { label: 'Naar het aanmeldformulier', path: '/aanmelden' } }
      : {}),
    ...(persoonId === null ? {} : { afmelden: 'aanmelding' as const }),
  };
  await insertBerichten(
    trx,
    perChannel(
      {
        persoonId,
        kind: 'aanmelding',
        idempotencyKey: `aanmelding.a${aanmelding.id}.v${aanmelding.version}`,
        subject,
        payload,
      },
      { mail: mail ? aanmelding.email.trim() : undefined, push },
    ),
    now,
  );
}
