import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
import { readPublicAnswer } from './api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('readPublicAnswer', () => {
  it('gives the answer of a success', async () => {
    expect(await readPublicAnswer(json(201, { referentie: 'K7QMX-2PAZ9' }))).toEqual({
      ok: true,
      data: { referentie: 'K7QMX-2PAZ9' },
    });
  });

  it('gives every problem of a refusal with the server’s sentence', async () => {
    const problems = [
      { field: 'spelerIds', rule: 'formatie', message: 'De opstelling 6-2-2 ...', playerIds: [] },
    ];
    const answer = await readPublicAnswer(
      json(400, {
        error: { code: 'bad_request', message: 'De opstelling 6-2-2 ...', details: { problems } },
      }),
    );
    expect(answer).toEqual({
      ok: false,
      status: 400,
      message: 'De opstelling 6-2-2 ...',
      problems,
    });
  });

  it('gives the sentence of a closed form or too many attempts, without problems', async () => {
    const closed = await readPublicAnswer(
      json(403, { error: { code: 'forbidden', message: 'De aanmelding is gesloten.' } }),
    );
    expect(closed).toEqual({
      ok: false,
      status: 403,
      message: 'De aanmelding is gesloten.',
      problems: [],
    });
    const busy = await readPublicAnswer(new Response('nope', { status: 429 }));
    expect(busy).toMatchObject({ ok: false, status: 429, problems: [] });
  });

  it('throws for what the page cannot explain (a server error), for the one error handler', async () => {
    await expect(
      readPublicAnswer(json(500, { error: { code: 'internal', message: 'Oeps' } })),
    ).rejects.toBeInstanceOf(HttpError);
  });
});
