import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleError, onUserError, USER_ERROR_MESSAGE } from './error-handler';
import { HttpError } from './http-error';

describe('handleError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs a server error with its status code and message', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    handleError(new HttpError(503, 'Database niet bereikbaar'));
    expect(log).toHaveBeenCalledWith(
      'Backend returned code 503, body was: Database niet bereikbaar',
    );
  });

  it("logs a client-side error as 'An error occurred:'", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    handleError(new TypeError('Failed to fetch'));
    expect(log).toHaveBeenCalledWith('An error occurred:', 'Failed to fetch');
  });

  it('tells every listener the Dutch message, until it unsubscribes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    const stop = onUserError((m) => seen.push(m));
    handleError(new HttpError(500, 'x'));
    stop();
    handleError(new HttpError(500, 'y'));
    expect(seen).toEqual([USER_ERROR_MESSAGE]);
    expect(USER_ERROR_MESSAGE).toBe('Oeps... Er ging iets fout. Probeer het later nog een keer.');
  });
});
