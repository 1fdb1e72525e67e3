// The first screen of a public page as HTML (decision 031): the web app's server entry
// (apps/web/src/entry-server.tsx, built by `vite build --ssr` next to the web app's dist) renders
// the page from the answers the read model holds, and the browser's app hydrates it. Each
// path's HTML is made once per data version and kept, a bounded number of paths at a time.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiPaths } from '@clubelf/contract/paths';
import type { SeasonAnswers } from '../read-model/season-answers';

export interface FirstScreen {
  /** What goes inside #root. */
  html: string;
  /** The queries' data as JSON, safe inside a <script type="application/json">. */
  state: string;
  /** The lazy modules it shows, by the names of Vite's manifest. */
  modules: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The <head> links a first screen showing `modules` needs, from the client build's manifest: the
 * CSS of their chunks (painted with the HTML, not when the chunk arrives) and the chunks
 * themselves, fetched at once for the hydration. The entry's own are in index.html already.
 */
export function firstScreenLinks(distDir: string): (modules: string[]) => string {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const made = new Map<string, string>();
  return (modules) => {
    const key = modules.join('\n');
    const kept = made.get(key);
    if (kept !== undefined) return kept;
    const css = new Set<string>();
    const chunks = new Set<string>();
    const visit = (name: string) => {
      const chunk = manifest[name];
      if (!chunk || chunk.isEntry || chunks.has(chunk.file)) return;
      chunks.add(chunk.file);
      for (const sheet of chunk.css ?? []) css.add(sheet);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    modules.forEach(visit);
    const links = [
      ...[...css].map((href) => `<link rel="stylesheet" href="/${href}" />`),
      ...[...chunks].map((href) => `<link rel="modulepreload" href="/${href}" />`),
    ].join('');
    made.set(key, links);
    return links;
  };
}

/** The server entry's one export the server uses: null when the page is left to the browser. */
export type RenderFirstScreen = (
  url: string,
  answers: (url: string) => string | undefined,
) => Promise<FirstScreen | null>;

/** The body of the API's answer to GET `url` from one data version's answers, if made there. */
export type AnswerOf = (season: SeasonAnswers, url: string) => string | undefined;

interface EntryServer {
  renderFirstScreen: RenderFirstScreen;
  FIRST_SCREEN_STATE_ID: string;
}

/** Where the server entry of the web app built into `distDir` is: `<distDir>-server/`. */
export function entryServerFile(distDir: string): string {
  return path.join(`${path.resolve(distDir)}-server`, 'entry-server.js');
}

/** The server entry of that build, or undefined when it was not built (pages as before). */
export async function loadEntryServer(distDir: string): Promise<EntryServer | undefined> {
  const file = entryServerFile(distDir);
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as EntryServer;
}

const DEELNEMER_PAGE = /^\/deelnemers\/([1-9]\d{0,8})$/;

/**
 * The public pages whose first screen is made here: /home, the tussenstand and the page of a
 * participant the season has. Any other path (unknown ones included) never reaches the cache.
 */
export function isFirstScreenPath(urlPath: string, season: SeasonAnswers): boolean {
  if (urlPath === '/home' || urlPath === '/standen/tussenstand') return true;
  const participant = DEELNEMER_PAGE.exec(urlPath);
  return participant !== null && season.has(apiPaths.deelnemer(Number(participant[1])));
}

/** Paths kept at once: each is some tens of KB (the tussenstand's first rows and their data). */
export const DEFAULT_MAX_KEPT = 200;

/**
 * The rendered first screens per path, each of the data version it was made of: a request for a
 * kept one costs a map lookup, a newer data version renders it once more. Renders run one at a
 * time (they are CPU work; a flood of new paths queues instead of piling up), and a flood of
 * requests for one path shares its one render.
 */
export class FirstScreenCache {
  readonly #render: RenderFirstScreen;
  readonly #answerOf: AnswerOf;
  readonly #onError: (error: unknown) => void;
  readonly #onMissing: (urlPath: string, keys: string[]) => void;
  readonly #maxKept: number;
  /** Per path: what it was made of (data version and extra answers) and the screen. */
  readonly #kept = new Map<string, { of: string; made: Promise<FirstScreen | null> }>();
  #queue: Promise<unknown> = Promise.resolve();
  /** How many renders ran (tests, figures). */
  renders = 0;

  constructor(
    render: RenderFirstScreen,
    /** The body the API would answer to a GET of that URL, from these answers. */
    answerOf: AnswerOf,
    /** A render that threw: the page goes without its first screen, and this is told why. */
    onError: (error: unknown) => void,
    /** A page that asked for answers there are not: left to the browser, and this is told. */
    onMissing: (urlPath: string, keys: string[]) => void = () => undefined,
    maxKept = DEFAULT_MAX_KEPT,
  ) {
    this.#render = render;
    this.#answerOf = answerOf;
    this.#onError = onError;
    this.#onMissing = onMissing;
    this.#maxKept = maxKept;
  }

  get size(): number {
    return this.#kept.size;
  }

  /**
   * The first screen of `urlPath` from `season`'s answers and the few answers made outside the
   * read model (`extra`, by URL: they count in what the kept screen is of); null: the browser
   * makes the page.
   */
  get(
    urlPath: string,
    season: SeasonAnswers,
    extra: ReadonlyMap<string, string> = new Map(),
  ): Promise<FirstScreen | null> {
    const of = `${season.dataVersion}\n${[...extra.values()].join('\n')}`;
    const kept = this.#kept.get(urlPath);
    // Kept and of this data: moved to the back, the most recently used end.
    this.#kept.delete(urlPath);
    if (kept && kept.of === of) {
      this.#kept.set(urlPath, kept);
      return kept.made;
    }
    const made = this.#queue.then(async () => {
      this.renders += 1;
      const missing = new Set<string>();
      const screen = await this.#render(urlPath, (key) => {
        const body = this.#answerOf(season, key) ?? extra.get(key);
        if (body === undefined) missing.add(key);
        return body;
      });
      if (!screen && missing.size > 0) this.#onMissing(urlPath, [...missing]);
      return screen;
    });
    const safe = made.catch((error: unknown) => {
      this.#onError(error);
      return null;
    });
    this.#queue = safe;
    this.#kept.set(urlPath, { of, made: safe });
    if (this.#kept.size > this.#maxKept) {
      const oldest = this.#kept.keys().next().value;
      if (oldest !== undefined) this.#kept.delete(oldest);
    }
    return safe;
  }
}
