// Serves the built web app (apps/web/dist): hashed assets cached for good (by browsers, CDNs and
// proxies) and sent precompressed, and index.html, with the API key filled in, for every page
// route.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Relative to this file, so the server finds the web app whatever the working directory. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist/', import.meta.url));
export const API_KEY_PLACEHOLDER = '__CLUBELF_API_KEY__';
export const NOT_BUILT_TEXT =
  'De webapp is nog niet gebouwd. Voer "npm run build" uit en start de server opnieuw. De API werkt wel.\n';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const OTHER_FILES = 'public, max-age=3600';
/**
 * The service worker and its Workbox runtime (vite-plugin-pwa; their precompressed copies too):
 * asked again on every check, so a new build reaches every installed app at its next visit
 * rather than an hour later.
 */
const SERVICE_WORKER_FILES = /^(sw|workbox-[\w-]+)\.js(\.br|\.gz)?$/;

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

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    cacheControl: false,
    // file.br or file.gz (made by scripts/precompress-web.ts after the build) when the client
    // takes it; the file itself otherwise.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const relative = path.relative(distDir, filePath);
      const cacheControl = relative.startsWith(`assets${path.sep}`)
        ? IMMUTABLE
        : SERVICE_WORKER_FILES.test(relative)
          ? 'no-cache'
          : OTHER_FILES;
      res.setHeader('cache-control', cacheControl);
      // A cache must keep the brotli, gzip and plain copies apart.
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
  // The raw index.html holds the placeholder: never serve it as a file.
  app.get('/', serveIndex);
  app.get('/index.html', serveIndex);
  app.decorate('serveWebApp', serveIndex);
}

export default fp(webStatic, { name: 'web-static', dependencies: ['security-xsrf'] });
