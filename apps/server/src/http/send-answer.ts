// Sending an answer through the router: strong ETag, 304 on If-None-Match, short public caching
// that lets a CDN or reverse proxy keep it, brotli or gzip when asked. Unchanged answers of the
// current season are mostly served before the router, with the same bytes and headers
// (hot-reads.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressedAnswer, encodedAnswer } from '../read-model/answer-bytes';
import type { CachedAnswer } from '../read-model/season-answers';
import { matchesIfNoneMatch } from './conditional-get';
import { API_CACHE_CONTROL, encodedEtag, encodingFor, JSON_TYPE } from './hot-reads';

/**
 * Sends `answer` (a kept one, or a body assembled for this request) with the caching rules of
 * every answer; a closed season's, which never change, with a longer `cacheControl`.
 */
export async function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  cacheControl = API_CACHE_CONTROL,
): Promise<FastifyReply> {
  const encoding = encodingFor(answer, request.headers['accept-encoding']);
  reply
    .header('cache-control', cacheControl)
    .header('vary', 'Accept-Encoding')
    .header('etag', encodedEtag(answer.etag, encoding));
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send();
  }
  reply.type(JSON_TYPE);
  if (!encoding) return reply.send(encodedAnswer(answer));
  const body = await compressedAnswer(answer, encoding);
  return reply.header('content-encoding', encoding).send(body);
}
