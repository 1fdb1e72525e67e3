// Long standings in pages (packages/contract/src/standen.ts): the first screen, the page around
// one participant, the rows matching a search, all cut from the stored full answer. The full
// answer's rows are parsed once per view object and kept beside it (a WeakMap: a change of data
// brings a new view object, and the old one's pages go with it); the pages built from them are
// kept too, a bounded number per view.
import {
  fairplaycupPageSchema,
  fairplaycupZoekSchema,
  highscorecupPageSchema,
  highscorecupZoekSchema,
  STAND_PAGE_SIZE,
  STAND_ZOEK_SIZE,
  standPageQueryString,
  tussenstandPageSchema,
  tussenstandZoekSchema,
} from '@clubelf/contract';
import type { standPageQuerySchema } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import type { z } from 'zod';
import { notFound } from '../../http/errors';
import { makeAnswer } from '../../read-model/answer';
import type { Answer } from '../../read-model/answer';

type PageQuery = z.output<typeof standPageQuerySchema>;

interface StandRow {
  deelnemerId: number;
  name: string;
  teamName: string;
}

/** One long standing that answers in pages. */
interface PagedStanding {
  /** 'de tussenstand': in the 404 of an unknown participant. */
  label: string;
  pageSchema: z.ZodType;
  zoekSchema: z.ZodType;
}

const PAGED: Readonly<Record<string, PagedStanding>> = {
  [apiPaths.standen.tussenstand]: {
    label: 'de tussenstand',
    pageSchema: tussenstandPageSchema,
    zoekSchema: tussenstandZoekSchema,
  },
  [apiPaths.standen.fairplaycup]: {
    label: 'de fairplaycup',
    pageSchema: fairplaycupPageSchema,
    zoekSchema: fairplaycupZoekSchema,
  },
  [apiPaths.standen.highscorecup]: {
    label: 'de highscorecup',
    pageSchema: highscorecupPageSchema,
    zoekSchema: highscorecupZoekSchema,
  },
};

/** Whether the answer under `path` (an API path of apiPaths.standen) comes in pages too. */
export const isPagedStanding = (path: string): boolean => Object.hasOwn(PAGED, path);

/** Pages kept per full view: the first screens and the neighbourhoods visitors ask for most. */
const MAX_PAGES_PER_VIEW = 256;

interface Parsed {
  /** Everything of the full answer but its rows (round, rondeStatus, ...): each page repeats it. */
  head: Record<string, unknown>;
  rows: StandRow[];
  /** deelnemerId -> index, made on the first `rond`. */
  indexOf?: Map<number, number>;
  /** Each row's 'name - teamName' folded for searching, made on the first `zoek`. */
  haystack?: string[];
  /** Built page views by their key, oldest first. */
  pages: Map<string, Answer>;
}

const parsedAnswers = new WeakMap<Answer, Parsed>();

function parsedOf(view: Answer): Parsed {
  let parsed = parsedAnswers.get(view);
  if (!parsed) {
    const { rows, ...head } = JSON.parse(view.body) as { rows: StandRow[] };
    parsed = { head, rows, pages: new Map() };
    parsedAnswers.set(view, parsed);
  }
  return parsed;
}

/** Case and accents ignored: 'Ĳsselmeer Élan' and 'ijsselmeer elan' are the same text. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('nl')
    .replace(/\s+/g, ' ');
}

function remembered(parsed: Parsed, key: string, build: () => Answer): Answer {
  const kept = parsed.pages.get(key);
  if (kept) {
    // Most recently used goes last, so the eviction takes the least recently used.
    parsed.pages.delete(key);
    parsed.pages.set(key, kept);
    return kept;
  }
  const view = build();
  if (parsed.pages.size >= MAX_PAGES_PER_VIEW) {
    const oldest = parsed.pages.keys().next().value;
    if (oldest !== undefined) parsed.pages.delete(oldest);
  }
  parsed.pages.set(key, view);
  return view;
}

function pageAnswer(
  path: string,
  standing: PagedStanding,
  parsed: Parsed,
  vanaf: number,
  aantal: number,
) {
  const key = `${path}?${standPageQueryString({ vanaf, aantal })}`;
  return remembered(parsed, key, () =>
    makeAnswer(key, standing.pageSchema, {
      ...parsed.head,
      total: parsed.rows.length,
      vanaf,
      rows: parsed.rows.slice(vanaf, vanaf + aantal),
    }),
  );
}

function rondAnswer(
  path: string,
  standing: PagedStanding,
  parsed: Parsed,
  deelnemerId: number,
  aantal: number,
) {
  parsed.indexOf ??= new Map(parsed.rows.map((row, i) => [row.deelnemerId, i]));
  const index = parsed.indexOf.get(deelnemerId);
  if (index === undefined) {
    throw notFound(`Deelnemer ${deelnemerId} staat niet in ${standing.label}`);
  }
  // The participant in the middle of the page, the page within the standing.
  const vanaf = Math.max(0, Math.min(index - Math.floor(aantal / 2), parsed.rows.length - aantal));
  return pageAnswer(path, standing, parsed, vanaf, aantal);
}

function zoekAnswer(
  path: string,
  standing: PagedStanding,
  parsed: Parsed,
  zoek: string,
  aantal: number,
) {
  const key = `${path}?${standPageQueryString({ zoek, aantal })}`;
  return remembered(parsed, key, () => {
    const needle = foldForSearch(zoek);
    parsed.haystack ??= parsed.rows.map((row) => foldForSearch(`${row.name} - ${row.teamName}`));
    const found: (StandRow & { index: number })[] = [];
    let gevonden = 0;
    for (const [index, text] of parsed.haystack.entries()) {
      if (!text.includes(needle)) continue;
      gevonden += 1;
      const row = parsed.rows[index];
      if (row && found.length < aantal) found.push({ ...row, index });
    }
    return makeAnswer(key, standing.zoekSchema, {
      ...parsed.head,
      total: parsed.rows.length,
      zoek,
      gevonden,
      rows: found,
    });
  });
}

/**
 * The answer to a paged query on the standing under `path`, cut from its full `view`: a view of
 * its own (key with the query, its own ETag), the same object for the same query while `view`
 * is the same object.
 */
export function standingPage(path: string, view: Answer, query: PageQuery): Answer {
  const standing = PAGED[path];
  if (!standing) throw notFound(`${path} heeft geen pagina's`);
  const parsed = parsedOf(view);
  if (query.zoek !== undefined) {
    return zoekAnswer(path, standing, parsed, query.zoek, query.aantal ?? STAND_ZOEK_SIZE);
  }
  const aantal = query.aantal ?? STAND_PAGE_SIZE;
  if (query.rond !== undefined) return rondAnswer(path, standing, parsed, query.rond, aantal);
  return pageAnswer(path, standing, parsed, query.vanaf ?? 0, aantal);
}
