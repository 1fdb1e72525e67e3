// For the live API tests: a stream of GET /api/live over node:http, read event by event, and an
// organiser's save of a match result (a goal more for a player who played).
import { request as httpRequest } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { spelerEventsInputSchema, uitslagSchema } from '@clubelf/contract';
import type { OrganiserSchedule } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { API_KEY_HEADER, apiPaths, DATA_VERSION_HEADER } from '@clubelf/contract/paths';
import type { createApiClient } from '../../test/api-test-client';

export interface LiveEvent {
  event: string;
  data: string;
}

export interface LiveStream {
  response: IncomingMessage;
  /** The whole body once the stream ended (a refusal's JSON). */
  text(): Promise<string>;
  /** The next event (comment lines skipped); rejects when the stream ends first. */
  nextEvent(): Promise<LiveEvent>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** A stream of GET /api/live; `headers` adds to the request's (X-Forwarded-For, say). */
export function openLiveStream(
  baseUrl: string,
  apiKey: string,
  headers: Record<string, string> = {},
): Promise<LiveStream> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl}${apiPaths.live}`, {
      headers: { accept: 'text/event-stream', [API_KEY_HEADER]: apiKey, ...headers },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const events: LiveEvent[] = [];
      const waiting: Array<{ resolve: (e: LiveEvent) => void; reject: (e: Error) => void }> = [];
      let buffer = '';
      let done = false;
      const ended = new Promise<void>((resolveEnded) => {
        const finish = () => {
          done = true;
          for (const w of waiting.splice(0)) w.reject(new Error('the live stream ended'));
          resolveEnded();
        };
        response.on('end', finish);
        response.on('close', finish);
      });
      let whole = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        whole += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n').filter((line) => !line.startsWith(':'));
          if (lines.length === 0) continue;
          const field = (name: string) =>
            lines
              .filter((line) => line.startsWith(`${name}:`))
              .map((line) => line.slice(name.length + 1).trimStart())
              .join('\n');
          const event = { event: field('event') || 'message', data: field('data') };
          const next = waiting.shift();
          if (next) next.resolve(event);
          else events.push(event);
        }
      });
      resolve({
        response,
        ended,
        text: () => ended.then(() => whole),
        nextEvent: () => {
          const event = events.shift();
          if (event) return Promise.resolve(event);
          if (done) return Promise.reject(new Error('the live stream ended'));
          return new Promise((resolveEvent, rejectEvent) =>
            waiting.push({ resolve: resolveEvent, reject: rejectEvent }),
          );
        },
        close: () => request.destroy(),
      });
    });
    request.end();
  });
}

type ApiClient = Awaited<ReturnType<typeof createApiClient>>;

const EVENT_FIELDS = spelerEventsInputSchema.keyof().options;

/**
 * Saves the first played match's result with a goal more for its first player who played, as
 * the organiser; the data version the save's answer names.
 */
export async function saveAGoalMore(client: ApiClient, token: string): Promise<number> {
  const get = async (path: string) => {
    const response = await client.send(path, { method: 'GET', token });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return (await response.json()) as unknown;
  };
  const schedule = (await get(organiserPaths.speelschema)) as OrganiserSchedule;
  const match = schedule.rondes
    .flatMap((r) => r.wedstrijden)
    .find((w) => w.homeGoals !== null && w.eventCount > 0);
  if (!match) throw new Error('no played match');
  const uitslag = uitslagSchema.parse(await get(organiserPaths.uitslag(match.id)));
  const scorer = uitslag.spelers.find((s) => s.played && s.side === 'home');
  if (!scorer) throw new Error('no home player played');
  const events = uitslag.spelers
    .filter((s) => s.played)
    .map((s) => {
      const row = Object.fromEntries(EVENT_FIELDS.map((f) => [f, s[f]]));
      return s.playerId === scorer.playerId ? { ...row, goals: s.goals + 1 } : row;
    });
  const saved = await client.send(organiserPaths.uitslag(match.id), {
    method: 'PUT',
    token,
    body: {
      version: uitslag.wedstrijd.version,
      homeGoals: (uitslag.wedstrijd.homeGoals ?? 0) + 1,
      awayGoals: uitslag.wedstrijd.awayGoals ?? 0,
      events,
    },
  });
  if (!saved.ok) throw new Error(`save: ${saved.status} ${await saved.text()}`);
  return Number(saved.headers.get(DATA_VERSION_HEADER));
}
