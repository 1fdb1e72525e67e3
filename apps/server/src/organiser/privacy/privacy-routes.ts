// Privacy (issue 15, part 6): the organiser's settings and the tools for one person's data (the
// public statement is in public/privacy/). Every write goes through organiserWrite (one
// transaction with its audit entry, then the recompute); a closed season does not stop them:
// the law does not wait for the next season.
import {
  privacyAnonimiserenSchema,
  privacyExportQuerySchema,
  privacyInstellingenRequestSchema,
  privacyPersoonSchema,
  privacyZoekQuerySchema,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import type { FastifyInstance } from 'fastify';
import { organiserWrite } from '../organiser-write';
import { parseInput } from '../../http/parse-request';
import { anonymise, eraseContact, exportPerson, searchPersons } from './person-service';
import { privacyInstellingen, savePrivacySettings } from './privacy-service';

export async function privacyRoutes(app: FastifyInstance) {
  app.get(organiserPaths.privacy, () => privacyInstellingen(app.db));

  app.put(organiserPaths.privacy, async (request) => {
    const body = parseInput(privacyInstellingenRequestSchema, request.body);
    await organiserWrite(
      app,
      request,
      async (trx) => {
        const before = await privacyInstellingen(trx);
        await savePrivacySettings(trx, body);
        return {
          value: undefined,
          audit: {
            action: 'privacy.instellen',
            summary:
              `Privacy: contactgegevens ${body.bewaarMaanden} maanden bewaren; ` +
              (body.tekst === null ? 'standaardtekst' : 'eigen tekst'),
            details: {
              bewaarMaanden: { before: before.bewaarMaanden, after: body.bewaarMaanden },
              tekstGewijzigd: before.tekst !== body.tekst,
              contactGewijzigd: before.contact !== body.contact,
            },
          },
        };
      },
      { whenClosed: 'allow' },
    );
    return privacyInstellingen(app.db);
  });

  app.get(organiserPaths.privacyPersonen, async (request) => {
    const { zoek } = parseInput(privacyZoekQuerySchema, request.query);
    return searchPersons(app.db, zoek);
  });

  app.get(organiserPaths.privacyExport, async (request, reply) => {
    const who = parseInput(privacyExportQuerySchema, request.query);
    const body = await exportPerson(app.db, who);
    const name = who.persoonId !== undefined ? `persoon-${who.persoonId}` : 'aanmelder';
    return reply
      .header('content-disposition', `attachment; filename="gegevens-${name}.json"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(body, null, 2));
  });

  app.post(organiserPaths.privacyWissen, async (request) => {
    const who = parseInput(privacyPersoonSchema, request.body);
    return organiserWrite(
      app,
      request,
      async (trx) => {
        const outcome = await eraseContact(trx, who);
        return {
          value: outcome,
          audit: {
            action: 'privacy.wissen',
            summary:
              `Contactgegevens gewist van ${describe(who)}: ` +
              `${outcome.deelnemers} deelnemers, ${outcome.aanmeldingen} aanmeldingen`,
            details: { persoonId: who.persoonId ?? null, ...outcome },
          },
        };
      },
      { whenClosed: 'allow' },
    );
  });

  app.post(organiserPaths.privacyAnonimiseren, async (request) => {
    const who = parseInput(privacyAnonimiserenSchema, request.body);
    const outcome = await organiserWrite(
      app,
      request,
      async (trx) => {
        const { oldNames: _old, ...result } = await anonymise(trx, who);
        return {
          value: result,
          audit: {
            action: 'privacy.anonimiseren',
            summary: `Naam geanonimiseerd van ${describe(who)}: voortaan ${result.naam ?? 'geanonimiseerd'} in ${result.seizoenen} afgesloten seizoenen en het huidige`,
            // The renamed teams by their new names only: the log must not keep the old ones.
            details: {
              persoonId: who.persoonId ?? null,
              ...result,
              teams: (result.teams ?? []).map((t) => t.nieuweNaam),
            },
          },
        };
      },
      { whenClosed: 'allow' },
    );
    // A closed season's answers kept in memory are keyed by its updatedAt, raised above.
    return outcome;
  });
}

/** Never the address itself: the log must not keep what was just erased. */
function describe(who: { persoonId?: number; email?: string }): string {
  return who.persoonId !== undefined ? `persoon ${who.persoonId}` : 'een aanmelder';
}
