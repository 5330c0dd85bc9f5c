// A worker thread running a TypeScript module (workerData.module, a file URL): the module's default export
// answers each message; the reply is { ok, value } or { ok: false, error }. See pool.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { default: handle } = await import(workerData.module);

parentPort.postMessage({ ready: true });
parentPort.on('message', async (message) => {
  try {
    parentPort.postMessage({ ok: true, value: await handle(message) });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
