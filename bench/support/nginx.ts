// nginx with one worker serving given bytes as static files (the yardstick of bench/http.ts):
// its own config, pid, logs and temp paths in a temp dir, on a free 127.0.0.1 port, every file
// `application/json` with the headers given, no gzip, access log off.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];

export interface Nginx {
  url: string;
  pid: number;
  version: string;
  stop(): Promise<void>;
}

/** The nginx binary (BENCH_NGINX, else on PATH, else a usual place), or undefined. */
export function findNginx(): string | undefined {
  const given = process.env.BENCH_NGINX;
  if (given) return spawnSync(given, ['-v']).status === 0 ? given : undefined;
  const which = spawnSync('which', ['nginx'], { encoding: 'utf8' });
  const found = which.status === 0 ? which.stdout.trim() : '';
  for (const candidate of [found, ...CANDIDATES]) {
    if (candidate && spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  return undefined;
}

function config(dir: string, port: number, headers: readonly [string, string][]): string {
  const added = headers
    .map(
      ([name, value]) => `    add_header ${name} "${value.replace(/(["\\$])/g, '\\$1')}" always;`,
    )
    .join('\n');
  const t = (name: string) => path.join(dir, 'tmp', name);
  return `worker_processes 1;
daemon off;
master_process on;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events {
  worker_connections 4096;
}
http {
  access_log off;
  types {}
  default_type application/json;
  gzip off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  # autocannon keeps its connections open: no reconnecting every 1,000 requests (Node's own
  # server does not limit the requests per connection either).
  keepalive_requests 10000000;
  keepalive_timeout 65s;
  client_body_temp_path ${t('body')};
  proxy_temp_path ${t('proxy')};
  fastcgi_temp_path ${t('fastcgi')};
  uwsgi_temp_path ${t('uwsgi')};
  scgi_temp_path ${t('scgi')};
  server {
    listen 127.0.0.1:${port};
    root ${path.join(dir, 'www')};
${added}
    location / {
      try_files $uri =404;
    }
  }
}
`;
}

/**
 * Starts nginx serving `files` (URL path -> bytes) and waits until it answers the first one.
 * Undefined when nginx is not installed.
 */
export async function startNginx(
  files: Map<string, Uint8Array>,
  /** Sent with every file: clubelf's own headers, so both write as many bytes. */
  headers: readonly [string, string][] = [],
): Promise<Nginx | undefined> {
  const binary = findNginx();
  if (binary === undefined) return undefined;
  const version = spawnSync(binary, ['-v'], { encoding: 'utf8' }).stderr.trim();
  const dir = mkdtempSync(path.join(tmpdir(), 'clubelf-bench-nginx-'));
  // A worker run by root as `nobody` must read the files.
  chmodSync(dir, 0o755);
  const www = path.join(dir, 'www');
  for (const [urlPath, bytes] of files) {
    const file = path.join(www, urlPath);
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
    writeFileSync(file, bytes, { mode: 0o644 });
  }
  mkdirSync(path.join(dir, 'tmp'));
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, config(dir, port, headers));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(binary, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const [first] = files.keys();
  const until = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      let log = '';
      try {
        log = readFileSync(path.join(dir, 'error.log'), 'utf8');
      } catch {
        // no log written
      }
      await stop();
      throw new Error(`nginx exited with code ${child.exitCode}: ${stderr}${log}`);
    }
    try {
      const response = await fetch(`${url}${first ?? '/'}`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      await stop();
      throw new Error(`nginx did not answer at ${url}: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url, pid: child.pid ?? 0, version, stop };
}
