import { describe, expect, it } from 'vitest';
import { readWrite } from './api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('readWrite', () => {
  it('gives the answer of a save, and nothing for an undo (204)', async () => {
    expect(await readWrite(json(201, { used: 1 }))).toEqual({ ok: true, data: { used: 1 } });
    expect(await readWrite(new Response(null, { status: 204 }))).toEqual({
      ok: true,
      data: undefined,
    });
  });

  it('gives each broken rule of a refusal as the server wrote it, beside its sentence', async () => {
    const answer = await readWrite(
      json(400, {
        error: {
          code: 'bad_request',
          message: 'Een transfer ruilt ... Een selectie heeft precies 1 keeper (nu 0).',
          details: {
            problems: [
              { field: 'playerInId', rule: 'positie', message: 'Een transfer ruilt ...' },
              { field: 'playerInId', rule: 'keeper', message: 'Een selectie heeft ... (nu 0).' },
              { field: 'playerInId', rule: 'kapot' },
            ],
          },
        },
      }),
    );
    expect(answer).toEqual({
      ok: false,
      stale: false,
      message: 'Een transfer ruilt ... Een selectie heeft precies 1 keeper (nu 0).',
      problems: ['Een transfer ruilt ...', 'Een selectie heeft ... (nu 0).'],
    });
  });

  it('says when reloading helps (409), with the sentence alone', async () => {
    const answer = await readWrite(
      json(409, { error: { code: 'conflict', message: 'De transferdeadline was ...' } }),
    );
    expect(answer).toEqual({
      ok: false,
      stale: true,
      message: 'De transferdeadline was ...',
      problems: [],
    });
  });

  it('calls a server error or an answer without sentence "not saved" or by its status', async () => {
    const broken = await readWrite(json(500, { error: { code: 'internal', message: 'Oeps' } }));
    expect(broken).toMatchObject({ ok: false, stale: false, problems: [] });
    expect(broken.ok ? '' : broken.message).toMatch(/^Opslaan lukte niet/);
    const bare = await readWrite(new Response('nee', { status: 403, statusText: 'Forbidden' }));
    expect(bare).toEqual({ ok: false, stale: false, message: 'Forbidden', problems: [] });
  });
});
