// Loaded into a server process (node --expose-gc --import tsx --import this): answers a
// 'memory' message on the IPC channel with the process's memory after a full collection, so a
// bench can read the heap as well as the resident set from outside.
process.channel?.unref();
process.on('message', (message) => {
  if (message !== 'memory') return;
  (globalThis as { gc?: () => void }).gc?.();
  process.send?.({ memory: process.memoryUsage() });
});
