// A participant signs in without a password (issue 27, decision 027):
//   GET  /api/mijn/inlogopties             which ways in this site offers
//   POST /api/mijn/inloggen {email}        202, the same body for every address; the mail
//                                          goes out after the answer, so timing tells nothing
//   POST /api/mijn/inloggen/bevestigen     the link's token, once, for a sign-in token
// Their throttles count under their own keys: nothing here can lock the organiser out.
import {
  bevestigenRequestSchema,
  INLOGGEN_MESSAGE,
  inloggenRequestSchema,
  mijnPaths,
  type InloggenResponse,
  type InlogoptiesResponse,
  type LoginResponse,
} from '@clubelf/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Mailer } from '../../lib/mail/mailer';
import { HttpError } from '../errors';
import { noStore, tooManyAttempts } from './login-route';
import type { LoginThrottle } from './login-throttle';
import { parseBody } from './parse-body';
import {
  deleteEndedInloglinks,
  findPersonenByEmail,
  normalizeEmail,
  useInloglink,
  type PersoonAccountsDb,
  type SignedInPersoon,
} from './persoon-account-repository';
import { createInloglink, hashLinkToken, linkUrl } from './sign-in-links';
import type { TokenService } from './token-service';

export const LINK_REFUSED =
  'Deze inloglink werkt niet (meer): hij is verlopen, al gebruikt of onbekend. Vraag een nieuwe aan.';
export const MAIL_UNAVAILABLE =
  'Inloggen per e-mail staat op deze site niet aan. Vraag de organisatie om een inloglink.';

/** Ended links are kept a day (a late press still gets the plain refusal), then removed. */
const KEEP_ENDED_MS = 24 * 60 * 60_000;

export interface ParticipantLoginOptions {
  db: PersoonAccountsDb;
  tokens: TokenService;
  /** Undefined without SMTP settings: mail sign-in is then not offered. */
  mail: { mailer: Mailer; publicUrl: string } | undefined;
  /** Per address and per e-mail (the "user name" is the normalised address). */
  mailThrottle: LoginThrottle;
  /** Link presses per address. */
  linkThrottle: LoginThrottle;
  /** The mails still being sent (tests wait for them; a shutdown could too). */
  pending: Set<Promise<void>>;
}

function mailText(name: string, url: string): string {
  return [
    `Hallo ${name},`,
    '',
    'Met deze link log je in bij de superelf:',
    url,
    '',
    'De link werkt 15 minuten en één keer. Op de pagina die opent druk je op "Inloggen".',
    'Heb je niet om een inloglink gevraagd? Dan kun je deze mail negeren.',
  ].join('\n');
}

async function mailLinks(
  db: PersoonAccountsDb,
  mail: { mailer: Mailer; publicUrl: string },
  email: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const now = new Date();
  await deleteEndedInloglinks(db, new Date(now.getTime() - KEEP_ENDED_MS));
  const personen = await findPersonenByEmail(db, email);
  for (const persoon of personen) {
    const link = await createInloglink(db, { persoonId: persoon.id, kind: 'mail', email, now });
    await mail.mailer.send({
      to: email,
      subject: 'Je inloglink voor de superelf',
      text: mailText(persoon.name, linkUrl(mail.publicUrl, link.token)),
    });
    log.info({ persoonId: persoon.id }, 'sign-in link mailed');
  }
}

export async function participantLoginRoutes(
  app: FastifyInstance,
  { db, tokens, mail, mailThrottle, linkThrottle, pending }: ParticipantLoginOptions,
) {
  app.get(mijnPaths.inlogopties, async (): Promise<InlogoptiesResponse> => ({ mail: !!mail }));

  app.post(mijnPaths.inloggen, async (request, reply) => {
    const { email } = parseBody(inloggenRequestSchema, request.body);
    if (!mail) throw new HttpError(404, 'not_found', MAIL_UNAVAILABLE);
    const normalized = normalizeEmail(email);
    // Counted for known and unknown addresses alike, before anything is looked up.
    const waitSeconds = await mailThrottle.begin({ userName: normalized, address: request.ip });
    if (waitSeconds > 0) throw tooManyAttempts(reply, waitSeconds, 'aanvragen voor een inloglink');
    const answer: InloggenResponse = { message: INLOGGEN_MESSAGE };
    // Whether the address is known is found out after the answer has gone: the same body and
    // the same time for every address.
    const log = request.log;
    reply.raw.once('finish', () => {
      const work = mailLinks(db, mail, normalized, log)
        .catch((error: unknown) => log.error({ err: error }, 'sign-in mail failed'))
        .finally(() => pending.delete(work));
      pending.add(work);
    });
    return reply.code(202).send(answer);
  });

  app.post(mijnPaths.bevestigen, { onSend: noStore }, async (request, reply) => {
    const { token } = parseBody(bevestigenRequestSchema, request.body);
    const attempt = { userName: `link:${request.ip}`, address: request.ip };
    const waitSeconds = await linkThrottle.begin(attempt);
    if (waitSeconds > 0) throw tooManyAttempts(reply, waitSeconds, 'pogingen met een inloglink');
    const persoon = await useInloglink(db, hashLinkToken(token), new Date());
    if (!persoon) {
      request.log.info({ address: request.ip }, 'sign-in link refused');
      throw new HttpError(400, 'bad_request', LINK_REFUSED, {
        problems: [{ field: 'token', message: LINK_REFUSED }],
      });
    }
    await linkThrottle.succeeded(attempt);
    request.log.info({ persoonId: persoon.persoonId }, 'participant signed in by link');
    return reply.send(await participantSignInAnswer(tokens, persoon));
  });
}

/** The sign-in answer of every participant's way in (a link, a passkey): the organiser's shape. */
export async function participantSignInAnswer(
  tokens: TokenService,
  persoon: SignedInPersoon,
): Promise<LoginResponse> {
  return {
    token: await tokens.sign({
      sub: `persoon:${persoon.persoonId}`,
      name: persoon.name,
      ver: persoon.tokenVersion,
      role: 'participant',
    }),
    isAuthSuccessful: true,
  };
}
