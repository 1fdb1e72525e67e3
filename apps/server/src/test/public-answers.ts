// For the backup tests: every public GET of apiPaths (and a sample of participants' rounds)
// with its status, ETag and body, to compare two servers byte for byte.
import { apiPaths } from '@clubelf/contract/paths';
import { publicEndpoints } from './public-endpoints';
import type { TestServer } from './test-server';

export async function publicPaths(server: TestServer): Promise<string[]> {
  const sample = [1, 50, 125, 250].flatMap((id) =>
    [1, 10, 20, 21, 34].map((round) => apiPaths.deelnemerRonde(id, round)),
  );
  return [...new Set([...(await publicEndpoints(server)).map((e) => e.path), ...sample])];
}

export async function publicAnswers(
  server: TestServer,
  paths: string[],
): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  for (const p of paths) {
    const response = await server.get(p);
    bodies.set(p, `${response.status} ${response.headers.get('etag')}\n${await response.text()}`);
  }
  return bodies;
}
