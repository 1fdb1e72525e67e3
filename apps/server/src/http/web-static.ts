// Serves the built web app (apps/web/dist) from memory: hashed assets cached for good (by
// browsers, CDNs and proxies) and sent precompressed, and index.html, with the API key filled
// in, for every page route.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isNotModified, rangeOf } from './conditional-get';
import { loadWebFiles, pickRepresentation } from './web-files';
import type { WebFile } from './web-files';

/** Relative to this file, so the server finds the web app whatever the working directory. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist/', import.meta.url));
export const API_KEY_PLACEHOLDER = '__CLUBELF_API_KEY__';
export const NOT_BUILT_TEXT =
  'De webapp is nog niet gebouwd. Voer "npm run build" uit en start de server opnieuw. De API werkt wel.\n';

/**
 * What one page's <head> gets besides index.html's own: elements put at its end, and perhaps
 * its own title and description (plain text, escaped here) in place of the site's.
 */
export interface HeadAddition {
  html?: string;
  title?: string;
  description?: string;
}

/** Asked on every page answer; a string is elements for the end of <head>. */
export type HeadExtra = (
  request: FastifyRequest,
) => Promise<string | HeadAddition | undefined> | string | HeadAddition | undefined;

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page route: index.html (or, when the web app is not built, a short text). */
    serveWebApp(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
    /** One more contributor to every page's <head>, after those before it. */
    addHeadExtra(extra: HeadExtra): void;
  }
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

const memoryOf = (files: Map<string, WebFile>) =>
  [...files.values()].reduce(
    (sum, f) =>
      sum + f.identity.body.length + (f.br?.body.length ?? 0) + (f.gzip?.body.length ?? 0),
    0,
  );

/**
 * One kept file: its precompressed copy when the client takes it, 304 to a cache whose copy is
 * current, one byte range when asked; HEAD gets the same headers (Fastify's HEAD route).
 */
function sendWebFile(request: FastifyRequest, reply: FastifyReply, file: WebFile) {
  const { headers } = request;
  const { representation, encoding } = pickRepresentation(file, headers['accept-encoding']);
  const validators = { etag: representation.etag, lastModified: file.lastModified };
  reply
    .header('cache-control', file.cacheControl)
    // A cache must keep the brotli, gzip and plain copies apart.
    .header('vary', 'Accept-Encoding')
    .header('etag', representation.etag)
    .header('last-modified', file.lastModified);
  if (isNotModified(headers['if-none-match'], headers['if-modified-since'], validators)) {
    return reply.code(304).send();
  }
  reply.header('accept-ranges', 'bytes').type(file.contentType);
  if (encoding) reply.header('content-encoding', encoding);
  const { body } = representation;
  const range = rangeOf(headers.range, headers['if-range'], body.length, validators);
  if (range.kind === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${body.length}`).send();
  }
  if (range.kind === 'part') {
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${body.length}`)
      .send(body.subarray(range.start, range.end + 1));
  }
  return reply.send(body);
}

interface WebStaticOptions {
  distDir: string;
  apiKey: string;
  /** Put at the end of index.html's <head> on every answer (the club's colours stylesheet). */
  headExtra?: HeadExtra;
}

async function webStatic(app: FastifyInstance, { distDir, apiKey, headExtra }: WebStaticOptions) {
  const headExtras: HeadExtra[] = headExtra ? [headExtra] : [];
  app.decorate('addHeadExtra', (extra: HeadExtra) => {
    headExtras.push(extra);
  });
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built: serving the API only');
    app.decorate('serveWebApp', async (request: FastifyRequest, reply: FastifyReply) => {
      app.handOutXsrfCookie(request, reply);
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(NOT_BUILT_TEXT);
    });
    return;
  }

  const html = readFileSync(indexFile, 'utf8').replaceAll(API_KEY_PLACEHOLDER, escapeHtml(apiKey));
  const [beforeHeadEnd, afterHeadEnd] = html.split('</head>', 2) as [string, string | undefined];
  /** index.html's <head> with each contributor's part: a page's own title and description win. */
  const pageFor = async (request: FastifyRequest): Promise<string> => {
    if (afterHeadEnd === undefined || headExtras.length === 0) return html;
    let head = beforeHeadEnd;
    const parts: string[] = [];
    for (const extra of headExtras) {
      const added = await extra(request);
      if (added === undefined) continue;
      if (typeof added === 'string') {
        parts.push(added);
        continue;
      }
      if (added.title !== undefined) {
        const title = `<title>${escapeHtml(added.title)}</title>`;
        head = TITLE.test(head) ? head.replace(TITLE, () => title) : `${head}${title}`;
      }
      if (added.description !== undefined) {
        const meta = `<meta name="description" content="${escapeHtml(added.description)}" />`;
        head = DESCRIPTION.test(head) ? head.replace(DESCRIPTION, () => meta) : `${head}${meta}`;
      }
      if (added.html) parts.push(added.html);
    }
    return `${head}${parts.join('\n')}</head>${afterHeadEnd}`;
  };
  const serveIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    app.handOutXsrfCookie(request, reply);
    const page = await pageFor(request);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  };

  // Every other file of the build from memory (web-files.ts, decision 019): nothing per request
  // that could outlive its connection. A path that is not a file is a page route.
  const files = loadWebFiles(distDir);
  app.log.info(
    { files: files.size, bytes: memoryOf(files) },
    'web app loaded into memory with its precompressed copies',
  );
  app.get('/*', (request, reply) => {
    const { '*': rest = '' } = request.params as { '*'?: string };
    const file = files.get(`/${rest}`);
    if (!file) return reply.callNotFound();
    return sendWebFile(request, reply, file);
  });
  // The raw index.html holds the placeholder: never serve it as a file.
  app.get('/', serveIndex);
  app.get('/index.html', serveIndex);
  app.decorate('serveWebApp', serveIndex);
}

export default fp(webStatic, { name: 'web-static', dependencies: ['security-xsrf'] });
