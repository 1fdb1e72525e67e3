// Enrolment online, the public routes (issue 15). No sign-in, but the API key and (for the
// writes) the XSRF pair like every /api call, so another site cannot post in a visitor's name.
// Abuse without accounts is held off by a rate limit per address (request.ip: TRUST_PROXY
// decides whether X-Forwarded-For is believed; an IPv6 address counts by its /64, see
// address-key.ts), a body limit, a honeypot field, the duplicate and per-person checks of the
// service and the whole site's hourly cap (in the database, so it holds over instances). The limits are counted in each instance's
// memory: several instances behind one proxy each allow as many (the limits are small enough).
import rateLimit from '@fastify/rate-limit';
import { AANMELDING_LIMITS } from '@clubelf/contract';
import { aanmeldingPaths } from '@clubelf/contract/paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';
import { addressKey } from './address-key';
import {
  aanmeldingStatus,
  checkEnrolmentSelectie,
  openAnswer,
  samenvattingAnswer,
  submitAanmelding,
} from './aanmelding-service';

const TEN_MINUTES = 10 * 60 * 1000;

/** Per address and ten minutes. */
export const AANMELDING_RATE_LIMITS = {
  /** Enrolments sent (refused ones count too). */
  aanmeldingen: 5,
  /** Live checks while picking: one per pick and some. */
  check: 120,
  /** Status lookups: a person looks up a code or two; guessing needs millions. */
  status: 20,
} as const;

function limited(max: number, what: string) {
  return {
    rateLimit: {
      max,
      timeWindow: TEN_MINUTES,
      groupId: what,
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
        new HttpError(
          429,
          'too_many_requests',
          `Te veel verzoeken vanaf dit adres. Probeer het over ${Math.max(1, Math.ceil(context.ttl / 60_000))} minuten opnieuw.`,
        ),
    },
  };
}

export async function aanmeldingRoutes(app: FastifyInstance) {
  // Only the routes that ask for it (config.rateLimit), and only in this plugin.
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => addressKey(request.ip),
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    // Answers about one person's enrolment are never kept by a cache.
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(aanmeldingPaths.open, () => openAnswer(app.db));
  app.get(aanmeldingPaths.samenvatting, () => samenvattingAnswer(app.db));
  // The home page's enrolment card, on its first screen too (decision 031).
  app.addFirstScreenAnswer(aanmeldingPaths.samenvatting, () => samenvattingAnswer(app.db));

  app.post(
    aanmeldingPaths.check,
    {
      config: limited(AANMELDING_RATE_LIMITS.check, 'check'),
      bodyLimit: AANMELDING_LIMITS.requestBytes,
    },
    (request) => checkEnrolmentSelectie(app.db, request.body),
  );

  app.post(
    aanmeldingPaths.aanmeldingen,
    {
      config: limited(AANMELDING_RATE_LIMITS.aanmeldingen, 'aanmeldingen'),
      bodyLimit: AANMELDING_LIMITS.requestBytes,
    },
    async (request, reply) => {
      const { referentie, stored } = await submitAanmelding(app.db, request.body);
      if (!stored) request.log.info('enrolment with the honeypot filled: answered, not stored');
      return reply.code(201).send({ referentie });
    },
  );

  app.get(
    '/api/aanmeldingen/status/:referentie',
    { config: limited(AANMELDING_RATE_LIMITS.status, 'status') },
    (request) => aanmeldingStatus(app.db, (request.params as { referentie: string }).referentie),
  );
}
