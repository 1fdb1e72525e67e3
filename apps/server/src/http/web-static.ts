// Serves the built web app (apps/web/dist) from memory: hashed assets cached for good (by
// browsers, CDNs and proxies) and sent precompressed, and index.html, with the API key filled
// in, for every page route.
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isNotModified, rangeOf } from './conditional-get';
import { negotiateEncoding } from './content-encoding';
import type { ContentEncoding } from './content-encoding';
import { KEUZE_COOKIE } from '@clubelf/contract/paths';
import {
  chosenParticipantOf,
  FirstScreenCache,
  firstScreenLinks,
  isFirstScreenPath,
  loadEntryServer,
} from './first-screen';
import type { AnswerOf, FirstScreen } from './first-screen';
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
    /** The public pages' first screens (decision 031); undefined without the server entry. */
    firstScreens: FirstScreenCache | undefined;
    /**
     * An answer a first screen may need that is not in the read model (made per page request,
     * and part of what a kept first screen is of): its URL and how it is made.
     */
    addFirstScreenAnswer(url: string, make: () => Promise<unknown>): void;
  }
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const ROOT_START = '<div id="root">';
const ROOT_END = '</div>';

/**
 * index.html with the first screen in #root (its last element) and the queries' data after it,
 * in a script element the browser does not run (the CSP allows no inline script).
 */
export function withFirstScreen(
  page: string,
  screen: FirstScreen,
  stateId: string,
  links = '',
): string {
  if (links) page = page.replace('</head>', () => `${links}</head>`);
  const start = page.indexOf(ROOT_START);
  const bodyEnd = page.lastIndexOf('</body>');
  if (start === -1 || bodyEnd < start) return page;
  const rootEnd = page.lastIndexOf(ROOT_END, bodyEnd);
  if (rootEnd < start) return page;
  return (
    `${page.slice(0, start)}${ROOT_START}${screen.html}${ROOT_END}` +
    `<script type="application/json" id="${stateId}">${screen.state}</script>` +
    page.slice(rootEnd + ROOT_END.length)
  );
}

/** A page with a first screen as sent: made from `head` (index.html as this request got it). */
interface SentPage {
  head: string;
  html: string;
  encoded: Partial<Record<ContentEncoding, Buffer>>;
}

/** Once per page and encoding: a middle brotli quality, fast enough for a page made per version. */
function compress(html: string, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } })
    : gzipSync(html);
}

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
  /** The API's answer to a GET, from one data version's answers: a first screen's data. */
  firstScreenAnswer?: AnswerOf;
}

async function webStatic(
  app: FastifyInstance,
  {
    distDir,
    apiKey,
    headExtra,
    firstScreenAnswer = (season, url) => season.get(url)?.body,
  }: WebStaticOptions,
) {
  const headExtras: HeadExtra[] = headExtra ? [headExtra] : [];
  const firstScreenAnswers = new Map<string, () => Promise<unknown>>();
  app.decorate('addFirstScreenAnswer', (url: string, make: () => Promise<unknown>) => {
    firstScreenAnswers.set(url, make);
  });
  app.decorate('addHeadExtra', (extra: HeadExtra) => {
    headExtras.push(extra);
  });
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built: serving the API only');
    app.decorate('firstScreens', undefined);
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
  const entry = await loadEntryServer(distDir);
  const linksFor = firstScreenLinks(distDir);
  const firstScreens =
    entry &&
    new FirstScreenCache(
      entry.renderFirstScreen,
      firstScreenAnswer,
      (error) => app.log.error({ err: error }, 'first screen not rendered'),
      (urlPath, keys) =>
        app.log.warn({ urlPath, keys }, 'first screen needs answers the server does not hold'),
    );
  app.decorate('firstScreens', firstScreens);
  /**
   * A public page's first screen, from the answers served now (a page never waits for them), for
   * the participant the visitor chose when the cookie names one of this season.
   */
  const firstScreenFor = async (request: FastifyRequest): Promise<FirstScreen | null> => {
    const season = app.readModel.current;
    // With a query the address is not one of the kept pages: the browser makes it.
    if (!firstScreens || !season || request.url.includes('?')) return null;
    if (!isFirstScreenPath(request.url, season)) return null;
    const extra = new Map<string, string>();
    for (const [url, make] of firstScreenAnswers) extra.set(url, JSON.stringify(await make()));
    const gekozen = chosenParticipantOf(request.cookies[KEUZE_COOKIE], season);
    return firstScreens.get(request.url, season, extra, gekozen);
  };
  /**
   * A page with its first screen, compressed once per screen (a tussenstand's first screen is
   * some 200 KB of HTML, a tenth of that compressed): the page is the same for every request
   * while the screen and the <head> are.
   */
  const sentPages = new WeakMap<FirstScreen, SentPage>();
  const pageWithScreen = (page: string, screen: FirstScreen): SentPage => {
    const kept = sentPages.get(screen);
    if (kept && kept.head === page) return kept;
    const html = withFirstScreen(
      page,
      screen,
      entry?.FIRST_SCREEN_STATE_ID ?? '',
      linksFor(screen.modules),
    );
    const made: SentPage = { head: page, html, encoded: {} };
    sentPages.set(screen, made);
    return made;
  };
  const serveIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    app.handOutXsrfCookie(request, reply);
    const [page, screen] = await Promise.all([pageFor(request), firstScreenFor(request)]);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (!screen) return reply.send(page);
    const sent = pageWithScreen(page, screen);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    // The screen depends on the chosen participant's cookie: a cache keeps them apart, and one
    // made for a fan's choice is theirs only (never kept by a shared cache).
    reply.header('vary', 'Accept-Encoding, Cookie');
    if (request.cookies[KEUZE_COOKIE] !== undefined) {
      reply.header('cache-control', 'private, no-cache');
    }
    if (!encoding) return reply.send(sent.html);
    sent.encoded[encoding] ??= compress(sent.html, encoding);
    return reply.header('content-encoding', encoding).send(sent.encoded[encoding]);
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
