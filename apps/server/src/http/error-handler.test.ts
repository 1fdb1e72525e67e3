import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@clubelf/contract';
import { badRequest, HttpError, notFound } from './errors';
import errorHandler, { BAD_TEXT_MESSAGE, describeError } from './error-handler';

describe('describeError', () => {
  it('keeps an HttpError as it is', () => {
    expect(describeError(new HttpError(409, 'conflict', 'Al bezet'))).toEqual({
      status: 409,
      code: 'conflict',
      message: 'Al bezet',
    });
  });

  it('names a Fastify client error by its status', () => {
    const error = Object.assign(new Error('Body is too large'), { statusCode: 413 });
    expect(describeError(error)).toEqual({
      status: 413,
      code: 'payload_too_large',
      message: 'Body is too large',
    });
  });

  it("says Fastify's own refusals in Dutch", () => {
    const error = Object.assign(new Error('Request body is too large'), {
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
    expect(describeError(error)).toEqual({
      status: 413,
      code: 'payload_too_large',
      message: 'Het verzoek is te groot.',
    });
  });

  it('answers 400 when PostgreSQL refuses a character it cannot store', () => {
    for (const code of ['22021', '22P05']) {
      const error = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
        code,
      });
      expect(describeError(error)).toEqual({
        status: 400,
        code: 'bad_request',
        message: BAD_TEXT_MESSAGE,
      });
    }
  });

  it('hides everything about a server error', () => {
    const error = Object.assign(new Error('SQLITE_CORRUPT at /secret/path'), { statusCode: 503 });
    expect(describeError(error)).toEqual({
      status: 500,
      code: 'internal_error',
      message: 'Internal server error',
    });
    expect(describeError('a string')).toMatchObject({ status: 500 });
    expect(describeError(null)).toMatchObject({ status: 500 });
  });
});

describe('error handler plugin', () => {
  const logged: string[] = [];
  const app = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
  });

  beforeAll(async () => {
    await app.register(errorHandler);
    app.get('/bad', () => {
      throw badRequest('Invalid speelronde');
    });
    app.get('/missing', async () => {
      throw notFound('Bekerronde 9 bestaat niet');
    });
    app.get('/boom', async () => {
      throw new Error('database file /var/secret.db is locked');
    });
    app.post('/echo', async (request) => request.body);
    await app.ready();
  });
  afterAll(() => app.close());

  async function call(method: 'GET' | 'POST', url: string, payload?: string) {
    const response = await app.inject({
      method,
      url,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    return {
      status: response.statusCode,
      type: response.headers['content-type'],
      body: response.json(),
    };
  }

  it('answers a thrown 400 in the envelope', async () => {
    const { status, type, body } = await call('GET', '/bad');
    expect(status).toBe(400);
    expect(type).toMatch(/^application\/json/);
    expect(body).toEqual({ error: { code: 'bad_request', message: 'Invalid speelronde' } });
  });

  it('answers a thrown 404 in the envelope', async () => {
    const { status, body } = await call('GET', '/missing');
    expect(status).toBe(404);
    expect(apiErrorSchema.parse(body).error.message).toBe('Bekerronde 9 bestaat niet');
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const { status, body } = await call('POST', '/echo', '{"broken":');
    expect(status).toBe(400);
    expect(body.error.code).toBe('bad_request');
  });

  it('hides the details of a 500 and logs them', async () => {
    const { status, body } = await call('GET', '/boom');
    expect(status).toBe(500);
    expect(body).toEqual({ error: { code: 'internal_error', message: 'Internal server error' } });
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(logged.join('\n')).toContain('database file /var/secret.db is locked');
  });
});
