// The first screen on the server (decision 031): the server imports this module's build
// (`vite build --ssr`) and renders a public page from the answers it already holds, with the
// data of its queries for the client to take over (main.tsx hydrates both).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import type { GekozenDeelnemer } from './features/deelnemer-keuze';
import { answerReadsFrom, type ServerAnswers } from './lib/api-client';

import { STYLE_ATTRIBUTE, type FirstScreenState } from './first-screen-id';

export { FIRST_SCREEN_STATE_ID } from './first-screen-id';

/** A page whose queries ask for more than this in turn is left to the browser. */
const MAX_PASSES = 4;

export interface FirstScreen {
  /** What goes inside #root. */
  html: string;
  /**
   * The queries' data (TanStack Query's dehydrate) and the API URLs it was read from
   * (FirstScreenState), as JSON, safe inside a script element.
   */
  state: string;
  /**
   * The lazy modules the screen shows (as Vite's manifest names them): their CSS must be in the
   * page before it paints, and their chunks are fetched early for the hydration.
   */
  modules: string[];
}

/** The lazy modules a first screen of `url` renders: the header's search, the route's section. */
function modulesOf(url: string): string[] {
  const modules = ['src/features/deelnemer-keuze/deelnemer-search-box.tsx'];
  if (url.startsWith('/standen/')) modules.push('src/features/standen/standen-section.tsx');
  if (url.startsWith('/beker/') || url.startsWith('/teambeker/')) {
    modules.push('src/features/beker/beker-section.tsx');
  }
  // Not the position chart's (recharts): it is drawn after the first paint, once near the view
  // (components/chart-card.tsx), and its chunk must not compete with the screen's.
  if (url.startsWith('/deelnemers/')) {
    modules.push('src/features/deelnemers/deelnemers-section.tsx');
  }
  return modules;
}

function app(url: string, client: QueryClient, gekozen: GekozenDeelnemer | null) {
  return (
    <StrictMode>
      <StaticRouter location={url}>
        <Providers client={client} gekozenOpServer={gekozen}>
          <AppRoutes />
        </Providers>
      </StaticRouter>
    </StrictMode>
  );
}

/**
 * A render that waits for the lazy route chunks and creates the queries the page asks for. Its
 * HTML is not sent: a boundary that waited comes out with an inline script to reveal it.
 */
async function discover(
  url: string,
  client: QueryClient,
  gekozen: GekozenDeelnemer | null,
): Promise<void> {
  const { prelude } = await prerenderToNodeStream(app(url, client, gekozen));
  for await (const _chunk of prelude) {
    // Read to the end only.
  }
}

/** A boundary left to the browser (`<!--$!-->`) or still waiting: not a finished first screen. */
const UNFINISHED = /<!--\$[!?]-->|<script/;

/** A query a rendered component asked for that has no data yet (disabled ones stay so). */
function waiting(query: Query): boolean {
  const { enabled } = query.options as { enabled?: unknown };
  const on = typeof enabled === 'function' ? (enabled as (q: Query) => boolean)(query) : enabled;
  return query.state.status === 'pending' && on !== false;
}

/**
 * Renders `url` as the browser's first render would, once every query it asks for has its data
 * from `answers`: render, fill what was asked, render again. Null when the page needs anything
 * the answers do not hold (or failed): then the browser makes it, as without this module.
 * `gekozen`: the visitor's chosen participant (the server read its id from the cookie), rendered
 * as the browser's store would give it; it travels in the state for the hydration.
 */
export async function renderFirstScreen(
  url: string,
  answers: ServerAnswers,
  gekozen: GekozenDeelnemer | null = null,
): Promise<FirstScreen | null> {
  // Nothing is fetched on the server but what this function fills in.
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, gcTime: Infinity } },
  });
  // The API URLs the screen was made from: the browser's service worker keeps them for offline
  // reading, as it keeps what a page fetched itself (register-service-worker.ts).
  const read = new Set<string>();
  const reading: ServerAnswers = (url) => {
    const body = answers(url);
    if (body !== undefined) read.add(url);
    return body;
  };
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    await discover(url, client, gekozen);
    const queries = client.getQueryCache().getAll();
    if (queries.some((query) => query.state.status === 'error')) return null;
    const asked = queries.filter(waiting);
    if (asked.length === 0) {
      // The chunks are loaded and the data is in: the page renders in one go, no boundary
      // waits (an inline script would not run under the CSP anyway).
      const html = renderToString(app(url, client, gekozen));
      if (UNFINISHED.test(html)) return null;
      const firstScreenState: FirstScreenState = {
        ...dehydrate(client),
        apiUrls: [...read],
        gekozen,
      };
      const state = JSON.stringify(firstScreenState).replace(/</g, '\\u003c');
      // React escapes quotes in attribute values: ` style="` is only ever an attribute.
      return {
        html: html.replaceAll(' style="', ` ${STYLE_ATTRIBUTE}="`),
        state,
        modules: modulesOf(url),
      };
    }
    answerReadsFrom(reading);
    try {
      await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
    } finally {
      answerReadsFrom(null);
    }
  }
  return null;
}
