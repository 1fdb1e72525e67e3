// The engine's worker thread starts here. The worker (engine-worker.ts) is TypeScript, which the
// server runs through tsx; but Node 20 applies no `--import` loader to a worker thread, so the
// worker loads tsx's loader itself (the same under tsx, vitest and a plain node), as the
// pictures' worker does (public/delen/picture-worker-boot.mjs).
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
