// The club's colours and crest: read by every page (a stylesheet and images outside /api, so a
// browser loads them without the API key), set by the organiser.
import { huisstijlColoursRequestSchema } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths } from '@clubelf/contract/paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../errors';
import { guardOrganiser } from '../organiser/organiser-routes';
import { organiserWrite } from '../organiser/organiser-write';
import { parseInput } from '../organiser/parse-request';
import { matchesIfNoneMatch } from '../plugins/views';
import { colourProblems } from './colour-rules';
import { MAX_CREST_BYTES, processCrest } from './crest-image';
import { readCrestFile, saveColours, saveCrest, type CrestFile } from './huisstijl-repository';
import { HUISSTIJL_BASE, type HuisstijlStore } from './huisstijl-store';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const TOO_LARGE = 'Het bestand is te groot: een clubwapen mag hoogstens 2 MB zijn.';

function cached(request: FastifyRequest, reply: FastifyReply, etag: string, cacheControl: string) {
  reply.header('etag', etag).header('cache-control', cacheControl);
  return matchesIfNoneMatch(request.headers['if-none-match'], etag);
}

/** Public reads: the stylesheet, the crest images, the JSON. */
export async function huisstijlRoutes(app: FastifyInstance) {
  const store = app.huisstijl;
  app.get(apiPaths.huisstijl, async (request, reply) => {
    const { body, etag } = await store.current();
    if (cached(request, reply, etag, 'no-cache')) return reply.code(304).send();
    return reply.send(body);
  });

  app.get<{ Params: { file: string } }>(
    `${HUISSTIJL_BASE}/kleuren/:file`,
    async (request, reply) => {
      const { css, cssVersion, etag } = await store.current();
      // An older version's URL (a page loaded before a change) gets today's colours, briefly cached.
      const current = request.params.file === `${cssVersion}.css`;
      if (cached(request, reply, etag, current ? IMMUTABLE : 'no-cache')) {
        return reply.code(304).send();
      }
      return reply.type('text/css; charset=utf-8').send(css);
    },
  );

  app.get<{ Params: { file: string } }>(`${HUISSTIJL_BASE}/wapen/:file`, async (request, reply) => {
    const match = /^([0-9a-f]{16})-(128|256)\.(png|webp)$/.exec(request.params.file);
    if (!match) throw notFound('Dit clubwapen bestaat niet');
    const [, version, size, ext] = match as unknown as [string, string, string, 'png' | 'webp'];
    if (cached(request, reply, `"${version}-${size}-${ext}"`, IMMUTABLE)) {
      const { settings } = await store.current();
      if (settings.crestVersion === version) return reply.code(304).send();
    }
    const image = await readCrestFile(app.db, version, `${ext}${size}` as CrestFile);
    if (!image) {
      reply.removeHeader('etag').header('cache-control', 'no-cache');
      throw notFound('Dit clubwapen bestaat niet (meer)');
    }
    return reply.type(`image/${ext}`).send(image);
  });

  await app.register(organiserHuisstijlRoutes);
}

/** The organiser's colours and crest. */
async function organiserHuisstijlRoutes(app: FastifyInstance) {
  guardOrganiser(app);

  app.put(organiserPaths.huisstijlKleuren, async (request) => {
    const colours = parseInput(huisstijlColoursRequestSchema, request.body);
    const problems = colourProblems(colours.primaryColour, colours.secondaryColour);
    const sentences = Object.entries(problems).map(([field, text]) => `${field}: ${text}`);
    if (sentences.length > 0) throw badRequest(sentences.join('; '));
    await organiserWrite(app, request, async (trx) => {
      await saveColours(trx, colours);
      return {
        value: undefined,
        audit: {
          action: 'huisstijl.kleuren',
          summary: `Clubkleuren gewijzigd: ${colours.primaryColour} en ${colours.secondaryColour}`,
          details: colours,
        },
      };
    });
    app.huisstijl.forget();
    return (await app.huisstijl.current()).body;
  });

  app.delete(organiserPaths.huisstijlWapen, async (request) => {
    await organiserWrite(app, request, async (trx) => {
      await saveCrest(trx, null);
      return {
        value: undefined,
        audit: { action: 'huisstijl.wapen', summary: 'Clubwapen verwijderd', details: {} },
      };
    });
    app.huisstijl.forget();
    return (await app.huisstijl.current()).body;
  });

  await app.register(crestUploadRoute);
}

/** PUT the image itself as the body: its own parser (any type, read up to the limit). */
async function crestUploadRoute(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    const refuse = () => {
      // Read on without keeping it, so the client gets the answer instead of a reset.
      payload.removeAllListeners('data');
      payload.resume();
      done(badRequest(TOO_LARGE), undefined);
    };
    if (Number(request.headers['content-length'] ?? 0) > MAX_CREST_BYTES) return refuse();
    const chunks: Buffer[] = [];
    let size = 0;
    let finished = false;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_CREST_BYTES && !finished) {
        finished = true;
        refuse();
        return;
      }
      chunks.push(chunk);
    });
    payload.on('end', () => {
      if (!finished) done(null, Buffer.concat(chunks));
    });
    payload.on('error', (error) => {
      if (finished) return;
      finished = true;
      done(error, undefined);
    });
  });

  app.put(organiserPaths.huisstijlWapen, async (request) => {
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const crest = await processCrest(bytes);
    await organiserWrite(app, request, async (trx) => {
      await saveCrest(trx, crest);
      return {
        value: undefined,
        audit: {
          action: 'huisstijl.wapen',
          summary: 'Nieuw clubwapen geplaatst',
          details: { version: crest.version, bytes: bytes.length },
        },
      };
    });
    app.huisstijl.forget();
    return (await app.huisstijl.current()).body;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    huisstijl: HuisstijlStore;
  }
}
