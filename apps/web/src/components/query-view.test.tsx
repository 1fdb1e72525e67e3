import type { UseQueryResult } from '@tanstack/react-query';
import { onlineManager } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-error';
import { QueryView } from './query-view';

afterEach(() => onlineManager.setOnline(true));

type Query = UseQueryResult<string>;
const pending = (fetchStatus: 'fetching' | 'paused') =>
  ({ isPending: true, isError: false, fetchStatus, error: null }) as unknown as Query;
const failed = (error: unknown) =>
  ({ isPending: false, isError: true, fetchStatus: 'idle', error }) as unknown as Query;

const html = (query: Query) =>
  renderToStaticMarkup(<QueryView query={query}>{(data) => <p>{data}</p>}</QueryView>);

describe('QueryView offline', () => {
  it('shows the calm offline line for a call waiting for the network, not a spinner', () => {
    expect(html(pending('paused'))).toContain('Zonder verbinding is dit nog niet te zien');
    expect(html(pending('fetching'))).toContain('Gegevens worden geladen');
  });

  it('shows it for a network failure while offline, the error state otherwise', () => {
    onlineManager.setOnline(false);
    expect(html(failed(new TypeError('Failed to fetch')))).toContain('Zonder verbinding');
    expect(html(failed(new HttpError(500, 'kapot')))).toContain('niet beschikbaar');
    onlineManager.setOnline(true);
    expect(html(failed(new TypeError('Failed to fetch')))).toContain('niet beschikbaar');
  });
});

describe('QueryView after a failed refetch', () => {
  const stale = (error: unknown) =>
    ({
      isPending: false,
      isError: true,
      fetchStatus: 'idle',
      error,
      data: 'wat er al stond',
    }) as unknown as Query;

  it('keeps the data already shown (and a form on it), offline or not', () => {
    expect(html(stale(new HttpError(500, 'kapot')))).toBe('<p>wat er al stond</p>');
    onlineManager.setOnline(false);
    expect(html(stale(new TypeError('Failed to fetch')))).toBe('<p>wat er al stond</p>');
  });

  it('says the thing is gone when it answers 404 and the page has a text for that', () => {
    const gone = renderToStaticMarkup(
      <QueryView query={stale(new HttpError(404, 'weg'))} notFound="Deze deelnemer bestaat niet.">
        {(data) => <p>{data}</p>}
      </QueryView>,
    );
    expect(gone).toContain('Deze deelnemer bestaat niet.');
    expect(html(stale(new HttpError(404, 'weg')))).toBe('<p>wat er al stond</p>');
  });
});
