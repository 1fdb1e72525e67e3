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
  // The entry and every chunk it imports are linked by index.html already. Linked again after
  // the club's colours stylesheet, the first load's CSS (the colour tokens' defaults) would win.
  const inIndexHtml = new Set<string>();
  const loadedByEntry = (name: string) => {
    if (inIndexHtml.has(name) || !manifest[name]) return;
    inIndexHtml.add(name);
    for (const imported of manifest[name].imports ?? []) loadedByEntry(imported);
  };
  for (const [name, chunk] of Object.entries(manifest)) if (chunk.isEntry) loadedByEntry(name);
  const made = new Map<string, string>();
  return (modules) => {
    const key = modules.join('\n');
    const kept = made.get(key);
    if (kept !== undefined) return kept;
    const css = new Set<string>();
    const chunks = new Set<string>();
    const visit = (name: string) => {
      const chunk = manifest[name];
      if (!chunk || inIndexHtml.has(name) || chunks.has(chunk.file)) return;
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

/**
 * A visitor's chosen participant as the web app's store keeps it (keuze-store.ts), made by the
 * server from the id in the KEUZE_COOKIE and the season's own data.
 */
export interface ChosenParticipant {
  id: number;
  name: string;
  teamName: string;
  persoonId: number;
}

/** The server entry's one export the server uses: null when the page is left to the browser. */
export type RenderFirstScreen = (
  url: string,
  answers: (url: string) => string | undefined,
  gekozen?: ChosenParticipant | null,
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
const BEKER_PAGE = /^\/beker\/([1-9]\d{0,8})$/;
const TEAMBEKER_PAGE = /^\/teambeker\/([1-9]\d{0,8})$/;

/**
 * The public pages whose first screen is made here: /home, the tussenstand, the page of a
 * participant the season has and that of a beker or teambeker round it has. Any other path
 * (unknown ones included) never reaches the cache.
 */
export function isFirstScreenPath(urlPath: string, season: SeasonAnswers): boolean {
  if (urlPath === '/home' || urlPath === '/standen/tussenstand') return true;
  const participant = DEELNEMER_PAGE.exec(urlPath);
  if (participant) return season.has(apiPaths.deelnemer(Number(participant[1])));
  const beker = BEKER_PAGE.exec(urlPath);
  if (beker) return season.has(apiPaths.bekerronde(Number(beker[1])));
  const teambeker = TEAMBEKER_PAGE.exec(urlPath);
  return teambeker !== null && season.has(apiPaths.teambekerronde(Number(teambeker[1])));
}

const CHOSEN_ID = /^[1-9]\d{0,8}$/;

/**
 * The chosen participant a KEUZE_COOKIE value names, when the season has them: any other value
 * (garbage, an id the season does not have) is no choice.
 */
export function chosenParticipantOf(
  cookie: string | undefined,
  season: SeasonAnswers,
): ChosenParticipant | null {
  if (cookie === undefined || !CHOSEN_ID.test(cookie)) return null;
  const id = Number(cookie);
  const deelnemer = season.ctx.deelnemers.get(id);
  if (!deelnemer || !season.has(apiPaths.deelnemer(id))) return null;
  return {
    id,
    name: deelnemer.name,
    teamName: deelnemer.teamName,
    persoonId: season.ctx.persoonIds.get(id) ?? id,
  };
}

/** Paths kept at once: each is some tens of KB (the tussenstand's first rows and their data). */
export const DEFAULT_MAX_KEPT = 200;
/**
 * A chosen participant's screens kept at once (a path and a participant each), apart from the
 * plain ones: a flood of ids pushes out only other chosen ones, never the common pages.
 */
export const DEFAULT_MAX_CHOSEN = 500;
/** ... and at most this many characters of HTML and data in all (a tussenstand's is ~200 KB). */
export const DEFAULT_MAX_CHOSEN_CHARS = 48 * 1024 * 1024;
/**
 * Chosen screens waiting to be rendered at once: past it, a chosen one not kept gets the plain
 * screen (its card then comes at hydration, as before), so a flood of ids cannot queue renders
 * without end nor hold up the plain pages' renders behind it.
 */
export const MAX_CHOSEN_WAITING = 4;

interface Kept {
  /** What it was made of: data version, extra answers (and the chosen participant). */
  of: string;
  made: Promise<FirstScreen | null>;
  /** Its HTML's and data's characters once made (0 before). */
  chars: number;
}

/**
 * The rendered first screens per path, each of the data version it was made of: a request for a
 * kept one costs a map lookup, a newer data version renders it once more. Renders run one at a
 * time (they are CPU work; a flood of new paths queues instead of piling up), and a flood of
 * requests for one path shares its one render. A visitor's chosen participant's screens are kept
 * apart (their own bound, and a bound on how many wait for a render).
 */
export class FirstScreenCache {
  readonly #render: RenderFirstScreen;
  readonly #answerOf: AnswerOf;
  readonly #onError: (error: unknown) => void;
  readonly #onMissing: (urlPath: string, keys: string[]) => void;
  readonly #maxKept: number;
  readonly #maxChosen: number;
  readonly #maxChosenChars: number;
  /** Per path: what it was made of (data version and extra answers) and the screen. */
  readonly #kept = new Map<string, Kept>();
  /** Per participant and path, the chosen participant's screens. */
  readonly #chosen = new Map<string, Kept>();
  #chosenChars = 0;
  #chosenWaiting = 0;
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
    maxChosen = DEFAULT_MAX_CHOSEN,
    maxChosenChars = DEFAULT_MAX_CHOSEN_CHARS,
  ) {
    this.#render = render;
    this.#answerOf = answerOf;
    this.#onError = onError;
    this.#onMissing = onMissing;
    this.#maxKept = maxKept;
    this.#maxChosen = maxChosen;
    this.#maxChosenChars = maxChosenChars;
  }

  /** Plain screens kept. */
  get size(): number {
    return this.#kept.size;
  }

  /** Chosen participants' screens kept. */
  get chosenSize(): number {
    return this.#chosen.size;
  }

  /**
   * The first screen of `urlPath` from `season`'s answers and the few answers made outside the
   * read model (`extra`, by URL: they count in what the kept screen is of); null: the browser
   * makes the page. With `gekozen`, the screen made for that chosen participant; when it cannot
   * be (too many wait for a render, or the page needs what the server does not hold), the plain
   * one.
   */
  async get(
    urlPath: string,
    season: SeasonAnswers,
    extra: ReadonlyMap<string, string> = new Map(),
    gekozen: ChosenParticipant | null = null,
  ): Promise<FirstScreen | null> {
    const of = `${season.dataVersion}\n${[...extra.values()].join('\n')}`;
    if (gekozen) {
      const key = `${gekozen.id}\n${urlPath}`;
      const chosenOf = `${of}\n${JSON.stringify(gekozen)}`;
      const kept = this.#take(this.#chosen, key, chosenOf);
      let made = kept?.made;
      if (!made && this.#chosenWaiting < MAX_CHOSEN_WAITING) {
        this.#chosenWaiting += 1;
        const entry = this.#put(this.#chosen, key, chosenOf, urlPath, season, extra, gekozen);
        made = entry.made;
        void made.then((screen) => {
          this.#chosenWaiting -= 1;
          if (this.#chosen.get(key) !== entry) return;
          entry.chars = screen ? screen.html.length + screen.state.length : 0;
          this.#chosenChars += entry.chars;
          this.#trimChosen();
        });
        this.#trimChosen();
      }
      const screen = made ? await made : null;
      if (screen) return screen;
    }
    const kept = this.#take(this.#kept, urlPath, of);
    if (kept) return kept.made;
    const entry = this.#put(this.#kept, urlPath, of, urlPath, season, extra, null);
    if (this.#kept.size > this.#maxKept) {
      const oldest = this.#kept.keys().next().value;
      if (oldest !== undefined) this.#kept.delete(oldest);
    }
    return entry.made;
  }

  /** A kept screen of `of`, moved to the most recently used end; a stale one goes. */
  #take(map: Map<string, Kept>, key: string, of: string): Kept | undefined {
    const kept = map.get(key);
    if (!kept) return undefined;
    map.delete(key);
    if (map === this.#chosen) this.#chosenChars -= kept.chars;
    if (kept.of !== of) return undefined;
    map.set(key, kept);
    if (map === this.#chosen) this.#chosenChars += kept.chars;
    return kept;
  }

  /** Queues a render of `urlPath` and keeps it under `key`. */
  #put(
    map: Map<string, Kept>,
    key: string,
    of: string,
    urlPath: string,
    season: SeasonAnswers,
    extra: ReadonlyMap<string, string>,
    gekozen: ChosenParticipant | null,
  ): Kept {
    const made = this.#queue.then(async () => {
      this.renders += 1;
      const missing = new Set<string>();
      const screen = await this.#render(
        urlPath,
        (url) => {
          const body = this.#answerOf(season, url) ?? extra.get(url);
          if (body === undefined) missing.add(url);
          return body;
        },
        gekozen,
      );
      if (!screen && missing.size > 0) this.#onMissing(urlPath, [...missing]);
      return screen;
    });
    const safe = made.catch((error: unknown) => {
      this.#onError(error);
      return null;
    });
    this.#queue = safe;
    const entry: Kept = { of, made: safe, chars: 0 };
    map.set(key, entry);
    return entry;
  }

  /** The least recently used chosen screens out, past either bound. */
  #trimChosen(): void {
    while (
      this.#chosen.size > this.#maxChosen ||
      (this.#chosenChars > this.#maxChosenChars && this.#chosen.size > 1)
    ) {
      const [oldest, kept] = this.#chosen.entries().next().value as [string, Kept];
      this.#chosen.delete(oldest);
      this.#chosenChars -= kept.chars;
    }
  }
}
