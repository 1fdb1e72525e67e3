// A write's answer names the data version it committed (DATA_VERSION_HEADER): the web app sends
// it back on its next reads, so they wait for answers that new on whichever instance answers
// (decision 011). Set by organiserWrite (organiser/organiser-write.ts) with
// `answerWithDataVersion`; the header is added here, in the same file, as the answer leaves.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DATA_VERSION_HEADER } from '@clubelf/contract/paths';

/** Requests whose write committed a data version, and that version. */
const written = new WeakMap<FastifyRequest, number>();

/** This request's write committed data version `version`: its answer says so. */
export function answerWithDataVersion(request: FastifyRequest, version: number): void {
  written.set(request, version);
}

async function dataVersionHeader(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    const version = written.get(request);
    if (version !== undefined) reply.header(DATA_VERSION_HEADER, String(version));
  });
}

export default fp(dataVersionHeader, { name: 'data-version-header' });
