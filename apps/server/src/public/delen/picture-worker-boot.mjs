// The pictures' worker thread starts here. The worker (picture-worker.ts) is TypeScript, which
// the server runs through tsx; but Node 20 applies no `--import` loader to a worker thread, so
// the worker loads tsx's loader itself (the same under tsx, vitest and a plain node).
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
