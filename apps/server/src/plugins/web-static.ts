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

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page route: index.html (or, when the web app is not built, a short text). */
    serveWebApp(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface WebStaticOptions {
  distDir: string;
  apiKey: string;
  /** Put at the end of index.html's <head> on every answer (the club's colours stylesheet). */
  headExtra?: () => Promise<string>;
}

async function webStatic(app: FastifyInstance, { distDir, apiKey, headExtra }: WebStaticOptions) {
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
  const serveIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    app.handOutXsrfCookie(request, reply);
    const page =
      headExtra && afterHeadEnd !== undefined
        ? `${beforeHeadEnd}${await headExtra()}</head>${afterHeadEnd}`
        : html;
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
      const inAssets = path.relative(distDir, filePath).startsWith(`assets${path.sep}`);
      res.setHeader('cache-control', inAssets ? IMMUTABLE : OTHER_FILES);
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
