// For fault tests: one request over node:http, which sends the path exactly as written (fetch
// would tidy "/./", "..", and escapes away) and any body bytes, valid UTF-8 or not; a fresh connection each time, so
// one request cannot spoil the next.
import { request as httpRequest } from 'node:http';

export interface RawResponse {
  status: number;
  contentType: string;
  text: string;
}

export function sendRaw(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Promise<RawResponse> {
  // Node frames a GET or DELETE body with neither Content-Length nor chunked encoding, which the
  // server can only read as the start of a broken second request: frame it as any client would.
  if (
    body !== undefined &&
    !Object.keys(headers).some((h) => h.toLowerCase() === 'content-length')
  ) {
    headers = { ...headers, 'content-length': String(Buffer.byteLength(body)) };
  }
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${baseUrl}/`,
      { method, path, headers, agent: false },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          resolve({
            status: incoming.statusCode ?? 0,
            contentType: String(incoming.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
