// A second yardstick beside nginx: Node's own http module writing the same bytes and headers from
// memory, with nothing else, in its own process. No Node server can beat it, so clubelf's gap to
// it is what clubelf's own work costs, and its gap to nginx what Node's HTTP stack costs.
import { spawn } from 'node:child_process';
import { freePort } from './server-process';

export interface BareNode {
  url: string;
  stop(): Promise<void>;
}

const SCRIPT = `
const http = require('node:http');
process.once('message', ({ files, headers, port }) => {
const answers = new Map(Object.entries(files).map(([url, base64]) => {
  const body = Buffer.from(base64, 'base64');
  return [url, { body, headers: [...headers.flat(), 'content-type', 'application/json',
    'content-length', String(body.length)] }];
}));
http.createServer((request, response) => {
  const answer = answers.get(request.url);
  if (!answer) { response.writeHead(404); response.end(); return; }
  response.writeHead(200, answer.headers);
  response.end(answer.body);
}).listen(port, '127.0.0.1', () => process.send('up'));
});
`;

export async function startBareNode(
  files: Map<string, Uint8Array>,
  headers: readonly [string, string][],
): Promise<BareNode> {
  const port = await freePort();
  const config = {
    files: Object.fromEntries(
      [...files].map(([url, bytes]) => [url, Buffer.from(bytes).toString('base64')]),
    ),
    headers,
    port,
  };
  const child = spawn(process.execPath, ['-e', SCRIPT], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // Over the IPC channel: the bytes are too many for the environment.
  child.send(config);
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare Node server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
