// The organiser sets the club's colours and crest (the pages read them: public/huisstijl/).
import { huisstijlColoursRequestSchema } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import type { FastifyInstance } from 'fastify';
import { refusedFields } from '../../http/errors';
import { parseInput } from '../../http/parse-request';
import {
  crestProblem,
  MAX_CREST_BYTES,
  processCrest,
} from '../../read-model/huisstijl/crest-image';
import { saveColours, saveCrest } from '../../read-model/huisstijl/huisstijl-repository';
import { organiserWrite } from '../organiser-write';
import { colourProblems } from './colour-rules';

const TOO_LARGE = 'Het bestand is te groot: een clubwapen mag hoogstens 2 MB zijn.';

/** The organiser's colours and crest. */
export async function huisstijlRoutes(app: FastifyInstance) {
  app.put(organiserPaths.huisstijlKleuren, async (request) => {
    const colours = parseInput(huisstijlColoursRequestSchema, request.body);
    const problems = colourProblems(colours.primaryColour, colours.secondaryColour);
    const named = Object.entries(problems).map(([field, text]) => ({
      field,
      message: `${field}: ${text}`,
    }));
    if (named.length > 0) throw refusedFields(named);
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
      done(crestProblem(TOO_LARGE), undefined);
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
