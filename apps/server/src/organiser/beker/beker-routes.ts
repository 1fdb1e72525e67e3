// Cup rounds: drawn at random by the server (crypto), stored, shown on the public cup pages;
// a draw can be undone only while its speelronde has no results.
import { randomBytes } from 'node:crypto';
import { bekerRondeCreateRequestSchema, type OrganiserBekers } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import { drawBekerRonde } from '@clubelf/engine';
import type { FastifyInstance } from 'fastify';
import { fieldProblem, notFound } from '../../http/errors';
import { refused } from '../../http/conflict';
import { organiserWrite } from '../organiser-write';
import { idParam, parseInput } from '../../http/parse-request';
import { bekerPlan, seasonSnapshot } from './beker-plan';
import { deleteBekerRonde, findBekerRonde, insertBekerRonde } from './beker-repository';

/** Uniform in [0, 1) from the operating system's random source: nobody can predict a draw. */
const cryptoRandom = () => randomBytes(6).readUIntBE(0, 6) / 2 ** 48;

const detailPath = { beker: apiPaths.bekerronde, teambeker: apiPaths.teambekerronde } as const;

export async function bekerDrawRoutes(app: FastifyInstance) {
  app.get(organiserPaths.bekers, async (): Promise<OrganiserBekers> => {
    const snapshot = await seasonSnapshot(app.db);
    return {
      beker: bekerPlan(snapshot, 'beker').beker,
      teambeker: bekerPlan(snapshot, 'teambeker').beker,
    };
  });

  app.post(organiserPaths.bekerrondes, async (request, reply) => {
    const body = parseInput(bekerRondeCreateRequestSchema, request.body);
    const id = await organiserWrite(app, request, async (trx) => {
      const snapshot = await seasonSnapshot(trx);
      const plan = bekerPlan(snapshot, body.kind, body.speelronde);
      const { blockedReason, minSpeelronde } = plan.beker.next;
      if (blockedReason !== null) throw refused(blockedReason);
      if (body.speelronde > snapshot.input.roundCount) {
        throw fieldProblem(
          'speelronde',
          `speelronde mag hoogstens ${snapshot.input.roundCount} zijn (het aantal speelrondes)`,
        );
      }
      if (minSpeelronde !== null && body.speelronde < minSpeelronde) {
        throw fieldProblem(
          'speelronde',
          `speelronde moet minstens ${minSpeelronde} zijn (na de vorige ronde en zonder uitslagen)`,
        );
      }
      if (snapshot.result.rondes[body.speelronde - 1]?.state !== 'gepland') {
        throw fieldProblem(
          'speelronde',
          `speelronde ${body.speelronde} heeft al uitslagen; kies een latere speelronde`,
        );
      }
      const loting = drawBekerRonde(plan.entrants, cryptoRandom);
      const sequence = (plan.rondes[plan.rondes.length - 1]?.sequence ?? 0) + 1;
      const id = await insertBekerRonde(
        trx,
        { kind: body.kind, sequence, speelronde: body.speelronde },
        loting,
      );
      const cup = body.kind === 'beker' ? 'Beker' : 'Teambeker';
      return {
        value: id,
        audit: {
          action: 'bekerronde.loten',
          summary: `${cup}: ${loting.name} geloot voor speelronde ${body.speelronde} (${loting.duels.length} duels, ${loting.byes.length} vrijlotingen)`,
          details: {
            id,
            kind: body.kind,
            sequence,
            speelronde: body.speelronde,
            duels: loting.duels,
            byes: loting.byes,
          },
        },
      };
    });
    const view = await app.readModel.serve(detailPath[body.kind](id));
    if (!view) throw new Error(`No view of the new cup round ${id}`);
    return reply.code(201).type('application/json; charset=utf-8').send(view.body);
  });

  app.delete('/api/organiser/bekerrondes/:id', async (request, reply) => {
    const id = idParam(request);
    await organiserWrite(app, request, async (trx) => {
      const ronde = await findBekerRonde(trx, id);
      if (!ronde) throw notFound(`Bekerronde ${id} bestaat niet`);
      const kind = ronde.kind === 'teambeker' ? 'teambeker' : 'beker';
      const plan = bekerPlan(await seasonSnapshot(trx), kind);
      const reason = plan.beker.rondes.find((r) => r.id === id)?.deleteBlockedReason;
      if (reason) throw refused(reason);
      await deleteBekerRonde(trx, id);
      return {
        value: undefined,
        audit: {
          action: 'bekerronde.verwijderen',
          summary: `${kind === 'beker' ? 'Beker' : 'Teambeker'}: loting van ${ronde.name} (speelronde ${ronde.speelronde}) ongedaan gemaakt`,
          details: { id, kind, name: ronde.name, speelronde: ronde.speelronde },
        },
      };
    });
    return reply.code(204).send();
  });
}
